import { execFileSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { createTestDatabase } from '@hirewise/server-kit';
import { bootJobs, type JobsTestApp } from '../../__tests__/jobs-test-app';

/**
 * A pg_dump of the jobs database restores into an empty one (PostgreSQL server): the generated
 * search document is computed again while rows load under pg_dump's empty search_path, so the
 * functions it calls must be named with their schema (migration 0008).
 */
describe('the jobs database through pg_dump and psql', () => {
  let ctx: JobsTestApp;
  let target: { url: string; drop: () => Promise<void> };

  beforeAll(async () => {
    ctx = await bootJobs('postgres');
    target = await createTestDatabase('jobs_restore');
  });
  afterAll(async () => {
    await ctx.close();
    await target.drop();
  });

  it('restores every job with the same search document, and full-text search finds them', async () => {
    const owner = await ctx.recruiter('Dump Owner', 'Dump Co');
    await ctx.service.create({ caller: owner, job: { title: 'Rust Engineer', skillsets: ['Rust', 'C++'], description: '<p>Build <strong>compilers</strong>.</p>', location: { city: 'Pune', country: 'India' } } as never });
    await ctx.service.create({ caller: owner, job: { title: 'UI/UX Designer', skillsets: ['Figma'] } as never });
    const source = await ctx.rows<{ id: string; v: string }>(sql`select id, search_vector::text as v from jobs order by id`);

    const dump = execFileSync('pg_dump', ['--no-owner', '--no-privileges', ctx.databaseUrl as string], { maxBuffer: 64 * 1024 * 1024 });
    execFileSync('psql', ['-q', '-v', 'ON_ERROR_STOP=1', target.url], { input: dump, stdio: ['pipe', 'ignore', 'pipe'] });

    const client = new Client({ connectionString: target.url });
    await client.connect();
    try {
      const restored = await client.query<{ id: string; v: string }>('select id, search_vector::text as v from jobs order by id');
      expect(restored.rows).toEqual(source);
      const found = await client.query<{ title: string }>("select title from jobs where search_vector @@ websearch_to_tsquery('english', 'compilers cpp') order by title");
      expect(found.rows.map((r) => r.title)).toEqual(['Rust Engineer']);
      // The type-ahead lexicon came along and its triggers work in the restored database.
      const terms = await client.query<{ n: number }>("select count(*)::int as n from job_search_terms where norm in ('rust engineer', 'figma')");
      expect(terms.rows[0].n).toBe(2);
    } finally {
      await client.end();
    }
  });
});
