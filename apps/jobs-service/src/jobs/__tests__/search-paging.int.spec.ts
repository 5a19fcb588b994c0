import { sql } from 'drizzle-orm';
import { JOB_SEARCH_TOTAL_CAP, JobMessages, jobsQuerySchema, type Caller } from '@hirewise/contracts';
import { bootJobs, ENGINES, failureOf, type JobsTestApp } from '../../__tests__/jobs-test-app';
import { JobSearch, RANK_WINDOW } from '../search/job-search';
import { keyExpressions, orderBy, sortKeys } from '../job-search.query';
import { jobs } from '../job.table';

/**
 * Issue 19's paging: keyset cursors (the same jobs as numbered pages, no overlap, refused when
 * tampered with or used with other filters) and totals exact up to a cap.
 */
describe.each(ENGINES)('search paging on %s', (engine) => {
  let ctx: JobsTestApp;
  let owner: Caller;
  const JOBS = 23;

  beforeAll(async () => {
    ctx = await bootJobs(engine);
    owner = await ctx.recruiter('Paging Owner', 'Paging Co');
    // Salaries and ratings repeat, some postings share their time and some are a microsecond apart
    // (a cursor that kept milliseconds only would repeat or skip them): every sort has ties to break.
    await ctx.rows(sql`
      insert into jobs (recruiter_id, recruiter_name, company_name, title, job_type, salary, duration, skillsets, date_of_posting, deadline,
                        max_applicants, max_positions, interview_questions, rating)
      select ${owner.userId}::uuid, 'Paging Owner', 'Paging Co',
             case when g % 3 = 0 then 'Senior Rust Engineer ' || g when g % 3 = 1 then 'Rust Developer ' || g else 'Go Engineer ' || g end,
             'Full Time', (g % 4) * 10000, g % 7, '["Rust"]'::jsonb,
             date_trunc('minute', now()) - (g / 3) * interval '1 hour' + (g % 3 = 2)::int * interval '0.000001 second',
             now() + interval '10 days', 10, 1, 5, case when g % 5 = 0 then -1 else 1 + (g % 4) end
      from generate_series(1, ${JOBS}) as g`);
  });
  afterAll(() => ctx.close());

  const caller = () => ctx.applicant();
  const search = (raw: Record<string, unknown>, who: Caller = caller()) => ctx.service.search({ caller: who, query: jobsQuerySchema.parse(raw) });

  /** Every page by cursor, then by number: the same ids in the same order, none twice. */
  async function walk(raw: Record<string, unknown>, who?: Caller) {
    const byCursor: string[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 50; i += 1) {
      const page = await search({ ...raw, limit: 4, ...(cursor ? { cursor } : {}) }, who);
      byCursor.push(...page.items.map((j) => j._id));
      cursor = page.nextCursor;
      if (!cursor) break;
      expect(page.items).toHaveLength(4);
    }
    const byPage: string[] = [];
    for (let page = 1; page < 50; page += 1) {
      const { items } = await search({ ...raw, limit: 4, page }, who);
      if (items.length === 0) break;
      byPage.push(...items.map((j) => j._id));
    }
    return { byCursor, byPage };
  }

  it.each([
    ['newest first', {}],
    ['relevance', { q: 'rust engineer' }],
    ['salary ascending', { asc: 'salary' }],
    ['duration descending', { desc: 'duration' }],
    ['rating then salary', { desc: ['rating'], asc: ['salary'] }],
    ['relevance with a filter', { q: 'rust', salaryMin: 10000 }],
  ])('walks every page by cursor as by number, no job twice: %s', async (_label, raw) => {
    const { byCursor, byPage } = await walk(raw);
    expect(byCursor).toEqual(byPage);
    expect(new Set(byCursor).size).toBe(byCursor.length);
    expect(byCursor.length).toBe((await search({ ...raw, limit: 200 })).total);
  });

  it('answers the same total on every page of a relevance search, past the last one too (the window counts it when it holds every match)', async () => {
    const first = await search({ q: 'rust engineer', limit: 4 });
    expect(first.total).toBeGreaterThan(4);
    // A page by cursor counts with its own query (the window cannot tell after a position).
    expect((await search({ q: 'rust engineer', limit: 4, cursor: first.nextCursor })).total).toBe(first.total);
    for (const page of [2, 3, 50]) expect((await search({ q: 'rust engineer', limit: 4, page })).total).toBe(first.total);
    expect((await search({ q: 'rust engineer', limit: 4, page: 50 })).items).toEqual([]);
    expect((await search({ q: 'zzzunknownword', limit: 4 })).total).toBe(0);
  });

  it('walks a recruiter’s own list too, and says when there is no next page', async () => {
    const { byCursor } = await walk({ myjobs: '1' }, owner);
    expect(byCursor).toHaveLength(JOBS);
    const last = await search({ limit: JOBS });
    expect(last.nextCursor).toBeUndefined();
    expect((await search({ limit: JOBS - 1 })).nextCursor).toEqual(expect.any(String));
  });

  it.each([
    ['salary', 'asc'],
    ['salary', 'desc'],
    ['duration', 'asc'],
    ['duration', 'desc'],
    ['rating', 'asc'],
    ['rating', 'desc'],
  ] as const)('serves the spec sort %s %s from its index, in order (a page stops early instead of sorting every match)', async (field, direction) => {
    const keys = sortKeys({ asc: direction === 'asc' ? [field] : [], desc: direction === 'desc' ? [field] : [] }, false);
    const { sql: text } = ctx.db.select({ id: jobs.id }).from(jobs).orderBy(...orderBy(keys, keyExpressions())).limit(21).toSQL();
    // With the planner told to avoid sorting, the plan shows whether an index can give this order at all.
    const plan = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_sort = off`);
      await tx.execute(sql`set local enable_seqscan = off`);
      return ((await tx.execute(sql.raw(`explain ${text.replace('$1', '21')}`))) as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toMatch(new RegExp(`Index (Only )?Scan using jobs_${field}_${direction}_idx`));
    expect(plan).not.toMatch(/\bSort\b/);
  });

  it('refuses a tampered, truncated or foreign cursor with INVALID_CURSOR', async () => {
    const { nextCursor } = await search({ q: 'rust', limit: 2 });
    const cursor = nextCursor as string;
    const invalid = { code: 'INVALID_CURSOR', message: JobMessages.invalidCursor };
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as { v: unknown[]; i: string; b: string };
    const forged = (body: unknown) => Buffer.from(JSON.stringify(body)).toString('base64url');
    for (const bad of [
      'nonsense',
      `${cursor}x`,
      cursor.slice(0, -2),
      cursor.slice(0, -1),
      forged({ ...decoded, v: ['1e400', decoded.v[1]] }),
      forged({ ...decoded, v: [decoded.v[0]] }),
      forged({ ...decoded, i: 'not-a-uuid' }),
      forged({ ...decoded, v: [0.5, "2030-01-01'; drop table jobs; --"] }),
      forged({ ...decoded, b: 'x' }),
      forged([1, 2]),
      forged(null),
    ]) {
      expect({ bad, failure: await failureOf(search({ q: 'rust', limit: 2, cursor: bad })) }).toEqual({ bad, failure: invalid });
    }
    // A cursor belongs to its filters, its order and its list.
    expect(await failureOf(search({ q: 'rust developer', limit: 2, cursor }))).toEqual(invalid);
    expect(await failureOf(search({ q: 'rust', asc: 'salary', limit: 2, cursor }))).toEqual(invalid);
    expect(await failureOf(search({ q: 'rust', salaryMin: 1, limit: 2, cursor }))).toEqual(invalid);
    expect(await failureOf(search({ q: 'rust', myjobs: '1', limit: 2, cursor }, owner))).toEqual(invalid);
    // The page size may change between pages.
    expect((await search({ q: 'rust', limit: 5, cursor })).items.length).toBe(5);
    const both = { q: 'rust', limit: 2, page: 2, cursor };
    expect(await failureOf(ctx.service.search({ caller: caller(), query: both as never }))).toEqual({ code: 'VALIDATION_FAILED', message: 'Use either page or cursor, not both' });
    expect(await ctx.jobCount()).toBe(JOBS);
  });

  describe('beyond the cap', () => {
    const MANY = JOB_SEARCH_TOTAL_CAP + 30;

    beforeAll(async () => {
      await ctx.rows(sql`
        insert into jobs (recruiter_id, recruiter_name, title, job_type, salary, duration, skillsets, date_of_posting, deadline, max_applicants, max_positions, interview_questions)
        select ${owner.userId}::uuid, 'Paging Owner', 'Bulk Welder ' || g, case when g % 2 = 0 then 'Part Time' else 'Full Time' end, g, 0, '["Welding"]'::jsonb,
               now() - ((g * 7919) % ${MANY}) * interval '1 minute', now() + interval '5 days', 10, 1, 5
        from generate_series(1, ${MANY}) as g`);
      // Written around the service: its totals, kept a few seconds, are forgotten as after its own writes.
      ctx.app.get(JobSearch).changed();
    });

    it('answers the cap and totalCapped in the public list, an exact total under it and in a recruiter’s own list', async () => {
      expect(await search({ limit: 1 })).toMatchObject({ total: JOB_SEARCH_TOTAL_CAP, totalCapped: true });
      expect(await search({ q: 'welder', limit: 1 })).toMatchObject({ total: JOB_SEARCH_TOTAL_CAP, totalCapped: true });
      // Odd salaries are Full Time: MANY / 2 of them, under the cap.
      expect(await search({ q: 'welder', jobType: 'Part Time', limit: 1 })).toMatchObject({ total: MANY / 2, totalCapped: false });
      expect(await search({ q: 'rust', limit: 1 })).toMatchObject({ total: expect.any(Number), totalCapped: false });
      expect(await search({ myjobs: '1', limit: 1 }, owner)).toMatchObject({ total: MANY + JOBS, totalCapped: false });
      // The facets' total follows the same rule; their counts are exact.
      const facets = await ctx.service.facets({ caller: caller(), query: { q: 'welder' } as never });
      expect(facets).toMatchObject({ total: JOB_SEARCH_TOTAL_CAP, totalCapped: true });
      expect(facets.jobType.reduce((sum, f) => sum + f.count, 0)).toBe(MANY);
    });

    it('ranks the newest RANK_WINDOW matches by relevance, then the older ones newest first: every job can be paged to, by cursor as by number', async () => {
      const byCursor: { id: string; posted: string }[] = [];
      let cursor: string | undefined;
      for (let i = 0; i < 20 && (i === 0 || cursor); i += 1) {
        const page: Awaited<ReturnType<typeof search>> = await search({ q: 'welder', limit: 90, ...(cursor ? { cursor } : {}) });
        byCursor.push(...page.items.map((j) => ({ id: j._id, posted: j.dateOfPosting })));
        cursor = page.nextCursor;
      }
      expect(byCursor).toHaveLength(MANY);
      expect(new Set(byCursor.map((j) => j.id)).size).toBe(MANY);
      const byPage: string[] = [];
      for (let page = 1; page <= Math.ceil(MANY / 90); page += 1) byPage.push(...(await search({ q: 'welder', limit: 90, page })).items.map((j) => j._id));
      expect(byPage).toEqual(byCursor.map((j) => j.id));
      // The window: the newest RANK_WINDOW matches, none older than a job after them.
      const windowIds = byCursor.slice(0, RANK_WINDOW).map((j) => sql`${j.id}::uuid`);
      const [{ newer }] = await ctx.rows<{ newer: number }>(
        sql`select count(*)::int as newer from jobs where title like 'Bulk Welder%' and id not in (${sql.join(windowIds, sql`, `)})
              and date_of_posting > (select min(date_of_posting) from jobs where id in (${sql.join(windowIds, sql`, `)}))`,
      );
      expect(newer).toBe(0);
      // After it, newest first.
      const rest = byCursor.slice(RANK_WINDOW).map((j) => Date.parse(j.posted));
      expect(rest).toEqual([...rest].sort((a, b) => b - a));
    });

    it('puts a strong match posted before the window after it, and ranks a weak match in the window below the strong ones', async () => {
      await ctx.rows(sql`
        insert into jobs (recruiter_id, recruiter_name, title, job_type, salary, duration, skillsets, date_of_posting, deadline, max_applicants, max_positions, interview_questions)
        values (${owner.userId}::uuid, 'Paging Owner', 'Welder Welder Welder', 'Full Time', 1, 0, '["Welding"]'::jsonb, now() - interval '30 days', now() + interval '5 days', 10, 1, 5),
               (${owner.userId}::uuid, 'Paging Owner', 'Fabrication Helper', 'Full Time', 1, 0, '["Welder"]'::jsonb, now(), now() + interval '5 days', 10, 1, 5)`);
      ctx.app.get(JobSearch).changed();
      try {
      const titles: string[] = [];
      let cursor: string | undefined;
      for (let i = 0; i < 20 && (i === 0 || cursor); i += 1) {
        const page: Awaited<ReturnType<typeof search>> = await search({ q: 'welder', limit: 100, ...(cursor ? { cursor } : {}) });
        titles.push(...page.items.map((j) => j.title));
        cursor = page.nextCursor;
      }
      // The newest job only lists the skill: in the window, below the title matches; the strong old one comes last.
      expect(titles.indexOf('Fabrication Helper')).toBe(RANK_WINDOW - 1);
      expect(titles.indexOf('Welder Welder Welder')).toBe(titles.length - 1);
      } finally {
        await ctx.rows(sql`delete from jobs where title in ('Welder Welder Welder', 'Fabrication Helper')`);
        ctx.app.get(JobSearch).changed();
      }
    });

    it('pages deep by cursor past the cap', async () => {
      let cursor: string | undefined;
      let seen = 0;
      for (let i = 0; i < 6; i += 1) {
        const page: Awaited<ReturnType<typeof search>> = await search({ q: 'welder', asc: 'salary', limit: 200, ...(cursor ? { cursor } : {}) });
        seen += page.items.length;
        expect(page.items[0]?.salary).toBe(i * 200 + 1);
        cursor = page.nextCursor;
      }
      expect(seen).toBe(MANY);
      expect(cursor).toBeUndefined();
    });
  });
});
