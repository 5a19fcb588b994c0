import {
  ApplicationMessages,
  Events,
  JobMessages,
  Messages,
  type ApplicantsQuery,
  type Application,
  type Caller,
  type JobSnapshot,
  type RatingChangedEvent,
} from '@hirewise/contracts';
import { boot, ENGINES, expectDomainError, type Harness } from '../../__tests__/harness';

describe.each(ENGINES)('application lists on %s', (engine) => {
  let h: Harness;
  let owner: Caller & { name: string };
  let zeta: JobSnapshot;
  let alpha: JobSnapshot;
  const people: Record<'alice' | 'bob' | 'charlie' | 'dave' | 'erin', Caller> = {} as never;
  /** Application ids by applicant on job zeta, in the order they applied. */
  const onZeta: Record<string, string> = {};
  let daveOnAlpha: string;

  beforeAll(async () => {
    h = await boot(engine);
    owner = await h.recruiter({ name: 'Priya' });
    zeta = await h.job({ recruiterId: owner.userId, recruiterName: owner.name, title: 'Zeta Developer' });
    alpha = await h.job({ recruiterId: owner.userId, recruiterName: owner.name, title: 'alpha analyst' });
    const names = { alice: 'alice', bob: 'Bob', charlie: 'Charlie', dave: 'Dave', erin: 'Erin' } as const;
    for (const [key, name] of Object.entries(names)) people[key as keyof typeof people] = await h.applicant({ name });
    for (const key of ['alice', 'bob', 'charlie', 'dave', 'erin'] as const) onZeta[key] = await h.applied(people[key], zeta.jobId, `I am ${key}`);
    await h.setStatus(owner, onZeta.bob, 'shortlisted');
    await h.setStatus(owner, onZeta.charlie, 'rejected');
    await h.setStatus(owner, onZeta.erin, 'shortlisted');
    await h.setStatus(owner, onZeta.erin, 'accepted');
    // Dave is accepted on alpha, which cancels his zeta application.
    daveOnAlpha = await h.applied(people.dave, alpha.jobId);
    await h.setStatus(owner, daveOnAlpha, 'shortlisted');
    await h.setStatus(owner, daveOnAlpha, 'accepted');
    const ratings: [Caller, number][] = [
      [people.alice, 4],
      [people.bob, 4],
      [people.charlie, 5],
      [people.erin, 2],
    ];
    for (const [person, average] of ratings) {
      await h.dispatch<RatingChangedEvent>(Events.ratingChanged, { target: 'applicant', targetId: person.userId, average, count: 1, version: 1 });
    }
  });
  afterAll(() => h.close());

  const query = (q: Partial<ApplicantsQuery>): ApplicantsQuery => ({ status: [], asc: [], desc: [], page: 1, limit: 50, ...q });
  const ids = (items: Application[]) => items.map((a) => a._id);
  const list = async (q: Partial<ApplicantsQuery>, caller: Caller = owner) => h.api.listApplicants({ caller, query: query(q) });

  it('lists a job’s applications, every status but deleted, newest application first', async () => {
    const { items, total } = await list({ jobId: zeta.jobId });
    expect(ids(items)).toEqual([onZeta.erin, onZeta.dave, onZeta.charlie, onZeta.bob, onZeta.alice]);
    expect(total).toBe(5);
    expect(items.map((a) => a.status)).toEqual(['accepted', 'cancelled', 'rejected', 'shortlisted', 'applied']);
  });

  it('filters by status', async () => {
    const { items, total } = await list({ jobId: zeta.jobId, status: ['applied', 'shortlisted'] });
    expect(ids(items)).toEqual([onZeta.bob, onZeta.alice]);
    expect(total).toBe(2);
  });

  it('sorts by name (ignoring case), by rating and by date of application, breaking ties by id', async () => {
    expect(ids((await list({ jobId: zeta.jobId, asc: ['jobApplicant.name'] })).items)).toEqual(
      ['alice', 'bob', 'charlie', 'dave', 'erin'].map((k) => onZeta[k]),
    );
    expect(ids((await list({ jobId: zeta.jobId, desc: ['jobApplicant.name'] })).items)).toEqual(
      ['erin', 'dave', 'charlie', 'bob', 'alice'].map((k) => onZeta[k]),
    );
    const tied = [onZeta.alice, onZeta.bob].sort();
    expect(ids((await list({ jobId: zeta.jobId, desc: ['jobApplicant.rating'] })).items)).toEqual([onZeta.charlie, ...tied, onZeta.erin, onZeta.dave]);
    expect(ids((await list({ jobId: zeta.jobId, asc: ['jobApplicant.rating'] })).items)).toEqual([onZeta.dave, onZeta.erin, ...tied, onZeta.charlie]);
    expect(ids((await list({ jobId: zeta.jobId, asc: ['dateOfApplication'] })).items)).toEqual(
      ['alice', 'bob', 'charlie', 'dave', 'erin'].map((k) => onZeta[k]),
    );
    expect(ids((await list({ jobId: zeta.jobId, desc: ['jobApplicant.rating', 'dateOfApplication'] })).items)).toEqual([
      onZeta.charlie,
      onZeta.bob,
      onZeta.alice,
      onZeta.erin,
      onZeta.dave,
    ]);
  });

  it('pages without overlap or gaps and reports the total', async () => {
    const all = ids((await list({ jobId: zeta.jobId })).items);
    const pages = await Promise.all([1, 2, 3].map((page) => list({ jobId: zeta.jobId, page, limit: 2 })));
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
    expect(pages.flatMap((p) => ids(p.items))).toEqual(all);
    expect(pages[2].items).toHaveLength(1);
    expect((await list({ jobId: zeta.jobId, page: 4, limit: 2 })).items).toEqual([]);
  });

  it('shows a job’s applications to its owner only', async () => {
    const stranger = await h.recruiter();
    await expectDomainError(list({ jobId: zeta.jobId }, stranger), 'NOT_YOUR_JOB', ApplicationMessages.notYourJob);
    await expectDomainError(list({ jobId: zeta.jobId }, people.alice), 'FORBIDDEN', Messages.forbiddenRole('recruiter'));
    await expectDomainError(list({}), 'VALIDATION_FAILED', 'jobId is required unless status=accepted');
  });

  it('lists the recruiter’s employees across their jobs, latest joined first, sortable by job title', async () => {
    const employees = await list({ status: ['accepted'] });
    expect(ids(employees.items)).toEqual([daveOnAlpha, onZeta.erin]);
    expect(employees.total).toBe(2);
    expect(ids((await list({ status: ['accepted'], asc: ['job.title'] })).items)).toEqual([daveOnAlpha, onZeta.erin]);
    expect(ids((await list({ status: ['accepted'], desc: ['job.title'] })).items)).toEqual([onZeta.erin, daveOnAlpha]);
    expect(ids((await list({ status: ['accepted'], asc: ['jobApplicant.name'] })).items)).toEqual([daveOnAlpha, onZeta.erin]);
    const other = await h.recruiter();
    expect(await list({ status: ['accepted'] }, other)).toEqual({ items: [], total: 0 });
  });

  it('keeps finished employees out of the default employee list but lists them when asked', async () => {
    const person = await h.applicant({ name: 'Farah' });
    const id = await h.applied(person, zeta.jobId);
    await h.setStatus(owner, id, 'shortlisted');
    await h.setStatus(owner, id, 'accepted');
    await h.setStatus(owner, id, 'finished');
    expect(ids((await list({ status: ['accepted'] })).items)).not.toContain(id);
    expect(ids((await list({ status: ['accepted', 'finished'] })).items)[0]).toBe(id);
  });

  it('lists an applicant’s own applications in every status, newest first, in the contracts’ shape', async () => {
    const { items, total } = await h.api.listMine({ caller: people.dave, page: 1, limit: 50 });
    expect(total).toBe(2);
    expect(ids(items)).toEqual([daveOnAlpha, onZeta.dave]);
    const [accepted] = items;
    expect(accepted).toEqual({
      _id: daveOnAlpha,
      jobId: alpha.jobId,
      userId: people.dave.userId,
      recruiterId: owner.userId,
      status: 'accepted',
      sop: '',
      dateOfApplication: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      dateOfJoining: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      interviewCompleted: false,
      humanInterviewRequest: null,
      interviewScore: null,
      job: {
        _id: alpha.jobId,
        title: 'alpha analyst',
        skillsets: alpha.skillsets,
        jobType: alpha.jobType,
        salary: alpha.salary,
        duration: alpha.duration,
        deadline: alpha.deadline,
        dateOfPosting: alpha.dateOfPosting,
        interviewQuestions: alpha.interviewQuestions,
        requiresInterview: alpha.requiresInterview,
      },
      recruiter: { name: 'Priya' },
      jobApplicant: {
        userId: people.dave.userId,
        name: 'Dave',
        rating: -1,
        profile: '',
        resume: '',
        skills: ['React'],
        education: [{ institutionName: 'IIT Madras', startYear: 2018, endYear: 2022 }],
      },
    });
    expect(items[1]).toMatchObject({ status: 'cancelled', sop: 'I am dave', job: { title: 'Zeta Developer' } });
    await expectDomainError(h.api.listMine({ caller: owner, page: 1, limit: 50 }), 'FORBIDDEN', Messages.forbiddenRole('applicant'));
  });

  it('shows an applicant that their application ended because the job was deleted; the job’s list is gone', async () => {
    const job = await h.job({ recruiterId: owner.userId, recruiterName: owner.name });
    const person = await h.applicant();
    const id = await h.applied(person, job.jobId);
    await h.dispatch(Events.jobDeleted, { jobId: job.jobId, version: 2 });
    expect((await h.mine(person)).map((a) => [a._id, a.status])).toEqual([[id, 'deleted']]);
    await expectDomainError(list({ jobId: job.jobId }), 'JOB_NOT_FOUND', JobMessages.notFound);
  });
});
