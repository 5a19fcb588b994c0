import { randomUUID } from 'node:crypto';
import { ApiPaths, ApplicationMessages, AuthMessages, JobMessages, Messages, TOTAL_COUNT_HEADER } from '@hirewise/contracts';
import type { Api } from '../http';
import { marker, qs, expectError, expectOk, eventually, type HiringWorld, type Person } from './world';

/** The recruiter's applicant lists (GET /api/applicants by job and the accepted employees) and the names other services keep in their copies (user.updated). */
export function describeApplicantsApi(world: HiringWorld): void {
  const { signupAs, applicants, createJob, jobOf, searchJobs, applyOk, applicationTo, statusOf, applicantsOf, applicantNames, moveOk, hire, putRating } = world;
  let api: Api;
  let owner: Person;
  let rival: Person;
  let seeker: Person;

  beforeAll(() => {
    ({ api, owner, rival, seeker } = world.people());
  });

  // ---------- GET /api/applicants?jobId= ----------

  describe('GET /api/applicants?jobId=', () => {
    let jobId: string;
    let people: Person[];

    beforeAll(async () => {
      jobId = await createJob(owner, { title: `${marker()} Sorted Applicants` });
      // Applied in this order, one after the other, so dateOfApplication orders them.
      people = await applicants(['Charlie Chen', 'alice Iyer', 'Bob Bose', 'dave Das']);
      const [, alice, bob] = people;
      const appIds: string[] = [];
      for (const person of people) appIds.push(await applyOk(person, jobId, `Statement of ${person.name}`));
      await moveOk(owner, appIds[1], 'shortlisted');
      await moveOk(owner, appIds[2], 'rejected');
      expect([await statusOf(alice, jobId), await statusOf(bob, jobId)]).toEqual(['shortlisted', 'rejected']);
    });

    it('lists every application of the job, newest application first, with the applicant and the statement', async () => {
      const res = await applicantsOf(owner, { jobId });
      expect(res.status).toBe(200);
      expect(res.headers.get(TOTAL_COUNT_HEADER)).toBe('4');
      expect(res.body.map((a) => [a.jobApplicant.name, a.status, a.sop])).toEqual([
        ['dave Das', 'applied', 'Statement of dave Das'],
        ['Bob Bose', 'rejected', 'Statement of Bob Bose'],
        ['alice Iyer', 'shortlisted', 'Statement of alice Iyer'],
        ['Charlie Chen', 'applied', 'Statement of Charlie Chen'],
      ]);
      const dates = res.body.map((a) => Date.parse(a.dateOfApplication));
      expect([...dates].sort((x, y) => y - x)).toEqual(dates);
      for (const [i, app] of res.body.entries()) {
        const person = people[3 - i];
        expect(app).toMatchObject({ jobId, userId: person.id, recruiterId: owner.id, recruiter: { name: owner.name } });
        expect(app.jobApplicant).toEqual({ userId: person.id, name: person.name, rating: -1, profile: '', resume: '', skills: [], education: [] });
        expect(app).toEqual(await applicationTo(person, jobId));
      }
    });

    it('filters by repeated status', async () => {
      expect(await applicantNames(owner, { jobId, status: ['applied', 'shortlisted'] })).toEqual(['dave Das', 'alice Iyer', 'Charlie Chen']);
      expect(await applicantNames(owner, { jobId, status: 'rejected' })).toEqual(['Bob Bose']);
      expect(await applicantNames(owner, { jobId, status: 'accepted' })).toEqual([]);
    });

    it('sorts by name (ignoring case) and by date of application, both ways, and pages', async () => {
      expect(await applicantNames(owner, { jobId, asc: 'jobApplicant.name' })).toEqual(['alice Iyer', 'Bob Bose', 'Charlie Chen', 'dave Das']);
      expect(await applicantNames(owner, { jobId, desc: 'jobApplicant.name' })).toEqual(['dave Das', 'Charlie Chen', 'Bob Bose', 'alice Iyer']);
      expect(await applicantNames(owner, { jobId, asc: 'dateOfApplication' })).toEqual(['Charlie Chen', 'alice Iyer', 'Bob Bose', 'dave Das']);
      expect(await applicantNames(owner, { jobId, desc: 'dateOfApplication' })).toEqual(['dave Das', 'Bob Bose', 'alice Iyer', 'Charlie Chen']);
      expect(await applicantNames(owner, { jobId, asc: 'jobApplicant.name', limit: 3, page: 2 }, 4)).toEqual(['dave Das']);
    });

    it("refuses another recruiter's job (403), an applicant (403) and no token (401)", async () => {
      expectError(await applicantsOf(rival, { jobId }), 403, ApplicationMessages.notYourJob);
      expectError(await api(`/api/applicants${qs({ jobId })}`, { token: seeker.token }), 403, Messages.forbiddenRole('recruiter'));
      expectError(await api(`/api/applicants${qs({ jobId })}`), 401, Messages.unauthenticated);
    });

    it.each([
      ['no jobId and no status', () => ({}), 400, 'jobId is required unless status=accepted'],
      ['a malformed jobId', () => ({ jobId: 'abc' }), 400, 'jobId is not a valid id'],
      ['an unknown status', () => ({ jobId, status: 'hired' }), 400, 'status must be one of applied, shortlisted, rejected, accepted, finished'],
      [
        'an unknown sort field',
        () => ({ jobId, asc: 'salary' }),
        400,
        'Sort must be one of jobApplicant.name, job.title, dateOfApplication, dateOfJoining, jobApplicant.rating',
      ],
      ['an unknown job', () => ({ jobId: randomUUID() }), 404, JobMessages.notFound],
    ] as const)('refuses %s', async (_case, params, status, message) => {
      expectError(await applicantsOf(owner, params()), status, message);
    });
  });

  // ---------- GET /api/applicants?status=accepted (employees) ----------

  describe('GET /api/applicants?status=accepted (employees)', () => {
    let boss: Person;
    let zeta: string;
    let alpha: string;

    beforeAll(async () => {
      const m = marker();
      boss = await signupAs('recruiter', 'Kiran Boss');
      zeta = await createJob(boss, { title: `${m} Zeta Ops` });
      alpha = await createJob(boss, { title: `${m} alpha Web` });
      const [nina, arjun, kabir, zoe, om] = await applicants(['Nina Rao', 'arjun Mehta', 'Kabir Singh', 'Zoe Finished', 'Om Applied']);
      // Accepted in this order, so dateOfJoining orders them.
      await hire(boss, nina, alpha, 'shortlisted', 'accepted');
      await hire(boss, arjun, zeta, 'shortlisted', 'accepted');
      await hire(boss, kabir, zeta, 'shortlisted', 'accepted');
      await hire(boss, zoe, alpha, 'shortlisted', 'accepted', 'finished');
      await applyOk(om, zeta);
      for (const [person, rating] of [
        [nina, 4],
        [arjun, 2],
        [kabir, 5],
        [zoe, 3],
      ] as const) {
        expectOk(await putRating(boss, { rating, applicantId: person.id }), ApplicationMessages.ratingUpdated);
      }
    });

    it("lists the recruiter's accepted employees across jobs, latest joiner first", async () => {
      const res = await applicantsOf(boss, { status: 'accepted' });
      expect(res.status).toBe(200);
      expect(res.headers.get(TOTAL_COUNT_HEADER)).toBe('3');
      expect(res.body.map((a) => [a.jobApplicant.name, a.job.title.split(' ').slice(1).join(' '), a.status, a.jobApplicant.rating])).toEqual([
        ['Kabir Singh', 'Zeta Ops', 'accepted', 5],
        ['arjun Mehta', 'Zeta Ops', 'accepted', 2],
        ['Nina Rao', 'alpha Web', 'accepted', 4],
      ]);
      expect(await applicantNames(boss, { status: ['accepted', 'finished'] })).toEqual(['Zoe Finished', 'Kabir Singh', 'arjun Mehta', 'Nina Rao']);
    });

    it.each([
      ['dateOfJoining ascending', { asc: 'dateOfJoining' }, ['Nina Rao', 'arjun Mehta', 'Kabir Singh']],
      ['dateOfJoining descending', { desc: 'dateOfJoining' }, ['Kabir Singh', 'arjun Mehta', 'Nina Rao']],
      ['name ascending, ignoring case', { asc: 'jobApplicant.name' }, ['arjun Mehta', 'Kabir Singh', 'Nina Rao']],
      ['name descending', { desc: 'jobApplicant.name' }, ['Nina Rao', 'Kabir Singh', 'arjun Mehta']],
      ['job title ascending, then name', { asc: ['job.title', 'jobApplicant.name'] }, ['Nina Rao', 'arjun Mehta', 'Kabir Singh']],
      ['job title descending, then name descending', { desc: ['job.title', 'jobApplicant.name'] }, ['Kabir Singh', 'arjun Mehta', 'Nina Rao']],
      ['rating ascending', { asc: 'jobApplicant.rating' }, ['arjun Mehta', 'Nina Rao', 'Kabir Singh']],
      ['rating descending', { desc: 'jobApplicant.rating' }, ['Kabir Singh', 'Nina Rao', 'arjun Mehta']],
    ])('sorts employees by %s', async (_case, sort, expected) => {
      expect(await applicantNames(boss, { status: 'accepted', ...sort })).toEqual(expected);
    });

    it("sorts one job's applications by the applicants' rating", async () => {
      expect(await applicantNames(boss, { jobId: alpha, desc: 'jobApplicant.rating' })).toEqual(['Nina Rao', 'Zoe Finished']);
      expect(await applicantNames(boss, { jobId: alpha, asc: 'jobApplicant.rating' })).toEqual(['Zoe Finished', 'Nina Rao']);
      expect(await applicantNames(boss, { jobId: zeta, status: 'accepted', desc: 'jobApplicant.rating' })).toEqual(['Kabir Singh', 'arjun Mehta']);
    });

    it('shows another recruiter none of them, and refuses an applicant (403)', async () => {
      expect((await applicantsOf(rival, { status: 'accepted' })).body.filter((a) => a.recruiterId === boss.id)).toEqual([]);
      expectError(await api(`/api/applicants${qs({ status: 'accepted' })}`, { token: seeker.token }), 403, Messages.forbiddenRole('recruiter'));
    });
  });

  // ---------- names copied between services ----------

  describe('names kept in copies (user.updated)', () => {
    it("carries a recruiter's new name to their jobs and applications, and an applicant's to the recruiter's lists", async () => {
      const m = marker();
      const [boss, candidate] = await Promise.all([signupAs('recruiter', 'Old Recruiter Name'), signupAs('applicant', 'Old Applicant Name')]);
      const jobId = await createJob(boss, { title: `${m} Renamed Employer` });
      await applyOk(candidate, jobId);

      expectOk(await api(ApiPaths.user, { method: 'PUT', token: boss.token, body: { name: 'New Recruiter Name' } }), AuthMessages.userUpdated);
      expectOk(await api(ApiPaths.user, { method: 'PUT', token: candidate.token, body: { name: 'New Applicant Name' } }), AuthMessages.userUpdated);

      expect((await eventually(() => jobOf(jobId), (j) => j.recruiter.name === 'New Recruiter Name')).recruiter.name).toBe('New Recruiter Name');
      expect((await searchJobs(seeker.token, { q: m })).body.map((j) => j.recruiter.name)).toEqual(['New Recruiter Name']);
      const seen = await eventually(
        () => applicationTo(candidate, jobId),
        (a) => a.recruiter.name === 'New Recruiter Name' && a.jobApplicant.name === 'New Applicant Name',
      );
      expect({ recruiter: seen.recruiter.name, applicant: seen.jobApplicant.name }).toEqual({ recruiter: 'New Recruiter Name', applicant: 'New Applicant Name' });
      expect(await applicantNames(boss, { jobId })).toEqual(['New Applicant Name']);
      // A job posted after the rename carries the new name at once.
      const later = await createJob(boss, { title: `${m} Posted Later` });
      expect((await jobOf(later)).recruiter.name).toBe('New Recruiter Name');
    });
  });
}
