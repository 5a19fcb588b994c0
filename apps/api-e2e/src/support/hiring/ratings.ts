import { randomUUID } from 'node:crypto';
import { ApplicationMessages, Messages } from '@hirewise/contracts';
import type { Api } from '../http';
import { RATE_WITH_JOB, RATE_WITH_APPLICANT, RATE_ONE_TARGET, RATING_RANGE, RATING_WHOLE, NOT_AN_OBJECT, sleep, marker, expectError, expectOk, eventually, type HiringWorld, type Person } from './world';

/** Ratings: PUT and GET /api/rating, job ratings by applicants and applicant ratings by recruiters. */
export function describeRatingsApi(world: HiringWorld): void {
  const { signupAs, applicants, createJob, jobOf, searchJobs, jobIds, applyOk, applicantsOf, hire, putRating, ratingBy, userRating } = world;
  let api: Api;
  let seeker: Person;

  beforeAll(() => {
    ({ api, seeker } = world.people());
  });

  // ---------- ratings ----------

  describe('PUT /api/rating and GET /api/rating', () => {
    let m: string;
    let boss: Person;
    let other: Person;
    let rated: string;
    let unrated: string;
    let top: string;
    let g1: Person, g2: Person, g3: Person, g4: Person;

    beforeAll(async () => {
      m = marker();
      [boss, other] = await Promise.all([signupAs('recruiter', 'Rita Rater'), signupAs('recruiter', 'Rohan Second')]);
      rated = await createJob(boss, { title: `${m} Rated Role`, maxPositions: 5 });
      unrated = await createJob(boss, { title: `${m} Unrated Role` });
      top = await createJob(boss, { title: `${m} Top Role` });
      [g1, g2, g3, g4] = await applicants(['Gita Accepted', 'Gopal Finished', 'Gauri Applied', 'Govind Top']);
      await hire(boss, g1, rated, 'shortlisted', 'accepted');
      await hire(boss, g2, rated, 'shortlisted', 'accepted', 'finished');
      await applyOk(g3, rated);
      await hire(boss, g4, top, 'shortlisted', 'accepted');
    });

    it('lets an applicant accepted (or finished) for a job rate it; job.rating is the exact average and re-rating replaces', async () => {
      expect(await ratingBy(g1, rated)).toBe(-1);
      expectOk(await putRating(g1, { rating: 4, jobId: rated }), ApplicationMessages.ratingUpdated);
      expect(await ratingBy(g1, rated)).toBe(4);
      expectOk(await putRating(g2, { rating: 5, jobId: rated }), ApplicationMessages.ratingUpdated);
      expect(await ratingBy(g2, rated)).toBe(5);
      expect((await eventually(() => jobOf(rated), (j) => j.rating === 4.5)).rating).toBe(4.5);

      expectOk(await putRating(g1, { rating: 2, jobId: rated }), ApplicationMessages.ratingUpdated);
      expect(await ratingBy(g1, rated)).toBe(2);
      expect((await eventually(() => jobOf(rated), (j) => j.rating === 3.5)).rating).toBe(3.5);
      expect((await jobOf(unrated)).rating).toBe(-1);
    });

    it('sorts the job list by rating', async () => {
      expectOk(await putRating(g4, { rating: 5, jobId: top }), ApplicationMessages.ratingUpdated);
      const ratings = async () => (await searchJobs(seeker.token, { q: m, desc: 'rating' })).body.map((j) => [j._id, j.rating]);
      expect(await eventually(ratings, (r) => JSON.stringify(r) === JSON.stringify([[top, 5], [rated, 3.5], [unrated, -1]]))).toEqual([
        [top, 5],
        [rated, 3.5],
        [unrated, -1],
      ]);
      expect(await jobIds(seeker.token, { q: m, asc: 'rating' })).toEqual([unrated, rated, top]);
    });

    it('refuses an applicant who was not accepted for the job (403) and changes nothing', async () => {
      expectError(await putRating(g3, { rating: 1, jobId: rated }), 403, ApplicationMessages.cannotRateJob);
      expectError(await putRating(g1, { rating: 1, jobId: unrated }), 403, ApplicationMessages.cannotRateJob);
      expectError(await putRating(g1, { rating: 1, jobId: randomUUID() }), 403, ApplicationMessages.cannotRateJob);
      expect(await ratingBy(g3, rated)).toBe(-1);
      expect(await ratingBy(g1, unrated)).toBe(-1);
      await sleep(300);
      expect((await jobOf(rated)).rating).toBe(3.5);
      expect((await jobOf(unrated)).rating).toBe(-1);
    });

    it('lets a recruiter rate an employee: the average shows in the applicant lists at once and in the profile eventually', async () => {
      expect(await ratingBy(boss, g1.id)).toBe(-1);
      expectOk(await putRating(boss, { rating: 4, applicantId: g1.id }), ApplicationMessages.ratingUpdated);
      expect(await ratingBy(boss, g1.id)).toBe(4);
      const listed = (await applicantsOf(boss, { jobId: rated })).body.find((a) => a.userId === g1.id);
      expect(listed?.jobApplicant.rating).toBe(4);
      expect(await eventually(() => userRating(g1), (r) => r === 4)).toBe(4);

      // Two recruiters rate the same applicant (finished with one, accepted with the other).
      const otherJob = await createJob(other, { title: `${m} Second Employer` });
      await hire(other, g2, otherJob, 'shortlisted', 'accepted');
      expectOk(await putRating(boss, { rating: 3, applicantId: g2.id }), ApplicationMessages.ratingUpdated);
      expectOk(await putRating(other, { rating: 4, applicantId: g2.id }), ApplicationMessages.ratingUpdated);
      expect(await ratingBy(other, g2.id)).toBe(4);
      expect(await eventually(() => userRating(g2), (r) => r === 3.5)).toBe(3.5);
      expectOk(await putRating(boss, { rating: 5, applicantId: g2.id }), ApplicationMessages.ratingUpdated);
      expect(await eventually(() => userRating(g2), (r) => r === 4.5)).toBe(4.5);
      expect((await applicantsOf(other, { jobId: otherJob })).body.map((a) => a.jobApplicant.rating)).toEqual([4.5]);
      expect((await applicantsOf(boss, { jobId: rated })).body.find((a) => a.userId === g2.id)?.jobApplicant.rating).toBe(4.5);
    });

    it('refuses a recruiter rating someone who is not their employee (403) and changes nothing', async () => {
      expectError(await putRating(boss, { rating: 5, applicantId: g3.id }), 403, ApplicationMessages.cannotRateApplicant);
      expectError(await putRating(other, { rating: 1, applicantId: g4.id }), 403, ApplicationMessages.cannotRateApplicant);
      expectError(await putRating(boss, { rating: 5, applicantId: randomUUID() }), 403, ApplicationMessages.cannotRateApplicant);
      expect(await ratingBy(boss, g3.id)).toBe(-1);
      await sleep(300);
      expect(await userRating(g3)).toBe(-1);
      expect(await userRating(g4)).toBe(-1);
    });

    it.each([
      ['0', 0, RATING_RANGE],
      ['6', 6, RATING_RANGE],
      ['2.5', 2.5, RATING_WHOLE],
      ['a word', 'five', 'Rating must be a number'],
      ['no rating', undefined, 'Rating must be a number'],
    ])('refuses a rating of %s with 400 from either role and changes nothing', async (_case, rating, message) => {
      expectError(await putRating(g1, { rating, jobId: rated }), 400, message);
      expectError(await putRating(boss, { rating, applicantId: g1.id }), 400, message);
      expect(await ratingBy(g1, rated)).toBe(2);
      expect(await ratingBy(boss, g1.id)).toBe(4);
    });

    it('refuses the wrong form for the role (400) and changes nothing', async () => {
      expectError(await putRating(g1, { rating: 5, applicantId: g1.id }), 400, RATE_WITH_JOB);
      expectError(await putRating(boss, { rating: 1, jobId: rated }), 400, RATE_WITH_APPLICANT);
      expectError(await putRating(g1, { rating: 5, jobId: rated, applicantId: g1.id }), 400, RATE_ONE_TARGET);
      expectError(await putRating(boss, { rating: 1 }), 400, RATE_ONE_TARGET);
      expectError(await putRating(g1, { rating: 5, jobId: 'abc' }), 400, 'jobId is not a valid id');
      expectError(await api('/api/rating', { method: 'PUT', token: g1.token, rawBody: '[5]' }), 400, NOT_AN_OBJECT);
      expectError(await putRating(undefined, { rating: 5, jobId: rated }), 401, Messages.unauthenticated);
      expect(await ratingBy(g1, rated)).toBe(2);
      expect(await ratingBy(boss, g1.id)).toBe(4);
      await sleep(300);
      expect((await jobOf(rated)).rating).toBe(3.5);
      expect(await userRating(g1)).toBe(4);
    });

    it('refuses GET /api/rating without a valid id (400) or a token (401)', async () => {
      expectError(await api('/api/rating', { token: g1.token }), 400, 'id is required');
      expectError(await api('/api/rating?id=abc', { token: g1.token }), 400, 'id is not a valid id');
      expectError(await api(`/api/rating?id=${rated}`), 401, Messages.unauthenticated);
    });
  });
}
