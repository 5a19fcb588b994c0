import { randomUUID } from 'node:crypto';
import { ApplicationMessages, JobMessages, Messages, SOP_WORD_LIMIT_MESSAGE, TOTAL_COUNT_HEADER, WORD_LIMIT, type Application, type ApplicationStatus, type MessageResponse } from '@hirewise/contracts';
import { words, type Api } from '../http';
import { BAD_STATUS, NOT_AN_OBJECT, UUID_SHAPE, marker, expectError, expectOk, expectTimeBetween, eventually, type HiringWorld, type Person } from './world';

/** Applications: applying (POST /api/jobs/{id}/applications), the applicant's list (GET /api/applications) and the status changes (PUT /api/applications/{id}). */
export function describeApplicationsApi(world: HiringWorld): void {
  const { signupAs, applicants, createJob, jobOf, putJob, jobIds, applyTo, applyOk, mine, applicationTo, statusOf, applicantsOf, applicantNames, setStatus, moveOk, hire } = world;
  let api: Api;
  let owner: Person;
  let rival: Person;
  let seeker: Person;

  beforeAll(() => {
    ({ api, owner, rival, seeker } = world.people());
  });

  // ---------- POST /api/jobs/{id}/applications and GET /api/applications ----------

  describe('POST /api/jobs/{id}/applications', () => {
    it("applies with a statement of purpose; the applicant's list shows it with job, recruiter and dates", async () => {
      const title = `${marker()} QA Engineer`;
      const jobId = await createJob(owner, { title, skillsets: ['Selenium'], salary: 25000, duration: 2 });
      const job = await jobOf(jobId);
      const education = [{ institutionName: 'IIT Madras', startYear: 2014, endYear: 2018 }];
      const priya = await signupAs('applicant', 'Priya Patel', { skills: ['Selenium', 'Java'], education });

      const before = Date.now();
      const res = await applyTo(priya, jobId, { sop: '  I test things   carefully. ' });
      const after = Date.now();
      expectOk(res, ApplicationMessages.applied, 201);

      const list = await api<Application[]>('/api/applications', { token: priya.token });
      expect(list.status).toBe(200);
      expect(list.headers.get(TOTAL_COUNT_HEADER)).toBe('1');
      expect(list.body).toEqual([
        {
          _id: expect.stringMatching(UUID_SHAPE),
          jobId,
          userId: priya.id,
          recruiterId: owner.id,
          status: 'applied',
          sop: 'I test things   carefully.',
          dateOfApplication: expect.any(String),
          dateOfJoining: null,
          interviewCompleted: false,
          interviewScore: null,
          humanInterviewRequest: null,
          job: {
            _id: jobId,
            title,
            skillsets: ['Selenium'],
            jobType: 'Full Time',
            salary: 25000,
            duration: 2,
            deadline: job.deadline,
            dateOfPosting: job.dateOfPosting,
            interviewQuestions: 5,
            requiresInterview: false,
          },
          recruiter: { name: owner.name },
          jobApplicant: { userId: priya.id, name: 'Priya Patel', rating: -1, profile: '', resume: '', skills: ['Selenium', 'Java'], education },
        },
      ]);
      expectTimeBetween(list.body[0].dateOfApplication, before, after);

      const counted = await eventually(
        () => jobOf(jobId),
        (j) => j.activeApplications === 1,
      );
      expect(counted).toMatchObject({ activeApplications: 1, acceptedCandidates: 0 });
    });

    it(`accepts a statement of exactly ${WORD_LIMIT} words or none, and refuses ${WORD_LIMIT + 1} words (400) creating nothing`, async () => {
      const jobId = await createJob(owner, { title: `${marker()} Writer` });
      const [wordy, exact, silent] = await applicants(['Wordy Applicant', 'Exact Applicant', 'Silent Applicant']);
      expectError(await applyTo(wordy, jobId, { sop: words(WORD_LIMIT + 1) }), 400, SOP_WORD_LIMIT_MESSAGE);
      expect(await mine(wordy)).toEqual([]);

      expectOk(await applyTo(exact, jobId, { sop: words(WORD_LIMIT) }), ApplicationMessages.applied, 201);
      expect((await applicationTo(exact, jobId)).sop).toBe(words(WORD_LIMIT));
      expectOk(await applyTo(silent, jobId, {}), ApplicationMessages.applied, 201);
      expect((await applicationTo(silent, jobId)).sop).toBe('');
      expect(await applicantNames(owner, { jobId, asc: 'jobApplicant.name' })).toEqual(['Exact Applicant', 'Silent Applicant']);
    });

    it.each([
      ['a statement that is not text', { body: { sop: 42 } }, 'Statement of purpose must be text'],
      ['a JSON array', { rawBody: '[{"sop":"Hello"}]' }, NOT_AN_OBJECT],
      ['malformed JSON', { rawBody: '{"sop": "Hello",' }, 'Request body is not valid JSON'],
    ])('refuses %s with 400, creating nothing', async (_case, request, message) => {
      const jobId = await createJob(owner, { title: `${marker()} Well Formed` });
      expectError(await api(`/api/jobs/${jobId}/applications`, { method: 'POST', token: seeker.token, ...request }), 400, message);
      expect((await mine(seeker)).filter((a) => a.jobId === jobId)).toEqual([]);
    });

    it('refuses a second application to the same job with 409 and keeps the first', async () => {
      const jobId = await createJob(owner, { title: `${marker()} Once Only` });
      const twice = await signupAs('applicant', 'Twice Applicant');
      await applyOk(twice, jobId, 'First');
      const first = await mine(twice);
      expectError(await applyTo(twice, jobId, { sop: 'Second' }), 409, ApplicationMessages.alreadyApplied);
      expect(await mine(twice)).toEqual(first);
    });

    it('refuses a recruiter (403), no token (401) and unknown or malformed jobs (404), creating nothing', async () => {
      const jobId = await createJob(owner, { title: `${marker()} Nobody Applies` });
      expectError(await applyTo(rival, jobId, { sop: 'I am a recruiter' }), 403, Messages.forbiddenRole('applicant'));
      expectError(await applyTo(owner, jobId, { sop: 'My own job' }), 403, Messages.forbiddenRole('applicant'));
      expectError(await applyTo(undefined, jobId, { sop: 'Anonymous' }), 401, Messages.unauthenticated);
      expectError(await applyTo(seeker, 'not-a-uuid', { sop: 'Hello' }), 404, JobMessages.notFound);
      expectError(await applyTo(seeker, randomUUID(), { sop: 'Hello' }), 404, JobMessages.notFound);
      expect(await applicantNames(owner, { jobId })).toEqual([]);
      expect((await mine(seeker)).filter((a) => a.jobId === jobId)).toEqual([]);
    });

    it('refuses an application once the deadline has passed (409), creating nothing', async () => {
      const m = marker();
      const jobId = await createJob(owner, { title: `${m} Closing Soon` });
      const [early, late] = await applicants(['Early Bird', 'Late Comer']);
      await applyOk(early, jobId);
      const job = await jobOf(jobId);
      const past = new Date(Date.now() - 60_000).toISOString();
      expectOk(await putJob(owner.token, jobId, { ...job, deadline: past }), JobMessages.updated);
      expect(await jobOf(jobId)).toEqual({ ...job, deadline: past, activeApplications: expect.any(Number) });

      // The applications service learns the new deadline from job.updated: the early applicant's copy shows when it has.
      const seen = await eventually(
        () => applicationTo(early, jobId),
        (a) => a.job.deadline === past,
      );
      expect(seen.job.deadline).toBe(past);
      expectError(await applyTo(late, jobId, { sop: 'Am I too late?' }), 409, ApplicationMessages.jobClosed);
      expect(await mine(late)).toEqual([]);
      expect(await jobIds(seeker.token, { q: m })).toEqual([]);
      expect(await jobIds(owner.token, { q: m, myjobs: 1 })).toEqual([jobId]);
    });

    it('refuses the applicant beyond maxApplicants (409); a rejection frees the place', async () => {
      const jobId = await createJob(owner, { title: `${marker()} Two Seats`, maxApplicants: 2 });
      const [p1, p2, p3] = await applicants(['Seat One', 'Seat Two', 'Seat Three']);
      const p1App = await applyOk(p1, jobId);
      await applyOk(p2, jobId);
      expectError(await applyTo(p3, jobId, { sop: 'Room for one more?' }), 409, ApplicationMessages.jobFull);
      expect(await mine(p3)).toEqual([]);

      await moveOk(owner, p1App, 'rejected');
      await applyOk(p3, jobId);
      expect(await applicantNames(owner, { jobId, asc: 'jobApplicant.name' })).toEqual(['Seat One', 'Seat Three', 'Seat Two']);
    });
  });

  describe('GET /api/applications', () => {
    it("lists only the caller's own applications, newest first, paged with X-Total-Count", async () => {
      const m = marker();
      const jobs = [
        await createJob(owner, { title: `${m} First Pick` }),
        await createJob(rival, { title: `${m} Second Pick` }),
        await createJob(owner, { title: `${m} Third Pick` }),
      ];
      const [collector, bystander] = await applicants(['Collector Applicant', 'Bystander Applicant']);
      for (const jobId of jobs) await applyOk(collector, jobId);
      await applyOk(bystander, jobs[0]);

      const all = await mine(collector);
      expect(all.map((a) => [a.jobId, a.job.title, a.recruiter.name, a.status])).toEqual([
        [jobs[2], `${m} Third Pick`, owner.name, 'applied'],
        [jobs[1], `${m} Second Pick`, rival.name, 'applied'],
        [jobs[0], `${m} First Pick`, owner.name, 'applied'],
      ]);
      expect(new Set(all.map((a) => a.userId))).toEqual(new Set([collector.id]));
      const page = await api<Application[]>('/api/applications?limit=2&page=2', { token: collector.token });
      expect({ status: page.status, total: page.headers.get(TOTAL_COUNT_HEADER), ids: page.body.map((a) => a.jobId) }).toEqual({
        status: 200,
        total: '3',
        ids: [jobs[0]],
      });
      expectError(await api('/api/applications?limit=201', { token: collector.token }), 400, 'limit must be at most 200');
    });

    it('refuses a recruiter (403) and a call without a token (401)', async () => {
      expectError(await api('/api/applications', { token: owner.token }), 403, Messages.forbiddenRole('applicant'));
      expectError(await api('/api/applications'), 401, Messages.unauthenticated);
    });
  });

  // ---------- PUT /api/applications/{id} ----------

  describe('PUT /api/applications/{id}', () => {
    it('walks applied → shortlisted → accepted → finished, stamping dateOfJoining with the server time at each change', async () => {
      const jobId = await createJob(owner, { title: `${marker()} Full Journey` });
      const walker = await signupAs('applicant', 'Walker Path');
      const id = await applyOk(walker, jobId);
      for (const status of ['shortlisted', 'accepted', 'finished'] as const) {
        const before = Date.now();
        // The client's dateOfJoining is ignored.
        const res = await api<MessageResponse>(`/api/applications/${id}`, { method: 'PUT', token: owner.token, body: { status, dateOfJoining: '2001-01-01T00:00:00.000Z' } });
        const after = Date.now();
        expectOk(res, ApplicationMessages.statusUpdated(status));
        const seen = await applicationTo(walker, jobId);
        expect(seen.status).toBe(status);
        expectTimeBetween(seen.dateOfJoining, before, after);
        const [listed] = (await applicantsOf(owner, { jobId })).body;
        expect({ status: listed.status, dateOfJoining: listed.dateOfJoining }).toEqual({ status, dateOfJoining: seen.dateOfJoining });
      }
    });

    it('rejects from applied and from shortlisted', async () => {
      const jobId = await createJob(owner, { title: `${marker()} Not This Time` });
      const [fromApplied, fromShortlisted] = await applicants(['Reject Applied', 'Reject Shortlisted']);
      await hire(owner, fromApplied, jobId, 'rejected');
      await hire(owner, fromShortlisted, jobId, 'shortlisted', 'rejected');
      expect(await statusOf(fromApplied, jobId)).toBe('rejected');
      expect(await statusOf(fromShortlisted, jobId)).toBe('rejected');
    });

    describe('forbidden transitions', () => {
      const ids: Partial<Record<ApplicationStatus, string>> = {};
      const who: Partial<Record<ApplicationStatus, Person>> = {};
      let jobId: string;

      beforeAll(async () => {
        jobId = await createJob(owner, { title: `${marker()} State Table`, maxPositions: 10 });
        const other = await createJob(owner, { title: `${marker()} Elsewhere` });
        const [a, s, acc, rej, fin, can] = await applicants(['State Applied', 'State Shortlisted', 'State Accepted', 'State Rejected', 'State Finished', 'State Cancelled']);
        Object.assign(who, { applied: a, shortlisted: s, accepted: acc, rejected: rej, finished: fin, cancelled: can });
        ids.applied = await hire(owner, a, jobId);
        ids.shortlisted = await hire(owner, s, jobId, 'shortlisted');
        ids.accepted = await hire(owner, acc, jobId, 'shortlisted', 'accepted');
        ids.rejected = await hire(owner, rej, jobId, 'rejected');
        ids.finished = await hire(owner, fin, jobId, 'shortlisted', 'accepted', 'finished');
        // Accepted elsewhere: the application to this job is cancelled by the system.
        ids.cancelled = await applyOk(can, jobId);
        await hire(owner, can, other, 'shortlisted', 'accepted');
        expect(await statusOf(can, jobId)).toBe('cancelled');
      });

      it.each([
        ['applied', 'accepted'],
        ['applied', 'finished'],
        ['shortlisted', 'shortlisted'],
        ['shortlisted', 'finished'],
        ['accepted', 'shortlisted'],
        ['accepted', 'rejected'],
        ['accepted', 'accepted'],
        ['rejected', 'shortlisted'],
        ['rejected', 'accepted'],
        ['rejected', 'rejected'],
        ['rejected', 'finished'],
        ['finished', 'shortlisted'],
        ['finished', 'accepted'],
        ['finished', 'rejected'],
        ['finished', 'finished'],
        ['cancelled', 'shortlisted'],
        ['cancelled', 'accepted'],
        ['cancelled', 'rejected'],
      ] as const)('refuses %s → %s with 409 and changes nothing', async (from, to) => {
        const person = who[from] as Person;
        const before = await applicationTo(person, jobId);
        expect(before.status).toBe(from);
        expectError(await setStatus(owner.token, ids[from] as string, to), 409, ApplicationMessages.invalidTransition(from, to));
        expect(await applicationTo(person, jobId)).toEqual(before);
      });

      it.each([
        ['applied', 'applied'],
        ['deleted', 'deleted'],
        ['cancelled', 'cancelled'],
        ['an unknown status', 'hired'],
        ['no status', undefined],
      ])('refuses the target %s with 400 and changes nothing', async (_case, status) => {
        const before = await applicationTo(who.shortlisted as Person, jobId);
        expectError(await setStatus(owner.token, ids.shortlisted as string, status), 400, BAD_STATUS);
        expect(await applicationTo(who.shortlisted as Person, jobId)).toEqual(before);
      });

      it('refuses another recruiter (403), an applicant (403), no token (401) and unknown ids (404); nothing changes', async () => {
        const person = who.applied as Person;
        const before = await applicationTo(person, jobId);
        expectError(await setStatus(rival.token, ids.applied as string, 'shortlisted'), 403, ApplicationMessages.notYourJob);
        expectError(await setStatus(person.token, ids.applied as string, 'shortlisted'), 403, Messages.forbiddenRole('recruiter'));
        expectError(await setStatus(undefined, ids.applied as string, 'shortlisted'), 401, Messages.unauthenticated);
        expectError(await setStatus(owner.token, 'not-a-uuid', 'shortlisted'), 404, ApplicationMessages.notFound);
        expectError(await setStatus(owner.token, randomUUID(), 'shortlisted'), 404, ApplicationMessages.notFound);
        expect(await applicationTo(person, jobId)).toEqual(before);
      });
    });

    it('refuses an accept beyond maxPositions (409, unchanged); ending a job frees the position', async () => {
      const jobId = await createJob(owner, { title: `${marker()} One Position`, maxPositions: 1 });
      const [first, second] = await applicants(['Position First', 'Position Second']);
      const firstApp = await hire(owner, first, jobId, 'shortlisted', 'accepted');
      const secondApp = await hire(owner, second, jobId, 'shortlisted');
      const before = await applicationTo(second, jobId);
      expectError(await setStatus(owner.token, secondApp, 'accepted'), 409, ApplicationMessages.positionsFilled);
      expect(await applicationTo(second, jobId)).toEqual(before);

      await moveOk(owner, firstApp, 'finished');
      await moveOk(owner, secondApp, 'accepted');
      expect(await applicantNames(owner, { status: ['accepted', 'finished'], jobId, asc: 'jobApplicant.name' })).toEqual(['Position First', 'Position Second']);
    });

    it("accepting cancels the applicant's other applied and shortlisted applications; they hold the job until it ends", async () => {
      const [mine1, mine2, mine3, theirs, next] = [
        await createJob(owner, { title: `${marker()} Chosen` }),
        await createJob(owner, { title: `${marker()} Open Too` }),
        await createJob(owner, { title: `${marker()} Turned Down` }),
        await createJob(rival, { title: `${marker()} Rival Offer` }),
        await createJob(rival, { title: `${marker()} Next Move` }),
      ];
      const star = await signupAs('applicant', 'Star Candidate');
      const chosen = await applyOk(star, mine1);
      await applyOk(star, mine2);
      await hire(owner, star, mine3, 'rejected');
      await hire(rival, star, theirs, 'shortlisted');
      const rejectedBefore = await applicationTo(star, mine3);

      const before = Date.now();
      await moveOk(owner, chosen, 'shortlisted', 'accepted');
      const after = Date.now();
      for (const jobId of [mine2, theirs]) {
        const app = await applicationTo(star, jobId);
        expect({ jobId, status: app.status }).toEqual({ jobId, status: 'cancelled' });
        expectTimeBetween(app.dateOfJoining, before, after);
      }
      expect(await applicationTo(star, mine3)).toEqual(rejectedBefore);
      expect(await statusOf(star, mine1)).toBe('accepted');
      const rivalView = (await applicantsOf(rival, { jobId: theirs })).body;
      expect(rivalView.map((a) => [a.jobApplicant.name, a.status])).toEqual([['Star Candidate', 'cancelled']]);

      expectError(await applyTo(star, next, { sop: 'One more?' }), 409, ApplicationMessages.holdingJob);
      expect((await mine(star)).map((a) => a.jobId).sort()).toEqual([mine1, mine2, mine3, theirs].sort());

      await moveOk(owner, chosen, 'finished');
      await applyOk(star, next);
      expect(await statusOf(star, mine1)).toBe('finished');

      const counted = await eventually(
        () => jobOf(mine1),
        (j) => j.acceptedCandidates === 0 && j.activeApplications === 0,
      );
      expect(counted).toMatchObject({ acceptedCandidates: 0, activeApplications: 0 });
    });
  });
}
