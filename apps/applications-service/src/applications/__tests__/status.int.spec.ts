import { sql } from 'drizzle-orm';
import {
  ApplicationMessages,
  APPLICATION_STATUSES,
  Events,
  Messages,
  RECRUITER_TARGET_STATUSES,
  type ApplicationStatus,
  type ApplicationStatusChangedEvent,
  type Caller,
  type RecruiterTargetStatus,
} from '@hirewise/contracts';
import { boot, ENGINES, expectDomainError, type Harness } from '../../__tests__/harness';

const ALLOWED = new Set(['applied>shortlisted', 'applied>rejected', 'shortlisted>accepted', 'shortlisted>rejected', 'accepted>finished']);
const CASES = APPLICATION_STATUSES.flatMap((from) => RECRUITER_TARGET_STATUSES.map((to) => [from, to] as [ApplicationStatus, RecruiterTargetStatus]));

describe.each(ENGINES)('status changes on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await boot(engine);
  });
  afterAll(() => h.close());

  async function ownedJob(overrides = {}) {
    const owner = await h.recruiter();
    const job = await h.job({ recruiterId: owner.userId, recruiterName: owner.name, ...overrides });
    return { owner, jobId: job.jobId };
  }

  /** A fresh application brought to `status` by the real paths (recruiter actions or system events). */
  async function inStatus(status: ApplicationStatus): Promise<{ owner: Caller; id: string; applicant: Caller }> {
    const { owner, jobId } = await ownedJob();
    const applicant = await h.applicant();
    const id = await h.applied(applicant, jobId);
    const path: Record<ApplicationStatus, RecruiterTargetStatus[]> = {
      applied: [],
      shortlisted: ['shortlisted'],
      accepted: ['shortlisted', 'accepted'],
      rejected: ['rejected'],
      finished: ['shortlisted', 'accepted', 'finished'],
      deleted: [],
      cancelled: [],
    };
    for (const step of path[status]) await h.setStatus(owner, id, step);
    if (status === 'deleted') await h.dispatch(Events.jobDeleted, { jobId, version: 2 });
    if (status === 'cancelled') {
      const elsewhere = await ownedJob();
      const other = await h.applied(applicant, elsewhere.jobId);
      await h.setStatus(elsewhere.owner, other, 'shortlisted');
      await h.setStatus(elsewhere.owner, other, 'accepted');
    }
    expect(await h.statusOf(id)).toBe(status);
    return { owner, id, applicant };
  }

  it.each(CASES)('%s -> %s follows the state machine', async (from, to) => {
    const { owner, id } = await inStatus(from);
    const historyBefore = await h.count('status_history');
    if (ALLOWED.has(`${from}>${to}`)) {
      await expect(h.setStatus(owner, id, to)).resolves.toEqual({ message: ApplicationMessages.statusUpdated(to) });
      expect(await h.statusOf(id)).toBe(to);
      const [last] = await h.rows(
        sql`select from_status, to_status, changed_by from status_history where application_id = ${id} order by changed_at desc limit 1`,
      );
      expect(last).toEqual({ from_status: from, to_status: to, changed_by: owner.userId });
    } else {
      await expectDomainError(h.setStatus(owner, id, to), 'INVALID_STATUS_TRANSITION', ApplicationMessages.invalidTransition(from, to));
      expect(await h.statusOf(id)).toBe(from);
      expect(await h.count('status_history')).toBe(historyBefore);
    }
  });

  it('sets dateOfJoining to the time of every change and keeps the full history', async () => {
    const { owner, id, applicant } = await inStatus('applied');
    const t0 = Date.now();
    await h.setStatus(owner, id, 'shortlisted');
    const [shortlisted] = await h.mine(applicant);
    expect(Date.parse(shortlisted.dateOfJoining ?? '')).toBeGreaterThanOrEqual(t0 - 1000);
    await h.setStatus(owner, id, 'accepted');
    const [accepted] = await h.mine(applicant);
    expect(Date.parse(accepted.dateOfJoining ?? '')).toBeGreaterThanOrEqual(Date.parse(shortlisted.dateOfJoining ?? ''));
    const history = await h.rows(sql`select from_status, to_status from status_history where application_id = ${id} order by changed_at`);
    expect(history).toEqual([
      { from_status: null, to_status: 'applied' },
      { from_status: 'applied', to_status: 'shortlisted' },
      { from_status: 'shortlisted', to_status: 'accepted' },
    ]);
  });

  it('lets only the owning recruiter change a status, and answers not found for unknown ids', async () => {
    const { id, applicant } = await inStatus('applied');
    const stranger = await h.recruiter();
    await expectDomainError(h.setStatus(stranger, id, 'shortlisted'), 'NOT_YOUR_JOB', ApplicationMessages.notYourJob);
    await expectDomainError(h.setStatus(applicant, id, 'shortlisted'), 'FORBIDDEN', Messages.forbiddenRole('recruiter'));
    await expectDomainError(h.setStatus(stranger, 'nope', 'shortlisted'), 'APPLICATION_NOT_FOUND', ApplicationMessages.notFound);
    await expectDomainError(h.setStatus(stranger, '7d1c9a52-2f5e-4c7b-8a33-0c5b8d1e2f40', 'shortlisted'), 'APPLICATION_NOT_FOUND', ApplicationMessages.notFound);
    await expectDomainError(h.setStatus(stranger, id, 'applied' as never), 'VALIDATION_FAILED', 'Status must be shortlisted, accepted, rejected or finished');
    expect(await h.statusOf(id)).toBe('applied');
  });

  it('cancels the applicant’s other open applications on accept, by system, with an event each', async () => {
    const me = await h.applicant();
    const [a, b, c, d] = [await ownedJob(), await ownedJob(), await ownedJob(), await ownedJob()];
    const idA = await h.applied(me, a.jobId);
    const idB = await h.applied(me, b.jobId);
    const idC = await h.applied(me, c.jobId);
    const idD = await h.applied(me, d.jobId);
    await h.setStatus(b.owner, idB, 'shortlisted');
    await h.setStatus(c.owner, idC, 'rejected');
    await h.setStatus(a.owner, idA, 'shortlisted');
    await h.setStatus(a.owner, idA, 'accepted');

    expect(await Promise.all([idA, idB, idC, idD].map((id) => h.statusOf(id)))).toEqual(['accepted', 'cancelled', 'rejected', 'cancelled']);
    for (const [id, from] of [
      [idB, 'shortlisted'],
      [idD, 'applied'],
    ]) {
      const [last] = await h.rows(sql`select from_status, to_status, changed_by from status_history where application_id = ${id} order by changed_at desc limit 1`);
      expect(last).toEqual({ from_status: from, to_status: 'cancelled', changed_by: 'system' });
    }
    const events = await h.outboxEvents<ApplicationStatusChangedEvent>(Events.applicationStatusChanged);
    const cancelled = events.filter((e) => e.payload.to === 'cancelled' && [idB, idD].includes(e.payload.applicationId)).map((e) => e.payload);
    expect(cancelled).toEqual(
      expect.arrayContaining([
        // Issue 18: who did it, the job's recruiter, and the accepted job (the applicant is told which).
        { applicationId: idB, jobId: b.jobId, applicantId: me.userId, from: 'shortlisted', to: 'cancelled', acceptedCount: 0, activeCount: 0, jobSequence: 3, recruiterId: b.owner.userId, actor: 'system', causeJobId: a.jobId },
        { applicationId: idD, jobId: d.jobId, applicantId: me.userId, from: 'applied', to: 'cancelled', acceptedCount: 0, activeCount: 0, jobSequence: 2, recruiterId: d.owner.userId, actor: 'system', causeJobId: a.jobId },
      ]),
    );
    // The applicant's list says why; the history names the accepted job, with the system as the actor.
    const mine = await h.mine(me);
    expect(mine.find((x) => x._id === idB)?.cancelledFor).toEqual({ jobId: a.jobId, title: expect.any(String) });
    const history = await h.api.history({ caller: me, applicationId: idD });
    expect(history.entries.map((e) => [e.to, e.by, e.cancelledFor?.jobId])).toEqual([
      ['applied', 'applicant', undefined],
      ['cancelled', 'system', a.jobId],
    ]);
    await expect(h.api.history({ caller: b.owner, applicationId: idD })).rejects.toMatchObject({ code: 'APPLICATION_NOT_YOURS' });
    await expect(h.api.history({ caller: d.owner, applicationId: idD })).resolves.toMatchObject({ applicationId: idD });
    const accepted = events.find((e) => e.payload.applicationId === idA && e.payload.to === 'accepted');
    expect(accepted?.payload).toMatchObject({ acceptedCount: 1, activeCount: 1, jobSequence: 3 });
  });

  it('stores a rejection reason with the change; it travels in the event and reaches the applicant only when shared', async () => {
    const { owner, jobId } = await ownedJob();
    const [shared, kept] = [await h.applicant(), await h.applicant()];
    const idShared = await h.applied(shared, jobId);
    const idKept = await h.applied(kept, jobId);
    await h.api.updateStatus({ caller: owner, applicationId: idShared, status: 'rejected', reason: { reasons: ['skills', 'experience'], text: 'Needs Go.', share: true } });
    await h.api.updateStatus({ caller: owner, applicationId: idKept, status: 'rejected', reason: { reasons: ['other'], text: 'Internal only', share: false } });
    // A reason on another status is refused before anything changes.
    const third = await h.applicant();
    const idThird = await h.applied(third, jobId);
    await expect(h.api.updateStatus({ caller: owner, applicationId: idThird, status: 'shortlisted', reason: { reasons: ['skills'], text: '', share: false } })).rejects.toThrow(/A reason can only be given for a rejection/);
    expect(await h.statusOf(idThird)).toBe('applied');

    const [row] = await h.rows(sql`select actor, reason_codes, reason_text, reason_shared from status_history where application_id = ${idKept} and to_status = 'rejected'`);
    expect(row).toEqual({ actor: 'recruiter', reason_codes: ['other'], reason_text: 'Internal only', reason_shared: false });
    const events = (await h.outboxEvents<ApplicationStatusChangedEvent>(Events.applicationStatusChanged)).map((e) => e.payload).filter((p) => p.to === 'rejected');
    expect(events.find((p) => p.applicationId === idShared)?.sharedReason).toEqual({ reasons: ['skills', 'experience'], text: 'Needs Go.' });
    expect(events.find((p) => p.applicationId === idKept)).not.toHaveProperty('sharedReason');

    expect((await h.mine(shared))[0].rejection).toEqual({ reasons: ['skills', 'experience'], text: 'Needs Go.', shared: true });
    expect((await h.mine(kept))[0].rejection).toBeUndefined();
    const forRecruiter = (await h.api.listApplicants({ caller: owner, query: { jobId, status: ['rejected'], asc: [], desc: [], page: 1, limit: 50 } })).items;
    expect(forRecruiter.find((a) => a._id === idKept)?.rejection).toEqual({ reasons: ['other'], text: 'Internal only', shared: false });
    const keptHistory = await h.api.history({ caller: kept, applicationId: idKept });
    expect(keptHistory.entries.at(-1)).toEqual({ from: 'applied', to: 'rejected', at: expect.any(String), by: 'recruiter' });
    const ownerHistory = await h.api.history({ caller: owner, applicationId: idKept });
    expect(ownerHistory.entries.at(-1)?.rejection).toEqual({ reasons: ['other'], text: 'Internal only', shared: false });
  });

  it('turns a deleted job’s applied and shortlisted applications into deleted and leaves the rest', async () => {
    const { owner, jobId } = await ownedJob();
    const [p, q, r, s] = [await h.applicant(), await h.applicant(), await h.applicant(), await h.applicant()];
    const applied = await h.applied(p, jobId);
    const shortlisted = await h.applied(q, jobId);
    const rejected = await h.applied(r, jobId);
    const accepted = await h.applied(s, jobId);
    await h.setStatus(owner, shortlisted, 'shortlisted');
    await h.setStatus(owner, rejected, 'rejected');
    await h.setStatus(owner, accepted, 'shortlisted');
    await h.setStatus(owner, accepted, 'accepted');

    await h.dispatch(Events.jobDeleted, { jobId, version: 7 });
    await h.dispatch(Events.jobDeleted, { jobId, version: 7 }); // delivered twice: nothing more happens
    expect(await Promise.all([applied, shortlisted, rejected, accepted].map((id) => h.statusOf(id)))).toEqual(['deleted', 'deleted', 'rejected', 'accepted']);
    const history = await h.rows(
      sql`select from_status, to_status, changed_by from status_history where to_status = 'deleted' and application_id in (${applied}, ${shortlisted}) order by from_status`,
    );
    expect(history).toEqual([
      { from_status: 'applied', to_status: 'deleted', changed_by: 'system' },
      { from_status: 'shortlisted', to_status: 'deleted', changed_by: 'system' },
    ]);
    const deletedEvents = (await h.outboxEvents<ApplicationStatusChangedEvent>(Events.applicationStatusChanged)).filter(
      (e) => e.payload.jobId === jobId && e.payload.to === 'deleted',
    );
    expect(deletedEvents.map((e) => [e.payload.acceptedCount, e.payload.activeCount])).toEqual([
      [1, 1],
      [1, 1],
    ]);
    const [projection] = await h.rows(sql`select deleted, version from job_projection where job_id = ${jobId}`);
    expect(projection).toEqual({ deleted: true, version: 7 });
    const [mine] = await h.mine(p);
    expect(mine.status).toBe('deleted');
  });

  it('accepts exactly maxPositions of 50 parallel accepts', async () => {
    const { owner, jobId } = await ownedJob({ maxPositions: 5 });
    const applicants = await Promise.all(Array.from({ length: 50 }, () => h.applicant()));
    const ids: string[] = [];
    for (const a of applicants) ids.push(await h.applied(a, jobId));
    for (const id of ids) await h.setStatus(owner, id, 'shortlisted');

    const results = await Promise.allSettled(ids.map((id) => h.setStatus(owner, id, 'accepted')));
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const r of refused) expect([r.reason.code, r.reason.message]).toEqual(['POSITIONS_FILLED', ApplicationMessages.positionsFilled]);
    const [counts] = await h.rows(sql`select count(*) filter (where status = 'accepted')::int as accepted, count(*) filter (where status = 'shortlisted')::int as shortlisted from applications where job_id = ${jobId}`);
    expect(counts).toEqual({ accepted: 5, shortlisted: 45 });
    const [projection] = await h.rows(sql`select accepted_count, active_count from job_projection where job_id = ${jobId}`);
    expect(projection).toEqual({ accepted_count: 5, active_count: 50 });
  });

  it('frees a position when an employee’s job is finished', async () => {
    const { owner, jobId } = await ownedJob({ maxPositions: 1 });
    const [p, q] = [await h.applicant(), await h.applicant()];
    const first = await h.applied(p, jobId);
    const second = await h.applied(q, jobId);
    for (const id of [first, second]) await h.setStatus(owner, id, 'shortlisted');
    await h.setStatus(owner, first, 'accepted');
    await expectDomainError(h.setStatus(owner, second, 'accepted'), 'POSITIONS_FILLED', ApplicationMessages.positionsFilled);
    await h.setStatus(owner, first, 'finished');
    await expect(h.setStatus(owner, second, 'accepted')).resolves.toEqual({ message: ApplicationMessages.statusUpdated('accepted') });
  });
});
