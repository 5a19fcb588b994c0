import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  ApplicationMessages,
  BULK_STATUS_MAX_IDS,
  Events,
  Messages,
  type ApplicationStatusChangedEvent,
  type BulkStatusMessage,
  type Caller,
} from '@hirewise/contracts';
import { boot, ENGINES, expectDomainError, type Harness } from '../../__tests__/harness';

/** POST /api/applications/bulk-status (issue 18): each application changed on its own, by the single change's rules. */
describe.each(ENGINES)('bulk status changes on %s', (engine) => {
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

  /** `n` fresh applicants applied to the job: their application ids, in order. */
  async function appliedTo(jobId: string, n: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < n; i += 1) ids.push(await h.applied(await h.applicant(), jobId));
    return ids;
  }

  const bulk = (caller: Caller, applicationIds: string[], status: BulkStatusMessage['status'], reason?: BulkStatusMessage['reason']) =>
    h.api.bulkStatus({ caller, applicationIds, status, ...(reason ? { reason } : {}) });

  const statuses = (ids: string[]) => Promise.all(ids.map((id) => h.statusOf(id)));

  it('changes each application on its own: per-item refusals keep their messages and undo nothing else, in the order given', async () => {
    const { owner, jobId } = await ownedJob();
    const [fresh, shortlisted, rejected, another] = await appliedTo(jobId, 4);
    await h.setStatus(owner, shortlisted, 'shortlisted');
    await h.setStatus(owner, rejected, 'rejected');
    const stranger = await ownedJob();
    const [notMine] = await appliedTo(stranger.jobId, 1);
    const unknown = randomUUID();
    const historyBefore = await h.count('status_history');

    const reply = await bulk(owner, [fresh, shortlisted, notMine, rejected, unknown, another], 'shortlisted');

    expect(reply).toEqual({
      changed: 2,
      results: [
        { applicationId: fresh, outcome: 'changed', status: 'shortlisted' },
        { applicationId: shortlisted, outcome: 'unchanged', status: 'shortlisted' },
        // Another recruiter's application: refused as the single change refuses it, its status not shown.
        { applicationId: notMine, outcome: 'refused', status: null, message: ApplicationMessages.notYourJob },
        { applicationId: rejected, outcome: 'refused', status: 'rejected', message: ApplicationMessages.invalidTransition('rejected', 'shortlisted') },
        { applicationId: unknown, outcome: 'refused', status: null, message: ApplicationMessages.notFound },
        { applicationId: another, outcome: 'changed', status: 'shortlisted' },
      ],
    });
    expect(await statuses([fresh, shortlisted, notMine, rejected, another])).toEqual(['shortlisted', 'shortlisted', 'applied', 'rejected', 'shortlisted']);
    // Exactly the two changes are recorded, by the recruiter, each with its event.
    expect(await h.count('status_history')).toBe(historyBefore + 2);
    const rows = await h.rows(sql`select application_id, from_status, to_status, changed_by, actor from status_history where application_id in (${fresh}, ${another}) and to_status = 'shortlisted' order by changed_at`);
    expect(rows).toEqual([
      { application_id: fresh, from_status: 'applied', to_status: 'shortlisted', changed_by: owner.userId, actor: 'recruiter' },
      { application_id: another, from_status: 'applied', to_status: 'shortlisted', changed_by: owner.userId, actor: 'recruiter' },
    ]);
    const events = (await h.outboxEvents<ApplicationStatusChangedEvent>(Events.applicationStatusChanged)).map((e) => e.payload).filter((p) => p.jobId === jobId && p.to === 'shortlisted');
    expect(events.map((p) => [p.applicationId, p.from, p.actor])).toEqual([
      [shortlisted, 'applied', 'recruiter'],
      [fresh, 'applied', 'recruiter'],
      [another, 'applied', 'recruiter'],
    ]);

    // The same request again changes nothing more: every changed item is unchanged now.
    const again = await bulk(owner, [fresh, another], 'shortlisted');
    expect(again).toEqual({ changed: 0, results: [fresh, another].map((applicationId) => ({ applicationId, outcome: 'unchanged', status: 'shortlisted' })) });
    expect(await h.count('status_history')).toBe(historyBefore + 2);
  });

  it('rejects with one reason for every item; it is stored per application and travels only when shared', async () => {
    const { owner, jobId } = await ownedJob();
    const [a, b] = await appliedTo(jobId, 2);
    await h.setStatus(owner, b, 'shortlisted');
    const reason = { reasons: ['skills' as const], text: 'Looking for Go.', share: true };

    expect(await bulk(owner, [a, b], 'rejected', reason)).toEqual({
      changed: 2,
      results: [
        { applicationId: a, outcome: 'changed', status: 'rejected' },
        { applicationId: b, outcome: 'changed', status: 'rejected' },
      ],
    });
    const rows = await h.rows(sql`select from_status, reason_codes, reason_text, reason_shared from status_history where application_id in (${a}, ${b}) and to_status = 'rejected' order by from_status`);
    expect(rows).toEqual([
      { from_status: 'applied', reason_codes: ['skills'], reason_text: 'Looking for Go.', reason_shared: true },
      { from_status: 'shortlisted', reason_codes: ['skills'], reason_text: 'Looking for Go.', reason_shared: true },
    ]);
    const events = (await h.outboxEvents<ApplicationStatusChangedEvent>(Events.applicationStatusChanged)).map((e) => e.payload).filter((p) => p.jobId === jobId && p.to === 'rejected');
    expect(events.map((p) => p.sharedReason)).toEqual([
      { reasons: ['skills'], text: 'Looking for Go.' },
      { reasons: ['skills'], text: 'Looking for Go.' },
    ]);
    // Rejected already: unchanged, and no second history row or reason.
    expect((await bulk(owner, [a], 'rejected', { reasons: ['other'], text: 'again', share: false })).results).toEqual([{ applicationId: a, outcome: 'unchanged', status: 'rejected' }]);
    expect(await h.rows(sql`select count(*)::int as n from status_history where application_id = ${a} and to_status = 'rejected'`)).toEqual([{ n: 1 }]);
  });

  it('keeps the job limits: bulk accept is not offered, a bulk shortlist leaves the positions to single accepts, and a bulk reject frees applicant slots', async () => {
    const { owner, jobId } = await ownedJob({ maxPositions: 2, maxApplicants: 4 });
    const ids = await appliedTo(jobId, 4);
    const late = await h.applicant();
    await expectDomainError(h.apply(late, jobId), 'JOB_FULL', ApplicationMessages.jobFull);

    await expectDomainError(bulk(owner, ids, 'accepted' as never), 'VALIDATION_FAILED', 'Status must be shortlisted or rejected');
    expect(await statuses(ids)).toEqual(['applied', 'applied', 'applied', 'applied']);

    expect((await bulk(owner, ids, 'shortlisted')).changed).toBe(4);
    await h.setStatus(owner, ids[0], 'accepted');
    await h.setStatus(owner, ids[1], 'accepted');
    await expectDomainError(h.setStatus(owner, ids[2], 'accepted'), 'POSITIONS_FILLED', ApplicationMessages.positionsFilled);
    // Accepted applications are past rejection: refused per item, the others rejected.
    const reply = await bulk(owner, ids, 'rejected');
    expect(reply.results.map((r) => [r.outcome, r.status, r.message])).toEqual([
      ['refused', 'accepted', ApplicationMessages.invalidTransition('accepted', 'rejected')],
      ['refused', 'accepted', ApplicationMessages.invalidTransition('accepted', 'rejected')],
      ['changed', 'rejected', undefined],
      ['changed', 'rejected', undefined],
    ]);
    const [projection] = await h.rows(sql`select accepted_count, active_count from job_projection where job_id = ${jobId}`);
    expect(projection).toEqual({ accepted_count: 2, active_count: 2 });
    // Two active applications of four allowed: the late applicant gets in now.
    await expect(h.apply(late, jobId)).resolves.toEqual({ message: ApplicationMessages.applied });
  });

  it('refuses what job.deleted removed meanwhile, and never changes an application twice when two bulk requests race', async () => {
    const { owner, jobId } = await ownedJob();
    const gone = await h.job({ recruiterId: owner.userId, recruiterName: owner.name });
    const [onGone] = await appliedTo(gone.jobId, 1);
    await h.dispatch(Events.jobDeleted, { jobId: gone.jobId, version: 2 });
    const ids = await appliedTo(jobId, 6);
    const historyBefore = await h.count('status_history');

    const [first, second] = await Promise.all([bulk(owner, [...ids, onGone], 'shortlisted'), bulk(owner, [...ids].reverse(), 'shortlisted')]);
    expect(first.results.at(-1)).toEqual({ applicationId: onGone, outcome: 'refused', status: 'deleted', message: ApplicationMessages.invalidTransition('deleted', 'shortlisted') });
    // Each application changed once, by whichever request came first; the other saw it unchanged.
    expect(first.changed + second.changed).toBe(6);
    for (const id of ids) {
      const outcomes = [first, second].map((r) => r.results.find((x) => x.applicationId === id)?.outcome).sort();
      expect(outcomes).toEqual(['changed', 'unchanged']);
    }
    expect(await h.count('status_history')).toBe(historyBefore + 6);
  });

  it(`changes a full batch of ${BULK_STATUS_MAX_IDS}`, async () => {
    const { owner, jobId } = await ownedJob({ maxApplicants: BULK_STATUS_MAX_IDS });
    const ids = await appliedTo(jobId, BULK_STATUS_MAX_IDS);
    const reply = await bulk(owner, ids, 'rejected');
    expect(reply.changed).toBe(BULK_STATUS_MAX_IDS);
    expect(reply.results.map((r) => r.applicationId)).toEqual(ids);
    const [counts] = await h.rows(sql`select count(*) filter (where status = 'rejected')::int as rejected from applications where job_id = ${jobId}`);
    expect(counts).toEqual({ rejected: BULK_STATUS_MAX_IDS });
  });

  it('refuses a malformed request as a whole (the schema’s message) and changes nothing', async () => {
    const { owner, jobId } = await ownedJob();
    const [a, b] = await appliedTo(jobId, 2);
    const applicant = await h.applicant();
    const historyBefore = await h.count('status_history');
    const tooMany = [a, ...Array.from({ length: BULK_STATUS_MAX_IDS }, () => randomUUID())];

    await expectDomainError(bulk(applicant, [a], 'shortlisted'), 'FORBIDDEN', Messages.forbiddenRole('recruiter'));
    await expectDomainError(bulk(owner, [], 'shortlisted'), 'VALIDATION_FAILED', 'applicationIds must name at least one application');
    await expectDomainError(bulk(owner, tooMany, 'shortlisted'), 'VALIDATION_FAILED', `applicationIds must name at most ${BULK_STATUS_MAX_IDS} applications`);
    await expectDomainError(bulk(owner, [a, b, a.toUpperCase()], 'shortlisted'), 'VALIDATION_FAILED', 'applicationIds must not name an application twice');
    await expectDomainError(bulk(owner, [a, 'nope'], 'shortlisted'), 'VALIDATION_FAILED', 'applicationIds must be application ids');
    await expectDomainError(bulk(owner, [a, b], 'finished' as never), 'VALIDATION_FAILED', 'Status must be shortlisted or rejected');
    await expectDomainError(bulk(owner, [a, b], 'shortlisted', { reasons: ['skills'], text: '', share: false }), 'VALIDATION_FAILED', 'A reason can only be given for a rejection');
    await expectDomainError(h.api.bulkStatus({ caller: owner, applicationIds: a as never, status: 'rejected' }), 'VALIDATION_FAILED', 'applicationIds must be a list of application ids');

    expect(await statuses([a, b])).toEqual(['applied', 'applied']);
    expect(await h.count('status_history')).toBe(historyBefore);
  });
});
