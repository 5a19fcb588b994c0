import { sql } from 'drizzle-orm';
import {
  ApplicationMessages,
  Events,
  JobMessages,
  Messages,
  SOP_WORD_LIMIT_MESSAGE,
  type ApplicationStatusChangedEvent,
} from '@hirewise/contracts';
import { boot, ENGINES, expectDomainError, type Harness } from '../../__tests__/harness';

describe.each(ENGINES)('applying on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await boot(engine);
  });
  afterAll(() => h.close());

  async function ownedJob(overrides = {}) {
    const owner = await h.recruiter();
    const job = await h.job({ recruiterId: owner.userId, recruiterName: owner.name, ...overrides });
    return { owner, job };
  }

  /** A refusal must leave no trace: no application, no history, no event. */
  async function expectRefusedWithoutTrace(promise: Promise<unknown>, code: string, message: string) {
    const before = await Promise.all([h.count('applications'), h.count('status_history'), h.count('outbox')]);
    await expectDomainError(promise, code, message);
    expect(await Promise.all([h.count('applications'), h.count('status_history'), h.count('outbox')])).toEqual(before);
  }

  it('stores an application with its sop, a history row and a status event', async () => {
    const { owner, job } = await ownedJob();
    const me = await h.applicant();
    await expect(h.apply(me, job.jobId, '  I love  building APIs  ')).resolves.toEqual({ message: ApplicationMessages.applied });

    const [mine] = await h.mine(me);
    expect(mine).toMatchObject({
      jobId: job.jobId,
      userId: me.userId,
      recruiterId: owner.userId,
      status: 'applied',
      sop: 'I love  building APIs',
      dateOfJoining: null,
      interviewCompleted: false,
      interviewScore: null,
    });
    const history = await h.rows(sql`select from_status, to_status, changed_by from status_history where application_id = ${mine._id}`);
    expect(history).toEqual([{ from_status: null, to_status: 'applied', changed_by: me.userId }]);
    const events = await h.outboxEvents<ApplicationStatusChangedEvent>(Events.applicationStatusChanged);
    const event = events.find((e) => e.payload.applicationId === mine._id);
    expect(event?.payload).toEqual({
      applicationId: mine._id,
      jobId: job.jobId,
      applicantId: me.userId,
      from: null,
      to: 'applied',
      acceptedCount: 0,
      activeCount: 1,
      jobSequence: 1,
      recruiterId: job.recruiterId,
      actor: 'applicant',
    });
    expect(event?.pending).toEqual(['jobs', 'notifications']);
  });

  it('accepts a sop of exactly 250 words and refuses 251 with the spec’s limit', async () => {
    const { job } = await ownedJob();
    const [a, b] = [await h.applicant(), await h.applicant()];
    await expect(h.apply(a, job.jobId, Array(250).fill('word').join(' '))).resolves.toEqual({ message: ApplicationMessages.applied });
    await expectRefusedWithoutTrace(h.apply(b, job.jobId, Array(251).fill('word').join('\n')), 'VALIDATION_FAILED', SOP_WORD_LIMIT_MESSAGE);
  });

  it('lets only applicants apply', async () => {
    const { owner, job } = await ownedJob();
    await expectRefusedWithoutTrace(h.apply(owner, job.jobId), 'FORBIDDEN', Messages.forbiddenRole('applicant'));
  });

  it('answers Job not found for a malformed id, a deleted job, and a job nobody can be asked about', async () => {
    const me = await h.applicant();
    await expectRefusedWithoutTrace(h.apply(me, 'not-a-uuid'), 'JOB_NOT_FOUND', JobMessages.notFound);
    const { job } = await ownedJob();
    await h.dispatch(Events.jobDeleted, { jobId: job.jobId, version: 2 });
    await expectRefusedWithoutTrace(h.apply(me, job.jobId), 'JOB_NOT_FOUND', JobMessages.notFound);
  });

  it('answers 503 when the job is unknown here and the jobs service cannot be reached', async () => {
    const me = await h.applicant();
    await expectRefusedWithoutTrace(h.apply(me, '4b0b3f7e-8c1d-4a53-9d0e-3f1f7e2a9c11'), 'SERVICE_UNAVAILABLE', Messages.unavailable('jobs'));
  });

  it('refuses a job whose deadline has passed', async () => {
    const { job } = await ownedJob({ deadline: new Date(Date.now() - 1000).toISOString() });
    await expectRefusedWithoutTrace(h.apply(await h.applicant(), job.jobId), 'JOB_DEADLINE_PASSED', ApplicationMessages.jobClosed);
  });

  it('refuses a second active application to the same job, but allows one after a rejection', async () => {
    const { owner, job } = await ownedJob();
    const me = await h.applicant();
    const first = await h.applied(me, job.jobId);
    await expectRefusedWithoutTrace(h.apply(me, job.jobId), 'ALREADY_APPLIED', ApplicationMessages.alreadyApplied);
    await h.setStatus(owner, first, 'shortlisted');
    await expectRefusedWithoutTrace(h.apply(me, job.jobId), 'ALREADY_APPLIED', ApplicationMessages.alreadyApplied);
    await h.setStatus(owner, first, 'rejected');
    await expect(h.apply(me, job.jobId)).resolves.toEqual({ message: ApplicationMessages.applied });
    expect((await h.mine(me)).map((a) => a.status).sort()).toEqual(['applied', 'rejected']);
  });

  it('refuses an applicant who holds an accepted job, and lets them apply again once it is finished', async () => {
    const { owner, job } = await ownedJob();
    const other = await ownedJob();
    const me = await h.applicant();
    const id = await h.applied(me, job.jobId);
    await h.setStatus(owner, id, 'shortlisted');
    await h.setStatus(owner, id, 'accepted');
    await expectRefusedWithoutTrace(h.apply(me, other.job.jobId), 'ALREADY_HOLDING_JOB', ApplicationMessages.holdingJob);
    await h.setStatus(owner, id, 'finished');
    await expect(h.apply(me, other.job.jobId)).resolves.toEqual({ message: ApplicationMessages.applied });
  });

  it('counts applied, shortlisted and accepted against maxApplicants; rejected frees a place', async () => {
    const { owner, job } = await ownedJob({ maxApplicants: 2 });
    const [a, b, c] = [await h.applicant(), await h.applicant(), await h.applicant()];
    const idA = await h.applied(a, job.jobId);
    await h.applied(b, job.jobId);
    await expectRefusedWithoutTrace(h.apply(c, job.jobId), 'JOB_FULL', ApplicationMessages.jobFull);
    await h.setStatus(owner, idA, 'rejected');
    await expect(h.apply(c, job.jobId)).resolves.toEqual({ message: ApplicationMessages.applied });
  });

  it('lets exactly maxApplicants of 30 parallel applications through', async () => {
    const { job } = await ownedJob({ maxApplicants: 10 });
    const applicants = await Promise.all(Array.from({ length: 30 }, () => h.applicant()));
    const results = await Promise.allSettled(applicants.map((a) => h.apply(a, job.jobId)));
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(refused).toHaveLength(20);
    for (const r of refused) expect([r.reason.code, r.reason.message]).toEqual(['JOB_FULL', ApplicationMessages.jobFull]);
    const [stored] = await h.rows<{ n: number }>(sql`select count(*)::int as n from applications where job_id = ${job.jobId}`);
    expect(stored.n).toBe(10);
    const [projection] = await h.rows(sql`select active_count, accepted_count, sequence from job_projection where job_id = ${job.jobId}`);
    expect(projection).toEqual({ active_count: 10, accepted_count: 0, sequence: 10 });
    const sequences = (await h.outboxEvents<ApplicationStatusChangedEvent>(Events.applicationStatusChanged))
      .filter((e) => e.payload.jobId === job.jobId)
      .map((e) => e.payload.jobSequence)
      .sort((x, y) => x - y);
    expect(sequences).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
  });
});
