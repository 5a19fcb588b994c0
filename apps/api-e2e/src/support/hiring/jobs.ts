import { randomUUID } from 'node:crypto';
import { ApplicationMessages, JobMessages, Messages, NEW_JOB_DEFAULTS, TOTAL_COUNT_HEADER } from '@hirewise/contracts';
import type { Api } from '../http';
import { NOT_AN_OBJECT, UUID_SHAPE, EVENTUAL_MS, DAY_MS, sleep, marker, expectError, expectOk, expectTimeBetween, eventually, type HiringWorld, type Person } from './world';

/** Jobs: POST, GET, PUT and DELETE /api/jobs/{id} and the job search GET /api/jobs. */
export function describeJobsApi(world: HiringWorld): void {
  const { signupAs, applicants, postJob, createJob, jobOf, putJob, deleteJob, searchJobs, jobIds, applyTo, applyOk, mine, applicationTo, statusOf, applicantsOf, setStatus, moveOk, hire } = world;
  let api: Api;
  let owner: Person;
  let rival: Person;
  let seeker: Person;

  beforeAll(() => {
    ({ api, owner, rival, seeker } = world.people());
  });

  // ---------- POST /api/jobs ----------

  describe('POST /api/jobs', () => {
    it("creates a job from a title alone with the spec's defaults, read back by both roles", async () => {
      const title = `${marker()} Backend Engineer`;
      const before = Date.now();
      const res = await postJob(owner.token, { title });
      const after = Date.now();
      expect({ status: res.status, body: res.body }).toEqual({ status: 201, body: { message: JobMessages.created, _id: expect.stringMatching(UUID_SHAPE) } });

      const job = await jobOf(res.body._id, seeker.token);
      expect(job).toEqual({
        _id: res.body._id,
        userId: owner.id,
        title,
        jobType: 'Full Time',
        salary: 0,
        duration: 0,
        skillsets: [],
        dateOfPosting: expect.any(String),
        deadline: expect.any(String),
        rating: -1,
        recruiter: { name: owner.name },
        requiresInterview: false,
        maxApplicants: 100,
        maxPositions: 30,
        acceptedCandidates: 0,
        activeApplications: 0,
        interviewQuestions: 5,
        description: '',
        location: { city: '', country: '' },
        remote: false,
        company: '',
      });
      expectTimeBetween(job.dateOfPosting, before, after);
      expectTimeBetween(job.deadline, before + NEW_JOB_DEFAULTS.deadlineOffsetMs, after + NEW_JOB_DEFAULTS.deadlineOffsetMs);
      expect(await jobOf(res.body._id, owner.token)).toEqual(job);
    });

    it('stores every field given, trimmed and with duplicate skills dropped', async () => {
      const title = `${marker()} Data Scientist`;
      const deadline = new Date(Date.now() + 5 * DAY_MS).toISOString();
      const id = await createJob(owner, {
        title: `  ${title} `,
        jobType: 'Work From Home',
        salary: 45000,
        duration: 4,
        skillsets: ['Python', ' SQL ', 'python', ''],
        deadline,
        maxApplicants: 7,
        maxPositions: 2,
        interviewQuestions: 10,
        requiresInterview: true,
      });
      expect(await jobOf(id)).toMatchObject({
        title,
        jobType: 'Work From Home',
        salary: 45000,
        duration: 4,
        skillsets: ['Python', 'SQL'],
        deadline,
        maxApplicants: 7,
        maxPositions: 2,
        interviewQuestions: 10,
        requiresInterview: true,
        rating: -1,
        acceptedCandidates: 0,
      });
    });

    describe('validation', () => {
      let blank: Person;
      let title: string;

      beforeAll(async () => {
        blank = await signupAs('recruiter', 'Vikram Validation');
        title = `${marker()} Refused`;
      });

      it.each([
        ['a negative salary', { salary: -1 }, 'Salary cannot be negative'],
        ['maxApplicants 0', { maxApplicants: 0 }, 'Maximum number of applicants must be at least 1'],
        ['maxPositions 0', { maxPositions: 0 }, 'Positions available must be at least 1'],
        ['interviewQuestions 4', { interviewQuestions: 4 }, 'Interview questions must be one of 1, 3, 5, 7, 10'],
        ['an unknown jobType', { jobType: 'Contract' }, 'Job type must be Full Time, Part Time or Work From Home'],
        ['an empty title', { title: '' }, 'Title is required'],
        ['a blank title', { title: '   ' }, 'Title is required'],
        ['no title', { title: undefined }, 'Title is required'],
        ['a deadline in the past', { deadline: new Date(Date.now() - DAY_MS).toISOString() }, 'Deadline must be in the future'],
        ['a duration of 7 months', { duration: 7 }, 'Duration must be at most 6 months'],
      ] as const)('refuses %s with 400 and creates nothing', async (_case, fields, message) => {
        expectError(await postJob(blank.token, { title, ...fields }), 400, message);
        expect(await jobIds(blank.token, { myjobs: 1 })).toEqual([]);
      });

      it('refuses a body that is not an object with 400 and creates nothing', async () => {
        expectError(await api('/api/jobs', { method: 'POST', token: blank.token, rawBody: `[{"title":"${title}"}]` }), 400, NOT_AN_OBJECT);
        expect(await jobIds(blank.token, { myjobs: 1 })).toEqual([]);
      });
    });

    it('refuses an applicant (403) and a call without a token (401), creating nothing', async () => {
      const m = marker();
      expectError(await postJob(seeker.token, { title: `${m} By An Applicant` }), 403, Messages.forbiddenRole('recruiter'));
      expectError(await postJob(undefined, { title: `${m} Anonymous` }), 401, Messages.unauthenticated);
      expect(await jobIds(seeker.token, { q: m })).toEqual([]);
      expect(await jobIds(owner.token, { q: m, myjobs: 1 })).toEqual([]);
    });
  });

  // ---------- GET /api/jobs/{id} ----------

  describe('GET /api/jobs/{id}', () => {
    it.each([
      ['a non-UUID id', 'not-a-uuid'],
      ['a number', '12345'],
      ['an injection attempt', encodeURIComponent("' or 1=1 --")],
      ['an unknown UUID', randomUUID()],
    ])('answers %s with 404 Job not found', async (_case, id) => {
      expectError(await api(`/api/jobs/${id}`, { token: seeker.token }), 404, JobMessages.notFound);
    });

    it('needs a token (401)', async () => {
      const id = await createJob(owner, { title: `${marker()} Token Needed` });
      expectError(await api(`/api/jobs/${id}`), 401, Messages.unauthenticated);
    });
  });

  // ---------- PUT /api/jobs/{id} ----------

  describe('PUT /api/jobs/{id}', () => {
    it('lets the owner send the whole job back: only the editable fields change', async () => {
      const m = marker();
      const id = await createJob(owner, { title: `${m} Frontend`, skillsets: ['React'] });
      const job = await jobOf(id);
      const deadline = new Date(Date.now() + 3 * DAY_MS).toISOString();
      const edited = {
        title: `${m} Frontend Lead`,
        jobType: 'Part Time',
        salary: 70000,
        duration: 2,
        skillsets: ['React', 'Redux'],
        deadline,
        maxApplicants: 50,
        maxPositions: 5,
        interviewQuestions: 3,
        requiresInterview: true,
      } as const;
      // Read-only fields sent back changed are ignored.
      const res = await putJob(owner.token, id, {
        ...job,
        ...edited,
        rating: 5,
        acceptedCandidates: 9,
        activeApplications: 9,
        userId: rival.id,
        recruiter: { name: 'Somebody Else' },
        dateOfPosting: '2001-01-01T00:00:00.000Z',
      });
      expectOk(res, JobMessages.updated);
      expect(await jobOf(id)).toEqual({ ...job, ...edited });
      expect(await jobOf(id, owner.token)).toEqual({ ...job, ...edited });
    });

    it('refuses another recruiter (403), an applicant (403), no token (401) and unknown ids (404); the job is unchanged', async () => {
      const id = await createJob(owner, { title: `${marker()} Guarded`, salary: 1000 });
      const before = await jobOf(id);
      expectError(await putJob(rival.token, id, { ...before, salary: 9 }), 403, JobMessages.notOwner);
      expectError(await putJob(seeker.token, id, { ...before, salary: 9 }), 403, Messages.forbiddenRole('recruiter'));
      expectError(await putJob(undefined, id, { ...before, salary: 9 }), 401, Messages.unauthenticated);
      expectError(await putJob(owner.token, 'not-a-uuid', { salary: 9 }), 404, JobMessages.notFound);
      expectError(await putJob(owner.token, randomUUID(), { salary: 9 }), 404, JobMessages.notFound);
      expect(await jobOf(id)).toEqual(before);
    });

    it.each([
      ['maxApplicants 0', { maxApplicants: 0 }, 'Maximum number of applicants must be at least 1'],
      ['maxPositions 0', { maxPositions: 0 }, 'Positions available must be at least 1'],
      ['a negative salary', { salary: -5 }, 'Salary cannot be negative'],
      ['interviewQuestions 4', { interviewQuestions: 4 }, 'Interview questions must be one of 1, 3, 5, 7, 10'],
      ['an unknown jobType', { jobType: 'Contract' }, 'Job type must be Full Time, Part Time or Work From Home'],
      ['an empty title', { title: '' }, 'Title is required'],
      ['a deadline that is not a date', { deadline: 'next friday' }, 'Deadline must be a date'],
    ])('refuses %s with 400 and leaves the job unchanged', async (_case, fields, message) => {
      const id = await createJob(owner, { title: `${marker()} Validated Update`, salary: 1000 });
      const before = await jobOf(id);
      expectError(await putJob(owner.token, id, { ...before, salary: 2000, ...fields }), 400, message);
      expect(await jobOf(id)).toEqual(before);
    });

    it('refuses maxPositions below the accepted count with 409 (unchanged), and allows it down to that count', async () => {
      const m = marker();
      const id = await createJob(owner, { title: `${m} Two Hires`, maxPositions: 3 });
      const [first, second] = await applicants(['Hema Hired', 'Imran Hired']);
      await hire(owner, first, id, 'shortlisted', 'accepted');
      await hire(owner, second, id, 'shortlisted', 'accepted');

      // acceptedCandidates is the jobs service's copy, fed by events.
      const counted = await eventually(
        () => jobOf(id),
        (j) => j.acceptedCandidates === 2,
      );
      expect(counted).toMatchObject({ acceptedCandidates: 2, activeApplications: 2, maxPositions: 3 });
      const [listed] = (await searchJobs(seeker.token, { q: m })).body;
      expect(listed).toMatchObject({ _id: id, acceptedCandidates: 2 });

      expectError(await putJob(owner.token, id, { ...counted, maxPositions: 1 }), 409, JobMessages.positionsBelowAccepted(2));
      expect(await jobOf(id)).toEqual(counted);
      expectOk(await putJob(owner.token, id, { ...counted, maxPositions: 2 }), JobMessages.updated);
      expect(await jobOf(id)).toEqual({ ...counted, maxPositions: 2 });
    });
    it('applies changed limits to applications once job.updated has reached them: more applicants, fewer positions', async () => {
      const m = marker();
      const id = await createJob(owner, { title: `${m} Resized`, maxApplicants: 2, maxPositions: 3 });
      const [first, second, third] = await applicants(['Resize One', 'Resize Two', 'Resize Three']);
      const firstApp = await applyOk(first, id);
      const secondApp = await applyOk(second, id);
      expectError(await applyTo(third, id, { sop: 'Full?' }), 409, ApplicationMessages.jobFull);

      const job = await jobOf(id);
      const title = `${m} Resized Again`;
      expectOk(await putJob(owner.token, id, { ...job, title, maxApplicants: 3, maxPositions: 1 }), JobMessages.updated);
      // The same event carries the title, the limits and the version: once the title shows, the limits hold.
      const seen = await eventually(
        () => applicationTo(first, id),
        (a) => a.job.title === title,
      );
      expect(seen.job.title).toBe(title);

      await applyOk(third, id);
      await moveOk(owner, firstApp, 'shortlisted', 'accepted');
      await moveOk(owner, secondApp, 'shortlisted');
      expectError(await setStatus(owner.token, secondApp, 'accepted'), 409, ApplicationMessages.positionsFilled);
      expect(await statusOf(second, id)).toBe('shortlisted');
    });
  });

  // ---------- DELETE /api/jobs/{id} ----------

  describe('DELETE /api/jobs/{id}', () => {
    it('refuses another recruiter (403), an applicant (403), no token (401) and unknown ids (404); the job stays', async () => {
      const id = await createJob(owner, { title: `${marker()} Keep Me` });
      const before = await jobOf(id);
      expectError(await deleteJob(rival.token, id), 403, JobMessages.notOwner);
      expectError(await deleteJob(seeker.token, id), 403, Messages.forbiddenRole('recruiter'));
      expectError(await deleteJob(undefined, id), 401, Messages.unauthenticated);
      expectError(await deleteJob(owner.token, 'not-a-uuid'), 404, JobMessages.notFound);
      expectError(await deleteJob(owner.token, randomUUID()), 404, JobMessages.notFound);
      expect(await jobOf(id)).toEqual(before);
    });

    it('lets the owner delete: the job is gone, its applied and shortlisted applications become deleted, accepted and rejected ones stay', async () => {
      const m = marker();
      const id = await createJob(owner, { title: `${m} Withdrawn Role` });
      const [applied, shortlisted, accepted, rejected, late] = await applicants(['Del Applied', 'Del Shortlisted', 'Del Accepted', 'Del Rejected', 'Del Late']);
      await applyOk(applied, id);
      const shortlistedApp = await hire(owner, shortlisted, id, 'shortlisted');
      await hire(owner, accepted, id, 'shortlisted', 'accepted');
      await hire(owner, rejected, id, 'rejected');
      const acceptedBefore = await applicationTo(accepted, id);
      const rejectedBefore = await applicationTo(rejected, id);

      const before = Date.now();
      expectOk(await deleteJob(owner.token, id), JobMessages.deleted);
      const after = Date.now();
      expectError(await api(`/api/jobs/${id}`, { token: seeker.token }), 404, JobMessages.notFound);
      expect(await jobIds(seeker.token, { q: m })).toEqual([]);
      expect(await jobIds(owner.token, { q: m, myjobs: 1 })).toEqual([]);
      expectError(await deleteJob(owner.token, id), 404, JobMessages.notFound);

      for (const person of [applied, shortlisted]) {
        const app = await eventually(
          () => applicationTo(person, id),
          (a) => a.status === 'deleted',
        );
        expect({ who: person.name, status: app.status }).toEqual({ who: person.name, status: 'deleted' });
        expectTimeBetween(app.dateOfJoining, before, after + EVENTUAL_MS);
      }
      expect(await applicationTo(accepted, id)).toEqual(acceptedBefore);
      expect(await applicationTo(rejected, id)).toEqual(rejectedBefore);

      // What is left of the job answers as gone; a deleted application is final.
      expectError(await applyTo(late, id, { sop: 'Too late' }), 404, JobMessages.notFound);
      expect(await mine(late)).toEqual([]);
      expectError(await applicantsOf(owner, { jobId: id }), 404, JobMessages.notFound);
      expectError(await setStatus(owner.token, shortlistedApp, 'accepted'), 409, ApplicationMessages.invalidTransition('deleted', 'accepted'));
      expect(await statusOf(shortlisted, id)).toBe('deleted');
    });
  });

  // ---------- GET /api/jobs ----------

  describe('GET /api/jobs', () => {
    let m: string;
    /** J1-J3 and the expired JX are the owner's, J4 the rival's. */
    let J1: string, J2: string, J3: string, J4: string, JX: string;

    beforeAll(async () => {
      m = marker();
      J1 = await createJob(owner, { title: `${m} Alpha React Developer`, skillsets: ['React', 'Node.js'], jobType: 'Full Time', salary: 50000, duration: 3 });
      J2 = await createJob(owner, { title: `${m} Beta Data Analyst`, skillsets: ['Python', `Sk${m}`], jobType: 'Part Time', salary: 20000, duration: 0 });
      J3 = await createJob(owner, { title: `${m} Gamma Support`, skillsets: ['Excel'], jobType: 'Work From Home', salary: 80000, duration: 6 });
      J4 = await createJob(rival, { title: `${m} Delta Backend`, skillsets: ['Go'], jobType: 'Full Time', salary: 30000, duration: 5 });
      JX = await createJob(owner, { title: `${m} Expired Role`, jobType: 'Full Time', salary: 60000, duration: 1 });
      const expired = await jobOf(JX);
      expectOk(await putJob(owner.token, JX, { ...expired, deadline: new Date(Date.now() - 60_000).toISOString() }), JobMessages.updated);
    });

    it('matches q against titles, case-insensitively, newest first; expired jobs are left out; each job is complete', async () => {
      const res = await searchJobs(seeker.token, { q: m.toUpperCase() });
      expect(res.status).toBe(200);
      expect(res.headers.get(TOTAL_COUNT_HEADER)).toBe('4');
      expect(res.body.map((j) => j._id)).toEqual([J4, J3, J2, J1]);
      // A search answer adds where the words matched (highlights) and leaves the description to the job's own answer; the rest is the job as read by id.
      for (const job of res.body) {
        expect(job).not.toHaveProperty('description');
        const { description: _description, ...byId } = await jobOf(job._id);
        expect({ ...job, highlights: undefined }).toEqual({ ...byId, highlights: undefined });
      }
      expect(res.body.map((j) => [j.recruiter.name, j.rating, j.acceptedCandidates])).toEqual([
        [rival.name, -1, 0],
        [owner.name, -1, 0],
        [owner.name, -1, 0],
        [owner.name, -1, 0],
      ]);
      expect(await jobIds(owner.token, { q: `${m} ALPHA react` })).toEqual([J1]);
      expect(await jobIds(seeker.token, { q: `  ${m} beta  ` })).toEqual([J2]);
    });

    it('matches q against skills, case-insensitively, and takes % and _ literally', async () => {
      expect(await jobIds(seeker.token, { q: `SK${m.toUpperCase()}` })).toEqual([J2]);
      expect(await jobIds(seeker.token, { q: `${m}%alpha` })).toEqual([]);
      expect(await jobIds(seeker.token, { q: `${m}_alpha` })).toEqual([]);
    });

    it('filters by repeated jobType', async () => {
      expect(await jobIds(seeker.token, { q: m, jobType: ['Full Time', 'Part Time'] })).toEqual([J4, J2, J1]);
      expect(await jobIds(seeker.token, { q: m, jobType: 'Work From Home' })).toEqual([J3]);
      expect(await jobIds(seeker.token, { q: m, jobType: ['Full Time', 'Full Time'] })).toEqual([J4, J1]);
    });

    it('bounds the salary with salaryMin and salaryMax, both inclusive', async () => {
      expect(await jobIds(seeker.token, { q: m, salaryMin: 30000, salaryMax: 50000 })).toEqual([J4, J1]);
      expect(await jobIds(seeker.token, { q: m, salaryMin: 50001 })).toEqual([J3]);
      expect(await jobIds(seeker.token, { q: m, salaryMax: 20000 })).toEqual([J2]);
      expect(await jobIds(seeker.token, { q: m, jobType: 'Full Time', salaryMin: 40000 })).toEqual([J1]);
    });

    it('reads duration 0 as any and N as shorter than N months (Flexible included)', async () => {
      expect(await jobIds(seeker.token, { q: m, duration: 0 })).toEqual([J4, J3, J2, J1]);
      expect(await jobIds(seeker.token, { q: m, duration: 1 })).toEqual([J2]);
      expect(await jobIds(seeker.token, { q: m, duration: 4 })).toEqual([J2, J1]);
      expect(await jobIds(seeker.token, { q: m, duration: 6 })).toEqual([J4, J2, J1]);
      expect(await jobIds(seeker.token, { q: m, duration: 7 })).toEqual([J4, J3, J2, J1]);
    });

    it('sorts by salary and duration, ascending and descending', async () => {
      expect(await jobIds(seeker.token, { q: m, asc: 'salary' })).toEqual([J2, J4, J1, J3]);
      expect(await jobIds(seeker.token, { q: m, desc: 'salary' })).toEqual([J3, J1, J4, J2]);
      expect(await jobIds(seeker.token, { q: m, asc: 'duration' })).toEqual([J2, J1, J4, J3]);
      expect(await jobIds(seeker.token, { q: m, desc: 'duration' })).toEqual([J3, J4, J1, J2]);
      expect(await jobIds(seeker.token, { q: m, jobType: 'Full Time', desc: 'duration' })).toEqual([J4, J1]);
    });

    it('pages with page and limit, X-Total-Count giving every match', async () => {
      expect(await jobIds(seeker.token, { q: m, asc: 'salary', limit: 3 }, 4)).toEqual([J2, J4, J1]);
      expect(await jobIds(seeker.token, { q: m, asc: 'salary', limit: 3, page: 2 }, 4)).toEqual([J3]);
      expect(await jobIds(seeker.token, { q: m, asc: 'salary', limit: 3, page: 3 }, 4)).toEqual([]);
      expect(await jobIds(seeker.token, { q: m, desc: 'salary', limit: 1, page: 2 }, 4)).toEqual([J1]);
    });

    it("lists a recruiter's own jobs with myjobs=1, expired ones included, with the same filters", async () => {
      expect(await jobIds(owner.token, { q: m, myjobs: 1 })).toEqual([JX, J3, J2, J1]);
      expect(await jobIds(owner.token, { q: m, myjobs: 1, jobType: 'Full Time' })).toEqual([JX, J1]);
      expect(await jobIds(owner.token, { q: m, myjobs: 1, desc: 'salary', limit: 2 }, 4)).toEqual([J3, JX]);
      expect(await jobIds(rival.token, { q: m, myjobs: 1 })).toEqual([J4]);
      expect(await jobIds(owner.token, { q: m, myjobs: 0 })).toEqual([J4, J3, J2, J1]);
      expect((await searchJobs(owner.token, { q: m, myjobs: 1 })).body[0]).toMatchObject({ _id: JX, deadline: (await jobOf(JX)).deadline });
    });

    it('leaves a job out of the public list, X-Total-Count included, as soon as its deadline passes', async () => {
      const soon = marker();
      const deadline = Date.now() + 1500;
      const id = await createJob(owner, { title: `${soon} Closing Now`, deadline: new Date(deadline).toISOString() });
      expect(await jobIds(seeker.token, { q: soon }, 1)).toEqual([id]);
      await sleep(deadline + 200 - Date.now());
      const res = await searchJobs(seeker.token, { q: soon });
      expect({ status: res.status, ids: res.body.map((j) => j._id), total: res.headers.get(TOTAL_COUNT_HEADER) }).toEqual({ status: 200, ids: [], total: '0' });
      expect(await jobIds(owner.token, { q: soon, myjobs: 1 }, 1)).toEqual([id]);
    });

    it('refuses myjobs=1 to an applicant (403) and every list without a token (401)', async () => {
      expectError(await searchJobs(seeker.token, { q: m, myjobs: 1 }), 403, Messages.forbiddenRole('recruiter'));
      expectError(await searchJobs(undefined, { q: m }), 401, Messages.unauthenticated);
    });

    it.each([
      ['salaryMin that is not a number', { salaryMin: 'lots' }, 'salaryMin must be a number'],
      ['an unknown jobType', { jobType: 'Contract' }, 'Job type must be Full Time, Part Time or Work From Home'],
      ['an unknown sort field', { asc: 'title' }, 'Sort must be one of salary, duration, rating'],
      ['duration 8', { duration: 8 }, 'duration must be at most 7'],
      ['limit 201', { limit: 201 }, 'limit must be at most 200'],
      ['page 0', { page: 0 }, 'page must be at least 1'],
      ['myjobs=yes', { myjobs: 'yes' }, 'myjobs must be 1 or 0'],
      ['q over 200 characters', { q: 'x'.repeat(201) }, 'q must be at most 200 characters'],
    ])('refuses %s with 400', async (_case, params, message) => {
      expectError(await searchJobs(owner.token, { q: m, ...params }), 400, message);
    });
  });
}
