import { sql } from 'drizzle-orm';
import { Events, type ApplicationStatusChangedEvent, type Caller, type RatingChangedEvent, type UserUpdatedEvent } from '@hirewise/contracts';
import { bootJobs, ENGINES, type JobsTestApp } from '../../__tests__/jobs-test-app';

describe.each(ENGINES)('events consumed by the jobs service on %s', (engine) => {
  let ctx: JobsTestApp;
  beforeAll(async () => {
    ctx = await bootJobs(engine);
  });
  afterAll(() => ctx.close());

  const newJob = async (owner: Caller, title = 'Job') => (await ctx.service.create({ caller: owner, job: { title } as never }))._id;
  const userUpdated = (userId: string, name: string, version: number, type: 'recruiter' | 'applicant' = 'recruiter'): UserUpdatedEvent => ({
    userId,
    type,
    name,
    skills: [],
    education: [],
    profile: '',
    resume: '',
    version,
  });
  const projectedName = async (userId: string) =>
    (await ctx.rows<{ name: string; version: number }>(sql`select name, version from recruiters where recruiter_id = ${userId}`))[0];

  describe('user.updated', () => {
    it('renames a recruiter on their jobs when the version is newer, with job.updated for each', async () => {
      const owner = await ctx.recruiter('Old Name');
      const [a, b] = [await newJob(owner, 'A'), await newJob(owner, 'B')];
      const other = await newJob(await ctx.recruiter('Someone Else'));

      await ctx.dispatch(Events.userUpdated, userUpdated(owner.userId, 'New Name', 3));
      expect(await projectedName(owner.userId)).toEqual({ name: 'New Name', version: 3 });
      expect((await ctx.service.get(a)).recruiter).toEqual({ name: 'New Name' });
      expect((await ctx.service.get(b)).recruiter).toEqual({ name: 'New Name' });
      expect((await ctx.service.get(other)).recruiter).toEqual({ name: 'Someone Else' });
      const events = await ctx.outboxFor(a);
      expect(events.map((e) => e.event)).toEqual([Events.jobCreated, Events.jobUpdated]);
      expect(events[1].payload).toMatchObject({ recruiterName: 'New Name', version: 2 });
      expect((await ctx.outboxFor(other)).map((e) => e.event)).toEqual([Events.jobCreated]);

      // A new job takes the current name from the projection.
      expect((await ctx.service.get(await newJob(owner))).recruiter).toEqual({ name: 'New Name' });
    });

    it('ignores an older or equal version, and applicants', async () => {
      const owner = await ctx.recruiter('Current');
      await ctx.dispatch(Events.userUpdated, userUpdated(owner.userId, 'Newer', 5));
      const job = await newJob(owner);

      await ctx.dispatch(Events.userUpdated, userUpdated(owner.userId, 'Stale', 4));
      await ctx.dispatch(Events.userUpdated, userUpdated(owner.userId, 'Same version', 5));
      expect(await projectedName(owner.userId)).toEqual({ name: 'Newer', version: 5 });
      expect((await ctx.service.get(job)).recruiter).toEqual({ name: 'Newer' });
      expect((await ctx.outboxFor(job)).map((e) => e.event)).toEqual([Events.jobCreated]);

      const applicantId = crypto.randomUUID();
      await ctx.dispatch(Events.userUpdated, userUpdated(applicantId, 'Applicant', 1, 'applicant'));
      expect(await projectedName(applicantId)).toBeUndefined();
    });
  });

  describe('application.status-changed', () => {
    const counts = (jobId: string, jobSequence: number, acceptedCount: number, activeCount: number): ApplicationStatusChangedEvent => ({
      applicationId: crypto.randomUUID(),
      jobId,
      applicantId: crypto.randomUUID(),
      from: 'applied',
      to: 'shortlisted',
      acceptedCount,
      activeCount,
      jobSequence,
    });

    it('keeps the counts of the highest sequence, whatever the order of arrival', async () => {
      const job = await newJob(await ctx.recruiter());
      await ctx.dispatch(Events.applicationStatusChanged, counts(job, 2, 1, 3));
      expect(await ctx.service.get(job)).toMatchObject({ acceptedCandidates: 1, activeApplications: 3 });
      await ctx.dispatch(Events.applicationStatusChanged, counts(job, 1, 0, 1));
      await ctx.dispatch(Events.applicationStatusChanged, counts(job, 2, 0, 0));
      expect(await ctx.service.get(job)).toMatchObject({ acceptedCandidates: 1, activeApplications: 3 });
      await ctx.dispatch(Events.applicationStatusChanged, counts(job, 3, 2, 2));
      expect(await ctx.service.get(job)).toMatchObject({ acceptedCandidates: 2, activeApplications: 2 });
      // Counts are the applications service's: they publish no job event.
      expect((await ctx.outboxFor(job)).map((e) => e.event)).toEqual([Events.jobCreated]);
    });

    it('ignores an event for a job that no longer exists', async () => {
      await expect(ctx.dispatch(Events.applicationStatusChanged, counts(crypto.randomUUID(), 1, 1, 1))).resolves.toBeUndefined();
    });
  });

  describe('rating.changed', () => {
    const rating = (targetId: string, average: number, count: number, version: number, target: 'job' | 'applicant' = 'job'): RatingChangedEvent => ({
      target,
      targetId,
      average,
      count,
      version,
    });

    it('sets the job rating from a newer version only, and -1 once no rating is left', async () => {
      const job = await newJob(await ctx.recruiter());
      await ctx.dispatch(Events.ratingChanged, rating(job, 4.25, 4, 2));
      expect((await ctx.service.get(job)).rating).toBe(4.25);
      await ctx.dispatch(Events.ratingChanged, rating(job, 1, 1, 1));
      await ctx.dispatch(Events.ratingChanged, rating(job, 2, 1, 2));
      expect((await ctx.service.get(job)).rating).toBe(4.25);
      await ctx.dispatch(Events.ratingChanged, rating(job, 0, 0, 3));
      expect((await ctx.service.get(job)).rating).toBe(-1);
    });

    it('ignores ratings of applicants, even with a job’s id', async () => {
      const job = await newJob(await ctx.recruiter());
      await ctx.dispatch(Events.ratingChanged, rating(job, 5, 1, 1, 'applicant'));
      expect((await ctx.service.get(job)).rating).toBe(-1);
    });
  });
});
