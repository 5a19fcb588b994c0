import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createTestDatabase, openDatabase } from '@hirewise/server-kit';
import * as schema from '../../schema';
import { MIGRATIONS_DIR } from '../../paths';
import { bootJobs, ENGINES, type JobsTestApp } from '../../__tests__/jobs-test-app';

describe.each(ENGINES)('jobs table on %s', (engine) => {
  let ctx: JobsTestApp;
  beforeAll(async () => {
    ctx = await bootJobs(engine);
  });
  afterAll(() => ctx.close());

  const valid = {
    recruiterId: '0b6f3c2e-1d1a-4c1e-9a51-000000000001',
    recruiterName: 'R',
    title: 'T',
    jobType: 'Full Time' as const,
    salary: 0,
    duration: 0,
    deadline: new Date(Date.now() + 86_400_000),
    maxApplicants: 1,
    maxPositions: 1,
    interviewQuestions: 1,
  };

  it.each([
    ['jobs_job_type_check', { jobType: 'Contract' }],
    ['jobs_title_check', { title: '  ' }],
    ['jobs_salary_check', { salary: -1 }],
    ['jobs_duration_check', { duration: 7 }],
    ['jobs_max_applicants_check', { maxApplicants: 0 }],
    ['jobs_max_positions_check', { maxPositions: 0 }],
    ['jobs_interview_questions_check', { interviewQuestions: 4 }],
    ['jobs_counts_check', { acceptedCandidates: -1 }],
    ['jobs_rating_check', { rating: 0 }],
  ])('refuses a row breaking %s', async (constraint, change) => {
    const error = await ctx.db
      .insert(schema.jobs)
      .values({ ...valid, ...change } as never)
      .then(() => undefined, (err: unknown) => err as { cause?: { constraint?: string }; constraint?: string });
    expect(error?.cause?.constraint ?? error?.constraint).toBe(constraint);
  });

  it('generates the search text from the title and each skill, lower-cased, one per line', async () => {
    const [row] = await ctx.db.insert(schema.jobs).values({ ...valid, title: 'Senior GO Dev', skillsets: ['Kubernetes', 'PostgreSQL'] }).returning();
    expect(row.searchText).toBe('senior go dev\nkubernetes\npostgresql');
    const [plain] = await ctx.db.insert(schema.jobs).values({ ...valid, title: 'Alone' }).returning();
    expect(plain.searchText).toBe('alone\n');
  });

  it('has the trigram index the q search relies on', async () => {
    const [index] = await ctx.rows<{ indexdef: string }>(sql`select indexdef from pg_indexes where indexname = 'jobs_search_trgm_idx'`);
    expect(index.indexdef).toMatch(/USING gin \(search_text gin_trgm_ops\)/);
  });
});

describe('jobs migrations on a PostgreSQL server', () => {
  it('are applied once when two replicas start at the same moment', async () => {
    const db = await createTestDatabase('jobsmig');
    try {
      const open = () => openDatabase({ schema, migrationsFolder: MIGRATIONS_DIR, databaseUrl: db.url, dataDir: 'unused', extensions: ['pg_trgm'] });
      const [a, b] = await Promise.all([open(), open()]);
      const applied = (await a.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
      const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      expect(applied.rows[0].n).toBe(journal.entries.length);
      await Promise.all([a.close(), b.close()]);
    } finally {
      await db.drop();
    }
  });
});
