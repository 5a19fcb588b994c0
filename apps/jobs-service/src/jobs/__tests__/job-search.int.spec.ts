import { Events, jobsQuerySchema, Messages, type Caller, type JobsQuery, type RatingChangedEvent } from '@hirewise/contracts';
import { bootJobs, ENGINES, failureOf, type JobsTestApp } from '../../__tests__/jobs-test-app';
import type { NewJobRow } from '../job.table';

const DAY = 86_400_000;

describe.each(ENGINES)('job search on %s', (engine) => {
  let ctx: JobsTestApp;
  let alice: Caller;
  let bob: Caller;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await bootJobs(engine);
    alice = await ctx.recruiter('Alice');
    bob = await ctx.recruiter('Bob');
    const now = Date.now();
    const job = (key: string, owner: Caller, postedDaysAgo: number, deadlineInDays: number, fields: Partial<NewJobRow>): NewJobRow => {
      ids[key] = crypto.randomUUID();
      return {
        id: ids[key],
        recruiterId: owner.userId,
        recruiterName: owner === alice ? 'Alice' : 'Bob',
        title: key,
        jobType: 'Full Time',
        salary: 0,
        duration: 0,
        skillsets: [],
        maxApplicants: 100,
        maxPositions: 30,
        interviewQuestions: 5,
        dateOfPosting: new Date(now - postedDaysAgo * DAY),
        deadline: new Date(now + deadlineInDays * DAY),
        ...fields,
      };
    };
    // Posted one day apart, newest first: j1 .. j6; j5 is past its deadline.
    await ctx.repository.insert([
      job('j1', alice, 1, 10, { title: 'Senior React Developer', salary: 60000, duration: 0, skillsets: ['React', 'TypeScript'] }),
      job('j2', alice, 2, 10, { title: 'Backend Engineer', jobType: 'Part Time', salary: 30000, duration: 3, skillsets: ['Node.js', 'SQL'] }),
      job('j3', bob, 3, 10, { title: 'Data Analyst', jobType: 'Work From Home', salary: 45000, duration: 6, skillsets: ['Python', 'sql'] }),
      job('j4', bob, 4, 10, { title: 'react native dev', salary: 90000, duration: 2, skillsets: ['Flutter'] }),
      job('j5', alice, 5, -1, { title: 'Expired React Job', salary: 70000, duration: 1, skillsets: ['React'] }),
      job('j6', bob, 6, 10, { title: 'QA_Engineer 100%', jobType: 'Part Time', salary: 20000, duration: 0, skillsets: ['Selenium'] }),
    ]);
    const rate = (key: string, average: number): RatingChangedEvent => ({ target: 'job', targetId: ids[key], average, count: 2, version: 1 });
    await ctx.dispatch(Events.ratingChanged, rate('j3', 4.5));
    await ctx.dispatch(Events.ratingChanged, rate('j2', 3));
  });
  afterAll(() => ctx.close());

  const search = async (raw: Record<string, unknown>, caller: Caller = ctx.applicant()) => {
    const query: JobsQuery = jobsQuerySchema.parse(raw);
    const { items, total } = await ctx.service.search({ caller, query });
    const byId = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
    return { keys: items.map((j) => byId[j._id]), total, items };
  };

  it('lists open jobs newest first, leaving out those past their deadline', async () => {
    expect(await search({})).toEqual(expect.objectContaining({ keys: ['j1', 'j2', 'j3', 'j4', 'j6'], total: 5 }));
  });

  it('answers jobs in the contracts shape', async () => {
    const { items } = await search({ q: 'analyst' });
    expect(items).toEqual([
      expect.objectContaining({ _id: ids.j3, userId: bob.userId, recruiter: { name: 'Bob' }, rating: 4.5, skillsets: ['Python', 'sql'], jobType: 'Work From Home' }),
    ]);
    expect(Object.keys(items[0]).sort()).toEqual(
      [
        '_id', 'acceptedCandidates', 'activeApplications', 'dateOfPosting', 'deadline', 'duration', 'interviewQuestions', 'jobType', 'maxApplicants',
        'maxPositions', 'rating', 'recruiter', 'requiresInterview', 'salary', 'skillsets', 'title', 'userId',
        // Issue 19: content (the description only in the job's own answer and the recruiter's own list), and where q matched (with q only).
        'location', 'remote', 'company', 'highlights',
      ].sort(),
    );
  });

  it.each([
    ['react', ['j1', 'j4']],
    ['SQL', ['j2', 'j3']],
    ['script', ['j1']],
    ['  Analyst ', ['j3']],
    ['_', ['j6']],
    ['100%', ['j6']],
    ['%', ['j6']],
    ['native dev', ['j4']],
    // Issue 19: q is full text over the whole job, words AND-ed across fields (it was one substring of one line).
    ['node.js sql', ['j2']],
    ['golang', []],
  ])('matches q=%j in the title or a skill, case-insensitively: %j', async (q, keys) => {
    expect((await search({ q })).keys).toEqual(keys);
  });

  it('filters by one or several job types', async () => {
    expect((await search({ jobType: 'Part Time' })).keys).toEqual(['j2', 'j6']);
    expect((await search({ jobType: ['Part Time', 'Work From Home'] })).keys).toEqual(['j2', 'j3', 'j6']);
  });

  it('filters by salary, both bounds included', async () => {
    expect((await search({ salaryMin: '30000', salaryMax: '60000' })).keys).toEqual(['j1', 'j2', 'j3']);
    expect((await search({ salaryMin: 45001 })).keys).toEqual(['j1', 'j4']);
    expect((await search({ salaryMax: 20000 })).keys).toEqual(['j6']);
    expect((await search({ salaryMin: 80000, salaryMax: 10000 })).keys).toEqual([]);
  });

  it('filters by duration: N keeps jobs shorter than N months (Flexible included); 0 keeps all', async () => {
    expect((await search({ duration: 3 })).keys).toEqual(['j1', 'j4', 'j6']);
    expect((await search({ duration: 1 })).keys).toEqual(['j1', 'j6']);
    expect((await search({ duration: 7 })).keys).toEqual(['j1', 'j2', 'j3', 'j4', 'j6']);
    expect((await search({ duration: 0 })).keys).toEqual(['j1', 'j2', 'j3', 'j4', 'j6']);
  });

  it('sorts by the given keys, ascending ones first, newest posting breaking ties', async () => {
    expect((await search({ desc: 'salary' })).keys).toEqual(['j4', 'j1', 'j3', 'j2', 'j6']);
    expect((await search({ asc: 'salary' })).keys).toEqual(['j6', 'j2', 'j3', 'j1', 'j4']);
    expect((await search({ asc: 'duration', desc: 'salary' })).keys).toEqual(['j1', 'j6', 'j4', 'j2', 'j3']);
    expect((await search({ desc: ['rating', 'salary'] })).keys).toEqual(['j3', 'j2', 'j4', 'j1', 'j6']);
    expect((await search({ asc: 'rating' })).keys).toEqual(['j1', 'j4', 'j6', 'j2', 'j3']);
    // A field named in both lists sorts by its first, ascending, mention.
    expect((await search({ asc: 'salary', desc: 'salary' })).keys).toEqual(['j6', 'j2', 'j3', 'j1', 'j4']);
  });

  it('pages through the matches with the total of all of them', async () => {
    expect(await search({ limit: 2, page: 1 })).toEqual(expect.objectContaining({ keys: ['j1', 'j2'], total: 5 }));
    expect(await search({ limit: 2, page: 2 })).toEqual(expect.objectContaining({ keys: ['j3', 'j4'], total: 5 }));
    expect(await search({ limit: 2, page: 3 })).toEqual(expect.objectContaining({ keys: ['j6'], total: 5 }));
    expect(await search({ limit: 2, page: 4 })).toEqual(expect.objectContaining({ keys: [], total: 5 }));
    expect(await search({ q: 'react', limit: 1 })).toEqual(expect.objectContaining({ keys: ['j1'], total: 2 }));
  });

  it('counts a job created or deleted since the last search at once', async () => {
    expect((await search({ q: 'kotlin' })).total).toBe(0);
    const { _id } = await ctx.service.create({ caller: bob, job: { title: 'Kotlin Developer' } as never });
    expect(await search({ q: 'kotlin' })).toEqual(expect.objectContaining({ keys: [undefined], total: 1 }));
    await ctx.service.delete({ caller: bob, jobId: _id });
    expect(await search({ q: 'kotlin' })).toEqual(expect.objectContaining({ keys: [], total: 0 }));
  });

  it('combines every filter and sort', async () => {
    const res = await search({ q: 'e', jobType: ['Full Time', 'Part Time'], salaryMin: 20000, salaryMax: 80000, duration: 4, desc: 'salary' });
    expect(res).toEqual(expect.objectContaining({ keys: ['j1', 'j2', 'j6'], total: 3 }));
  });

  it('lists a recruiter’s own jobs with myjobs, expired ones included, with the same filters', async () => {
    expect(await search({ myjobs: '1' }, alice)).toEqual(expect.objectContaining({ keys: ['j1', 'j2', 'j5'], total: 3 }));
    expect((await search({ myjobs: 'true', q: 'REACT' }, alice)).keys).toEqual(['j1', 'j5']);
    expect((await search({ myjobs: '1', desc: 'salary' }, bob)).keys).toEqual(['j4', 'j3', 'j6']);
    expect((await search({ myjobs: '0' }, alice)).keys).toEqual(['j1', 'j2', 'j3', 'j4', 'j6']);
    expect((await search({ myjobs: '1' }, await ctx.recruiter())).keys).toEqual([]);
  });

  it('refuses myjobs to an applicant', async () => {
    expect(await failureOf(search({ myjobs: '1' }))).toEqual({ code: 'FORBIDDEN', message: Messages.forbiddenRole('recruiter') });
  });

  it('refuses a malformed query with the field named', async () => {
    const caller = ctx.applicant();
    const bad = (query: Record<string, unknown>) => failureOf(ctx.service.search({ caller, query: query as never }));
    expect(await bad({ asc: ['title'] })).toEqual({ code: 'VALIDATION_FAILED', message: 'Sort must be one of salary, duration, rating' });
    expect(await bad({ limit: 500 })).toEqual({ code: 'VALIDATION_FAILED', message: 'limit must be at most 200' });
  });
});
