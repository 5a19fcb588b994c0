import { sql } from 'drizzle-orm';
import { ApplicationMessages, Events, type Caller, type RatingChangedEvent } from '@hirewise/contracts';
import { boot, ENGINES, expectDomainError, type Harness } from '../../__tests__/harness';
import { RatingMessages } from '../rating.service';

describe.each(ENGINES)('ratings on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await boot(engine);
  });
  afterAll(() => h.close());

  /** A recruiter's job and an applicant brought to `until` on it. */
  async function employment(until: 'applied' | 'shortlisted' | 'accepted' | 'finished' | 'rejected', who?: { owner?: Caller; jobId?: string }) {
    const owner = who?.owner ?? (await h.recruiter());
    const jobId = who?.jobId ?? (await h.job({ recruiterId: owner.userId })).jobId;
    const applicant = await h.applicant();
    const id = await h.applied(applicant, jobId);
    const steps = { applied: [], shortlisted: ['shortlisted'], accepted: ['shortlisted', 'accepted'], finished: ['shortlisted', 'accepted', 'finished'], rejected: ['rejected'] } as const;
    for (const step of steps[until]) await h.setStatus(owner, id, step);
    return { owner, jobId, applicant, id };
  }

  const put = (caller: Caller, body: { rating: number; jobId?: string; applicantId?: string }) => h.ratings.putRating({ caller, ...body });
  const get = async (caller: Caller, id: string) => (await h.ratings.getRating({ caller, id })).rating;
  const ratingEvents = async (targetId: string) =>
    (await h.outboxEvents<RatingChangedEvent>(Events.ratingChanged)).filter((e) => e.payload.targetId === targetId).map((e) => e.payload);

  it('lets applicants who worked a job rate it, re-rating replaces, and publishes the exact average', async () => {
    const first = await employment('accepted');
    const second = await employment('finished', { owner: first.owner, jobId: first.jobId });
    expect(await get(first.applicant, first.jobId)).toBe(-1);
    await expect(put(first.applicant, { rating: 5, jobId: first.jobId })).resolves.toEqual({ message: ApplicationMessages.ratingUpdated });
    await put(second.applicant, { rating: 2, jobId: first.jobId });
    await put(first.applicant, { rating: 4, jobId: first.jobId });
    expect(await get(first.applicant, first.jobId)).toBe(4);
    expect(await get(second.applicant, first.jobId)).toBe(2);
    expect(await ratingEvents(first.jobId)).toEqual([
      { target: 'job', targetId: first.jobId, average: 5, count: 1, version: 1 },
      { target: 'job', targetId: first.jobId, average: 3.5, count: 2, version: 2 },
      { target: 'job', targetId: first.jobId, average: 3, count: 2, version: 3 },
    ]);
    const [event] = await h.outboxEvents<RatingChangedEvent>(Events.ratingChanged);
    expect(event.pending).toEqual(['jobs', 'auth', 'applications']);
  });

  it('refuses a job rating from an applicant not accepted or finished on it', async () => {
    for (const status of ['applied', 'shortlisted', 'rejected'] as const) {
      const { applicant, jobId } = await employment(status);
      await expectDomainError(put(applicant, { rating: 3, jobId }), 'RATING_NOT_ALLOWED', ApplicationMessages.cannotRateJob);
    }
    const stranger = await h.applicant();
    const { jobId } = await employment('accepted');
    await expectDomainError(put(stranger, { rating: 3, jobId }), 'RATING_NOT_ALLOWED', ApplicationMessages.cannotRateJob);
    expect(await ratingEvents(jobId)).toEqual([]);
  });

  it('lets a recruiter rate their employees, averaging across recruiters, and keeps the applicant copy in step', async () => {
    const { owner, applicant, id } = await employment('accepted');
    await h.setStatus(owner, id, 'finished');
    const other = await employment('accepted', { owner });
    // The same applicant, later employed by a second recruiter.
    const second = await h.recruiter();
    const secondJob = await h.job({ recruiterId: second.userId });
    const id2 = await h.applied(applicant, secondJob.jobId);
    await h.setStatus(second, id2, 'shortlisted');
    await h.setStatus(second, id2, 'accepted');

    await put(owner, { rating: 1, applicantId: applicant.userId });
    await put(second, { rating: 2, applicantId: applicant.userId });
    await put(owner, { rating: 2, applicantId: other.applicant.userId });
    await put(second, { rating: 4, applicantId: applicant.userId });
    expect(await get(owner, applicant.userId)).toBe(1);
    expect(await get(second, applicant.userId)).toBe(4);
    expect(await ratingEvents(applicant.userId)).toEqual([
      { target: 'applicant', targetId: applicant.userId, average: 1, count: 1, version: 1 },
      { target: 'applicant', targetId: applicant.userId, average: 1.5, count: 2, version: 2 },
      { target: 'applicant', targetId: applicant.userId, average: 2.5, count: 2, version: 3 },
    ]);
    const [copy] = await h.rows(sql`select rating, rating_version from applicant_projection where user_id = ${applicant.userId}`);
    expect(copy).toEqual({ rating: 2.5, rating_version: 3 });
    const [listed] = (await h.api.listApplicants({ caller: second, query: { status: ['accepted'], asc: [], desc: [], page: 1, limit: 50 } })).items;
    expect(listed.jobApplicant.rating).toBe(2.5);
  });

  it('keeps an exact average of thirds', async () => {
    const { owner, applicant } = await employment('accepted');
    const raters: Caller[] = [owner];
    for (let i = 0; i < 2; i++) {
      const r = await h.recruiter();
      const job = await h.job({ recruiterId: r.userId });
      raters.push(r);
      // An applicant holding an accepted job cannot apply: finish the previous one first.
      const [current] = (await h.mine(applicant)).filter((a) => a.status === 'accepted');
      await h.setStatus(raters[raters.length - 2], current._id, 'finished');
      const id = await h.applied(applicant, job.jobId);
      await h.setStatus(r, id, 'shortlisted');
      await h.setStatus(r, id, 'accepted');
    }
    for (const [i, r] of raters.entries()) await put(r, { rating: [1, 2, 2][i], applicantId: applicant.userId });
    const events = await ratingEvents(applicant.userId);
    expect(events[events.length - 1]).toEqual({ target: 'applicant', targetId: applicant.userId, average: 5 / 3, count: 3, version: 3 });
  });

  it('refuses a recruiter rating of someone not accepted or finished on one of their jobs', async () => {
    const { owner, applicant } = await employment('shortlisted');
    await expectDomainError(put(owner, { rating: 3, applicantId: applicant.userId }), 'RATING_NOT_ALLOWED', ApplicationMessages.cannotRateApplicant);
    const elsewhere = await employment('accepted');
    await expectDomainError(put(owner, { rating: 3, applicantId: elsewhere.applicant.userId }), 'RATING_NOT_ALLOWED', ApplicationMessages.cannotRateApplicant);
    expect(await get(owner, applicant.userId)).toBe(-1);
  });

  it('answers 400 for the other role’s form, a rating out of range and a malformed id', async () => {
    const { owner, applicant, jobId } = await employment('accepted');
    await expectDomainError(put(applicant, { rating: 3, applicantId: owner.userId }), 'RATING_TARGET_MISSING', RatingMessages.applicantRatesJob);
    await expectDomainError(put(owner, { rating: 3, jobId }), 'RATING_TARGET_MISSING', RatingMessages.recruiterRatesApplicant);
    await expectDomainError(put(applicant, { rating: 6, jobId }), 'VALIDATION_FAILED', 'Rating must be from 1 to 5');
    await expectDomainError(put(applicant, { rating: 2.5, jobId }), 'VALIDATION_FAILED', 'Rating must be a whole number from 1 to 5');
    await expectDomainError(h.ratings.getRating({ caller: applicant, id: 'x' }), 'VALIDATION_FAILED', 'id is not a valid id');
    expect(await get(applicant, jobId)).toBe(-1);
  });

  it('applies a rating.changed for an applicant only when newer; its own echo changes nothing', async () => {
    const { owner, applicant } = await employment('accepted');
    await put(owner, { rating: 4, applicantId: applicant.userId });
    const [echo] = await ratingEvents(applicant.userId);
    await h.dispatch(Events.ratingChanged, echo);
    await h.dispatch<RatingChangedEvent>(Events.ratingChanged, { ...echo, average: 1, version: 0 });
    await h.dispatch<RatingChangedEvent>(Events.ratingChanged, { ...echo, target: 'job', average: 1, version: 9 });
    const [copy] = await h.rows(sql`select rating, rating_version from applicant_projection where user_id = ${applicant.userId}`);
    expect(copy).toEqual({ rating: 4, rating_version: 1 });
    await h.dispatch<RatingChangedEvent>(Events.ratingChanged, { ...echo, average: 3, count: 2, version: 2 });
    const [newer] = await h.rows(sql`select rating, rating_version from applicant_projection where user_id = ${applicant.userId}`);
    expect(newer).toEqual({ rating: 3, rating_version: 2 });
  });

  it('answers its own echo without touching the database, as when the outbox relays it inside a transaction', async () => {
    const { owner, applicant } = await employment('accepted');
    await put(owner, { rating: 3, applicantId: applicant.userId });
    const [echo] = await ratingEvents(applicant.userId);
    // On PGlite a query from the handler would wait for this transaction, which waits for the handler.
    const handled = h.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await h.dispatch(Events.ratingChanged, echo);
      return 'handled';
    });
    const timeout = new Promise((resolve) => setTimeout(() => resolve('stalled'), 3000).unref());
    await expect(Promise.race([handled, timeout])).resolves.toBe('handled');
  });

  it('gives each of many concurrent ratings of one target its own version and a consistent average', async () => {
    const { owner, jobId } = await employment('accepted');
    const workers = [];
    for (let i = 0; i < 4; i++) workers.push(await employment('accepted', { owner, jobId }));
    await Promise.all(workers.map((w, i) => put(w.applicant, { rating: i + 1, jobId })));
    const events = await ratingEvents(jobId);
    expect(events.map((e) => e.version).sort()).toEqual([1, 2, 3, 4]);
    expect(events.find((e) => e.version === 4)).toMatchObject({ average: 2.5, count: 4 });
  });
});
