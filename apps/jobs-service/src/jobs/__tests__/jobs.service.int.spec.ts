import { Events, JobMessages, Messages, NEW_JOB_DEFAULTS, type ApplicationStatusChangedEvent, type Caller } from '@hirewise/contracts';
import { bootJobs, ENGINES, failureOf, type JobsTestApp } from '../../__tests__/jobs-test-app';

const DAY = 86_400_000;

describe.each(ENGINES)('jobs service on %s', (engine) => {
  let ctx: JobsTestApp;
  let owner: Caller;
  // Starts the applications service as a process too (new limits are checked there): slow on a busy machine.
  beforeAll(async () => {
    ctx = await bootJobs(engine, {}, { applications: true });
    owner = await ctx.recruiter('Priya Sharma');
  }, 180_000);
  afterAll(() => ctx.close());

  const create = (job: Record<string, unknown>, caller: Caller = owner) => ctx.service.create({ caller, job: job as never });

  describe('create', () => {
    it('stores a job with the spec defaults and the recruiter name, and records job.created', async () => {
      const before = Date.now();
      const res = await create({ title: '  Backend Engineer  ' });
      expect(res.message).toBe(JobMessages.created);

      const job = await ctx.service.get(res._id);
      expect(job).toEqual({
        _id: res._id,
        userId: owner.userId,
        title: 'Backend Engineer',
        jobType: NEW_JOB_DEFAULTS.jobType,
        salary: 0,
        duration: 0,
        skillsets: [],
        dateOfPosting: expect.any(String),
        deadline: expect.any(String),
        rating: -1,
        recruiter: { name: 'Priya Sharma' },
        requiresInterview: false,
        maxApplicants: 100,
        maxPositions: 30,
        acceptedCandidates: 0,
        activeApplications: 0,
        interviewQuestions: 5,
        // Issue 19: empty content when none is given.
        description: '',
        location: { city: '', country: '' },
        remote: false,
        company: '',
      });
      const deadlineOffset = Date.parse(job.deadline) - before;
      expect(deadlineOffset).toBeGreaterThanOrEqual(NEW_JOB_DEFAULTS.deadlineOffsetMs);
      expect(deadlineOffset).toBeLessThan(NEW_JOB_DEFAULTS.deadlineOffsetMs + 60_000);
      expect(Date.parse(job.dateOfPosting)).toBeGreaterThanOrEqual(before - 1000);

      const events = await ctx.outboxFor(res._id);
      expect(events).toEqual([
        {
          event: Events.jobCreated,
          payload: {
            jobId: res._id,
            recruiterId: owner.userId,
            recruiterName: 'Priya Sharma',
            title: 'Backend Engineer',
            jobType: 'Full Time',
            salary: 0,
            duration: 0,
            skillsets: [],
            dateOfPosting: job.dateOfPosting,
            deadline: job.deadline,
            maxApplicants: 100,
            maxPositions: 30,
            interviewQuestions: 5,
            requiresInterview: false,
            version: 1,
          },
        },
      ]);
    });

    it('keeps every given field, skills de-duplicated case-insensitively', async () => {
      const deadline = new Date(Date.now() + 3 * DAY).toISOString();
      const { _id } = await create({
        title: 'Flutter Developer',
        jobType: 'Work From Home',
        salary: '45000',
        duration: 6,
        skillsets: ['Flutter', 'flutter', 'Dart', ''],
        deadline,
        maxApplicants: 10,
        maxPositions: 2,
        interviewQuestions: 10,
        requiresInterview: true,
      });
      expect(await ctx.service.get(_id)).toMatchObject({
        title: 'Flutter Developer',
        jobType: 'Work From Home',
        salary: 45000,
        duration: 6,
        skillsets: ['Flutter', 'Dart'],
        deadline,
        maxApplicants: 10,
        maxPositions: 2,
        interviewQuestions: 10,
        requiresInterview: true,
      });
    });

    it.each([
      [{ title: '' }, 'Title is required'],
      [{}, 'Title is required'],
      [{ title: 'T', salary: -1 }, 'Salary cannot be negative'],
      // formatZodError names the field when the message does not.
      [{ title: 'T', maxApplicants: 0 }, 'Maximum number of applicants must be at least 1'],
      [{ title: 'T', maxPositions: 0 }, 'Positions available must be at least 1'],
      [{ title: 'T', duration: 7 }, 'Duration must be at most 6 months'],
      [{ title: 'T', interviewQuestions: 4 }, 'Interview questions must be one of 1, 3, 5, 7, 10'],
      [{ title: 'T', jobType: 'Contract' }, 'Job type must be Full Time, Part Time or Work From Home'],
      [{ title: 'T', deadline: new Date(Date.now() - DAY).toISOString() }, 'Deadline must be in the future'],
      [{ title: 'T', requiresInterview: 'yes' }, 'Requires interview must be true or false'],
    ])('refuses %j with "%s" and stores nothing', async (job, message) => {
      const before = await ctx.jobCount();
      expect(await failureOf(create(job))).toEqual({ code: 'VALIDATION_FAILED', message });
      expect(await ctx.jobCount()).toBe(before);
    });

    it('refuses an applicant and stores nothing', async () => {
      const before = await ctx.jobCount();
      expect(await failureOf(create({ title: 'Sneaky' }, ctx.applicant()))).toEqual({ code: 'FORBIDDEN', message: Messages.forbiddenRole('recruiter') });
      expect(await ctx.jobCount()).toBe(before);
    });

    it('answers 503 and stores nothing when the recruiter is unknown here and the auth service cannot be reached', async () => {
      const before = await ctx.jobCount();
      const stranger: Caller = { userId: crypto.randomUUID(), type: 'recruiter' };
      expect(await failureOf(create({ title: 'Orphan' }, stranger))).toEqual({ code: 'SERVICE_UNAVAILABLE', message: Messages.unavailable('auth') });
      expect(await ctx.jobCount()).toBe(before);
    });
  });

  describe('get', () => {
    it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', ''])('answers JOB_NOT_FOUND for %j', async (id) => {
      expect(await failureOf(ctx.service.get(id))).toEqual({ code: 'JOB_NOT_FOUND', message: JobMessages.notFound });
    });
  });

  describe('update', () => {
    it('lets the owner change the editable fields only, with a new version and job.updated', async () => {
      const { _id } = await create({ title: 'Data Analyst', salary: 30000, skillsets: ['SQL'] });
      const original = await ctx.service.get(_id);
      const deadline = new Date(Date.now() + 20 * DAY).toISOString();
      const res = await ctx.service.update({
        caller: owner,
        jobId: _id,
        changes: { ...original, deadline, maxApplicants: 5, maxPositions: 4, acceptedCandidates: 99, rating: 5, userId: 'x' } as never,
      });
      expect(res).toEqual({ message: JobMessages.updated });
      const job = await ctx.service.get(_id);
      expect(job).toEqual({ ...original, deadline, maxApplicants: 5, maxPositions: 4 });

      const events = await ctx.outboxFor(_id);
      expect(events.map((e) => e.event)).toEqual([Events.jobCreated, Events.jobUpdated]);
      expect(events[1].payload).toMatchObject({ jobId: _id, deadline, maxApplicants: 5, maxPositions: 4, version: 2 });
    });

    it('refuses another recruiter and an applicant, and changes nothing', async () => {
      const { _id } = await create({ title: 'Mine' });
      const other = await ctx.recruiter();
      expect(await failureOf(ctx.service.update({ caller: other, jobId: _id, changes: { title: 'Theirs' } }))).toEqual({
        code: 'NOT_JOB_OWNER',
        message: JobMessages.notOwner,
      });
      expect(await failureOf(ctx.service.update({ caller: ctx.applicant(), jobId: _id, changes: { title: 'Theirs' } }))).toEqual({
        code: 'FORBIDDEN',
        message: Messages.forbiddenRole('recruiter'),
      });
      expect((await ctx.service.get(_id)).title).toBe('Mine');
      expect((await ctx.outboxFor(_id)).map((e) => e.event)).toEqual([Events.jobCreated]);
    });

    it.each([
      [{ maxApplicants: 0 }, 'Maximum number of applicants must be at least 1'],
      [{ maxPositions: 0 }, 'Positions available must be at least 1'],
      [{ title: ' ' }, 'Title is required'],
    ])('refuses %j with "%s" and changes nothing', async (changes, message) => {
      const { _id } = await create({ title: 'Steady', maxApplicants: 7 });
      expect(await failureOf(ctx.service.update({ caller: owner, jobId: _id, changes: changes as never }))).toEqual({ code: 'VALIDATION_FAILED', message });
      expect(await ctx.service.get(_id)).toMatchObject({ title: 'Steady', maxApplicants: 7, maxPositions: 30 });
    });

    it('keeps positions at or above the accepted candidates', async () => {
      const { _id } = await create({ title: 'Popular', maxPositions: 5 });
      const accepted: ApplicationStatusChangedEvent = {
        applicationId: crypto.randomUUID(),
        jobId: _id,
        applicantId: crypto.randomUUID(),
        from: 'shortlisted',
        to: 'accepted',
        acceptedCount: 3,
        activeCount: 4,
        jobSequence: 1,
      };
      await ctx.dispatch(Events.applicationStatusChanged, accepted);
      expect(await ctx.service.get(_id)).toMatchObject({ acceptedCandidates: 3, activeApplications: 4 });

      expect(await failureOf(ctx.service.update({ caller: owner, jobId: _id, changes: { maxPositions: 2 } }))).toEqual({
        code: 'POSITIONS_BELOW_ACCEPTED',
        message: JobMessages.positionsBelowAccepted(3),
      });
      expect((await ctx.service.get(_id)).maxPositions).toBe(5);

      await ctx.service.update({ caller: owner, jobId: _id, changes: { maxPositions: 3 } });
      expect((await ctx.service.get(_id)).maxPositions).toBe(3);
      // Changes that leave positions alone are not blocked by the count.
      await ctx.service.update({ caller: owner, jobId: _id, changes: { title: 'Still popular' } });
      expect((await ctx.service.get(_id)).title).toBe('Still popular');

      // The count can pass the positions when an acceptance races a lowering; the whole job sent
      // back with its positions unchanged still saves, a change below the count still does not.
      await ctx.dispatch(Events.applicationStatusChanged, { ...accepted, acceptedCount: 4, jobSequence: 2 });
      const whole = await ctx.service.get(_id);
      await ctx.service.update({ caller: owner, jobId: _id, changes: { ...whole, title: 'Over full' } as never });
      expect(await ctx.service.get(_id)).toMatchObject({ title: 'Over full', maxPositions: 3, acceptedCandidates: 4 });
      expect(await failureOf(ctx.service.update({ caller: owner, jobId: _id, changes: { maxPositions: 2 } }))).toEqual({
        code: 'POSITIONS_BELOW_ACCEPTED',
        message: JobMessages.positionsBelowAccepted(4),
      });
    });

    it('answers JOB_NOT_FOUND for an unknown or malformed id', async () => {
      for (const jobId of [crypto.randomUUID(), '42']) {
        expect(await failureOf(ctx.service.update({ caller: owner, jobId, changes: { title: 'X' } }))).toEqual({ code: 'JOB_NOT_FOUND', message: JobMessages.notFound });
      }
    });
  });

  describe('delete', () => {
    it('lets only the owner delete, records job.deleted and then answers JOB_NOT_FOUND', async () => {
      const { _id } = await create({ title: 'Short lived' });
      const other = await ctx.recruiter();
      expect(await failureOf(ctx.service.delete({ caller: other, jobId: _id }))).toEqual({ code: 'NOT_JOB_OWNER', message: JobMessages.notOwner });
      expect(await failureOf(ctx.service.delete({ caller: ctx.applicant(), jobId: _id }))).toEqual({
        code: 'FORBIDDEN',
        message: Messages.forbiddenRole('recruiter'),
      });
      expect((await ctx.service.get(_id)).title).toBe('Short lived');

      expect(await ctx.service.delete({ caller: owner, jobId: _id })).toEqual({ message: JobMessages.deleted });
      expect(await failureOf(ctx.service.get(_id))).toEqual({ code: 'JOB_NOT_FOUND', message: JobMessages.notFound });
      expect(await ctx.outboxFor(_id)).toEqual([
        { event: Events.jobCreated, payload: expect.objectContaining({ jobId: _id, version: 1 }) },
        { event: Events.jobDeleted, payload: { jobId: _id, version: 2 } },
      ]);
      expect(await failureOf(ctx.service.delete({ caller: owner, jobId: _id }))).toEqual({ code: 'JOB_NOT_FOUND', message: JobMessages.notFound });
    });
  });
});
