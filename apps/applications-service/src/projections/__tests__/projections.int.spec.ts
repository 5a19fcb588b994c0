import { sql } from 'drizzle-orm';
import { ApplicationMessages, Events, JobMessages, type JobSnapshot } from '@hirewise/contracts';
import { boot, ENGINES, expectDomainError, jobSnapshot, userEvent, type Harness } from '../../__tests__/harness';

describe.each(ENGINES)('projections on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await boot(engine);
  });
  afterAll(() => h.close());

  const jobRow = async (jobId: string) =>
    (await h.rows<{ title: string; max_applicants: number; version: number; deleted: boolean }>(
      sql`select title, max_applicants, version, deleted from job_projection where job_id = ${jobId}`,
    ))[0];

  it('applies a newer job snapshot and ignores an older or repeated one', async () => {
    const owner = await h.recruiter();
    const v1 = jobSnapshot({ recruiterId: owner.userId, title: 'First', maxApplicants: 1 });
    const v3 = { ...v1, title: 'Third', maxApplicants: 2, version: 3 };
    await h.dispatch(Events.jobCreated, v1);
    await h.dispatch(Events.jobUpdated, v3);
    await h.dispatch<JobSnapshot>(Events.jobUpdated, { ...v1, title: 'Second', maxApplicants: 1, version: 2 });
    await h.dispatch<JobSnapshot>(Events.jobUpdated, { ...v3, title: 'Third again', version: 3 });
    await h.dispatch(Events.jobCreated, v1);
    expect(await jobRow(v1.jobId)).toEqual({ title: 'Third', max_applicants: 2, version: 3, deleted: false });

    // The newer limit is the one enforced.
    await h.apply(await h.applicant(), v1.jobId);
    await h.apply(await h.applicant(), v1.jobId);
    await expectDomainError(h.apply(await h.applicant(), v1.jobId), 'JOB_FULL', ApplicationMessages.jobFull);
  });

  it('keeps a job deleted: a delete that arrives first leaves a tombstone no late snapshot revives', async () => {
    const snapshot = jobSnapshot({ version: 1 });
    await h.dispatch(Events.jobDeleted, { jobId: snapshot.jobId, version: 2 });
    await h.dispatch(Events.jobCreated, snapshot);
    expect(await jobRow(snapshot.jobId)).toMatchObject({ version: 2, deleted: true });
    await expectDomainError(h.apply(await h.applicant(), snapshot.jobId), 'JOB_NOT_FOUND', JobMessages.notFound);

    await h.dispatch<JobSnapshot>(Events.jobUpdated, { ...snapshot, title: 'Renamed', version: 3 });
    expect(await jobRow(snapshot.jobId)).toEqual({ title: 'Renamed', max_applicants: snapshot.maxApplicants, version: 3, deleted: true });
  });

  it('applies a newer applicant profile and ignores an older one', async () => {
    const owner = await h.recruiter();
    const job = await h.job({ recruiterId: owner.userId });
    const first = userEvent('applicant', { name: 'Rahul', skills: ['Go'], version: 2 });
    await h.dispatch(Events.userUpdated, first);
    const me = { userId: first.userId, type: 'applicant' as const };
    await h.apply(me, job.jobId);
    await h.dispatch(Events.userUpdated, { ...first, name: 'Old Rahul', version: 1 });
    expect((await h.mine(me))[0].jobApplicant).toMatchObject({ name: 'Rahul', skills: ['Go'] });
    await h.dispatch(Events.userUpdated, { ...first, name: 'Rahul Verma', skills: ['Go', 'Rust'], resume: 'cv.pdf', profile: 'me.png', version: 3 });
    expect((await h.mine(me))[0].jobApplicant).toMatchObject({ name: 'Rahul Verma', skills: ['Go', 'Rust'], resume: 'cv.pdf', profile: 'me.png' });
  });

  it('shows a recruiter’s current name over the one their job snapshot carried', async () => {
    const recruiter = userEvent('recruiter', { name: 'Arjun', version: 1 });
    await h.dispatch(Events.userUpdated, recruiter);
    const job = await h.job({ recruiterId: recruiter.userId, recruiterName: 'Arjun' });
    const me = await h.applicant();
    await h.apply(me, job.jobId);
    await h.dispatch(Events.userUpdated, { ...recruiter, name: 'Arjun Mehta', version: 2 });
    expect((await h.mine(me))[0].recruiter).toEqual({ name: 'Arjun Mehta' });
    await h.dispatch(Events.userUpdated, { ...recruiter, name: 'Stale', version: 1 });
    expect((await h.mine(me))[0].recruiter).toEqual({ name: 'Arjun Mehta' });
  });

  it('uses the snapshot’s recruiter name when no profile event has been seen', async () => {
    const job = await h.job({ recruiterName: 'Priya Sharma' });
    const me = await h.applicant();
    await h.apply(me, job.jobId);
    expect((await h.mine(me))[0].recruiter).toEqual({ name: 'Priya Sharma' });
  });
});
