import { sql } from 'drizzle-orm';
import { JOB_TYPES, SALARY_BANDS, type Caller, type JobFacetsQuery, jobFacetsQuerySchema } from '@hirewise/contracts';
import { bootJobs, ENGINES, failureOf, type JobsTestApp } from '../../__tests__/jobs-test-app';
import type { NewJobRow } from '../job.table';
import { LexiconRefresh } from '../search/lexicon-refresh';

const DAY = 86_400_000;

/** Issue 19: facet counts (checked against counting by hand), type-ahead and the feed of open jobs. */
describe.each(ENGINES)('facets, suggestions and feed on %s', (engine) => {
  let ctx: JobsTestApp;
  let owner: Caller;
  let rows: NewJobRow[];

  beforeAll(async () => {
    ctx = await bootJobs(engine);
    owner = await ctx.recruiter('Facet Owner', 'Facet Co');
    const now = Date.now();
    const titles = ['Senior React Developer', 'React Native Developer', 'Python Data Engineer', 'Data Analyst', 'Frontend Developer (React)', 'Sales Executive'];
    const skills = [['React', 'TypeScript'], ['React Native', 'Kotlin'], ['Python', 'Spark'], ['SQL', 'Excel'], ['React', 'CSS'], ['Negotiation']];
    const salaries = [0, 9_999, 10_000, 24_999, 25_000, 49_999, 50_000, 99_999, 100_000, 250_000];
    // A deterministic mix of every filter value, some expired.
    rows = Array.from({ length: 60 }, (_, i) => ({
      recruiterId: owner.userId,
      recruiterName: 'Facet Owner',
      title: titles[i % titles.length],
      skillsets: skills[i % skills.length],
      jobType: JOB_TYPES[i % 3],
      salary: salaries[i % salaries.length],
      duration: i % 7,
      remote: i % 4 === 0,
      locationCity: i % 5 === 0 ? 'Pune' : 'Delhi',
      locationCountry: 'India',
      maxApplicants: 10,
      maxPositions: 1,
      interviewQuestions: 5,
      dateOfPosting: new Date(now - i * 60_000),
      deadline: new Date(now + (i % 9 === 8 ? -DAY : 10 * DAY)),
    }));
    await ctx.repository.insert(rows);
  });
  afterAll(() => ctx.close());

  const facets = (raw: Record<string, unknown>) => ctx.service.facets({ caller: ctx.applicant(), query: raw as never });

  /** The facets as counted one job at a time in JavaScript. */
  function byHand(raw: Record<string, unknown>) {
    const q: JobFacetsQuery = jobFacetsQuerySchema.parse(raw);
    const open = rows.filter((r) => r.deadline > new Date() && (!q.location || [r.locationCity, r.locationCountry].some((p) => p?.toLowerCase() === q.location?.toLowerCase())));
    const text = (r: NewJobRow) => !q.q || `${r.title} ${r.skillsets?.join(' ')}`.toLowerCase().includes(q.q.toLowerCase());
    const ok = {
      jobType: (r: NewJobRow) => q.jobType.length === 0 || q.jobType.includes(r.jobType),
      salary: (r: NewJobRow) => (q.salaryMin === undefined || r.salary >= q.salaryMin) && (q.salaryMax === undefined || r.salary <= q.salaryMax),
      duration: (r: NewJobRow) => !q.duration || r.duration < q.duration,
      remote: (r: NewJobRow) => q.remote === undefined || r.remote === q.remote,
    };
    const without = (skip: keyof typeof ok) => open.filter((r) => text(r) && (Object.keys(ok) as (keyof typeof ok)[]).every((k) => k === skip || ok[k](r)));
    const all = open.filter((r) => text(r) && Object.values(ok).every((f) => f(r)));
    return {
      total: all.length,
      totalCapped: false,
      jobType: JOB_TYPES.map((value) => ({ value, count: without('jobType').filter((r) => r.jobType === value).length })),
      duration: [0, 1, 2, 3, 4, 5, 6].map((value) => ({ value, count: without('duration').filter((r) => r.duration === value).length })),
      salary: SALARY_BANDS.map(({ min, max }) => ({ min, max, count: without('salary').filter((r) => r.salary >= min && (max === null || r.salary < max)).length })),
      remote: { remote: without('remote').filter((r) => r.remote).length, onSite: without('remote').filter((r) => !r.remote).length },
    };
  }

  it.each([
    ['no filter', {}],
    ['one job type', { jobType: 'Full Time' }],
    ['two job types and a salary range', { jobType: ['Full Time', 'Part Time'], salaryMin: '10000', salaryMax: '99999' }],
    ['duration and remote', { duration: 4, remote: '1' }],
    ['on-site in a city', { remote: '0', location: 'pune' }],
    ['q', { q: 'react' }],
    ['q and every filter', { q: 'analyst', jobType: 'Part Time', salaryMin: 1, duration: 6, remote: 'false', location: 'India' }],
  ])('counts each facet with every other filter but its own: %s', async (_label, raw) => {
    expect(await facets(raw)).toEqual(byHand(raw));
  });

  it('agrees with the list’s total and refuses bad filters', async () => {
    const list = await ctx.service.search({ caller: ctx.applicant(), query: { q: 'react', jobType: ['Part Time'] } as never });
    expect((await facets({ q: 'react', jobType: 'Part Time' })).total).toBe(list.total);
    expect(await failureOf(facets({ jobType: 'Night Shift' }))).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await failureOf(facets({ remote: 'maybe' }))).toEqual({ code: 'VALIDATION_FAILED', message: 'remote must be 1 or 0' });
  });

  it('suggests titles and skills of open jobs from the first letters of any word, most used first', async () => {
    const suggest = async (q: string, limit?: number) => (await ctx.service.suggest({ caller: ctx.applicant(), query: { q, limit } as never })).suggestions;
    // React is a skill of 20 jobs; the others are used by 10 each (skills first, then by text).
    expect(await suggest('rea')).toEqual([
      { text: 'React', kind: 'skill' },
      { text: 'React Native', kind: 'skill' },
      { text: 'Frontend Developer (React)', kind: 'title' },
      { text: 'React Native Developer', kind: 'title' },
      { text: 'Senior React Developer', kind: 'title' },
    ]);
    expect(await suggest('react dev')).toEqual([{ text: 'Senior React Developer', kind: 'title' }]);
    expect(await suggest('DEVELOPER  rea')).toEqual([{ text: 'Frontend Developer (React)', kind: 'title' }]);
    expect(await suggest('rea', 2)).toHaveLength(2);
    expect(await suggest('%')).toEqual([]);
    expect(await suggest('zzz')).toEqual([]);
    expect(await failureOf(suggest(''))).toEqual({ code: 'VALIDATION_FAILED', message: 'q is required' });
    expect(await failureOf(suggest('a', 21))).toEqual({ code: 'VALIDATION_FAILED', message: 'limit must be at most 20' });
  });

  it('keeps suggestions current as jobs are posted, changed and deleted, and forgets terms of expired jobs', async () => {
    const suggest = async (q: string) => (await ctx.service.suggest({ caller: ctx.applicant(), query: { q } as never })).suggestions.map((s) => s.text);
    const { _id } = await ctx.service.create({ caller: owner, job: { title: 'Quantum Researcher', skillsets: ['Qiskit'] } as never });
    expect(await suggest('quan')).toEqual(['Quantum Researcher']);
    expect(await suggest('qis')).toEqual(['Qiskit']);
    await ctx.service.update({ caller: owner, jobId: _id, changes: { title: 'Quantum Physicist' } as never });
    expect(await suggest('quan')).toEqual(['Quantum Physicist']);
    await ctx.service.delete({ caller: owner, jobId: _id });
    expect(await suggest('quan')).toEqual([]);
    // Sales Executive jobs: some expired. Once all are, the term goes at the next recount.
    expect(await suggest('sales')).toEqual(['Sales Executive']);
    await ctx.rows(sql`update jobs set deadline = now() - interval '1 day' where title = 'Sales Executive'`);
    expect(await suggest('sales')).toEqual(['Sales Executive']);
    await ctx.app.get(LexiconRefresh).rebuild();
    expect(await suggest('sales')).toEqual([]);
    expect(await suggest('rea')).toHaveLength(5);
  });

  it('lists open jobs newest first for the feeds, clamping the limit', async () => {
    const { items } = await ctx.service.feed({ limit: 5 });
    const open = rows.filter((r) => r.deadline > new Date() && r.title !== 'Sales Executive');
    expect(items.map((j) => j.title)).toEqual(open.slice(0, 5).map((r) => r.title));
    expect((await ctx.service.feed({ limit: 1_000_000 })).items).toHaveLength(open.length);
    expect((await ctx.service.feed({} as never)).items).toHaveLength(open.length);
    expect(await failureOf(ctx.service.feed({ limit: 0 }))).toEqual({ code: 'VALIDATION_FAILED', message: 'limit must be at least 1' });
  });

  it('lists the same open jobs as links for the sitemap: id and dates only, newest first, the limit clamped alike', async () => {
    const { items: jobs } = await ctx.service.feed({ limit: 1000 });
    const { items: links } = await ctx.service.links({ limit: 1000 });
    expect(links).toEqual(jobs.map(({ _id, dateOfPosting, deadline }) => ({ _id, dateOfPosting, deadline })));
    expect(links.every((l) => Object.keys(l).sort().join() === '_id,dateOfPosting,deadline')).toBe(true);
    expect((await ctx.service.links({ limit: 2 })).items).toEqual(links.slice(0, 2));
    expect((await ctx.service.links({ limit: 1_000_000 })).items).toHaveLength(links.length);
    expect(await failureOf(ctx.service.links({ limit: 0 }))).toEqual({ code: 'VALIDATION_FAILED', message: 'limit must be at least 1' });
  });
});
