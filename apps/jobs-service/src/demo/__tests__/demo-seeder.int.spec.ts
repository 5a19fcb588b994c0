import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { Events, jobsQuerySchema } from '@hirewise/contracts';
import { bootJobs } from '../../__tests__/jobs-test-app';
import { DEMO_JOBS, DEMO_RECRUITERS } from '../demo-jobs';

describe('demo jobs', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hirewise-jobs-demo-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('are created once, on a first start with DEMO_DATA=true, with their recruiters and job.created events', async () => {
    const first = await bootJobs('pglite', { DEMO_DATA: 'true', DATA_DIR: dataDir });
    try {
      const caller = first.applicant();
      const { items, total } = await first.service.search({ caller, query: jobsQuerySchema.parse({}) });
      expect(total).toBe(DEMO_JOBS.length);
      expect(new Set(items.map((j) => j._id))).toEqual(new Set(DEMO_JOBS.map((j) => j.id)));
      const priya = items.filter((j) => j.userId === DEMO_RECRUITERS[0].recruiterId);
      expect(priya.length).toBeGreaterThan(0);
      expect(priya.every((j) => j.recruiter.name === 'Priya Sharma')).toBe(true);
      expect(items.filter((j) => j.requiresInterview).length).toBeGreaterThanOrEqual(1);
      // Issue 19's content: every job described and placed, some remote, the company from the recruiter's profile.
      // (The public list carries no descriptions: each job's own answer does.)
      expect(items.every((j) => j.description === undefined && j.location.country === 'India')).toBe(true);
      const described = await Promise.all(items.map((j) => first.service.get(j._id)));
      expect(described.every((j) => j.description?.startsWith('<'))).toBe(true);
      expect(items.filter((j) => j.remote).length).toBeGreaterThanOrEqual(2);
      expect(new Set(items.map((j) => j.company))).toEqual(new Set(DEMO_RECRUITERS.map((r) => r.companyName)));
      const { items: found } = await first.service.search({ caller, query: jobsQuerySchema.parse({ q: 'kubernetes' }) });
      expect(found.map((j) => j.title)).toEqual(['DevOps Engineer']);
      const [created] = await first.rows<{ n: number }>(sql`select count(*)::int as n from outbox where event = ${Events.jobCreated}`);
      expect(created.n).toBe(DEMO_JOBS.length);
      const names = await first.rows<{ name: string }>(sql`select name from recruiters order by name`);
      expect(names.map((r) => r.name)).toEqual(['Arjun Mehta', 'Priya Sharma']);
    } finally {
      await first.close();
    }

    const second = await bootJobs('pglite', { DEMO_DATA: 'true', DATA_DIR: dataDir });
    try {
      expect(await second.jobCount()).toBe(DEMO_JOBS.length);
    } finally {
      await second.close();
    }
  });
});
