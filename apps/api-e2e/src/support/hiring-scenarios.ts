import { randomBytes, randomUUID } from 'node:crypto';
import {
  ApiPaths,
  ApplicationMessages,
  AuthMessages,
  JobMessages,
  Messages,
  NEW_JOB_DEFAULTS,
  SOP_WORD_LIMIT_MESSAGE,
  TOTAL_COUNT_HEADER,
  WORD_LIMIT,
  type Application,
  type ApplicationStatus,
  type AuthResponse,
  type CreateJobRequest,
  type Job,
  type MessageResponse,
  type UserProfile,
} from '@hirewise/contracts';
import { uniqueEmail, words, type Api, type ApiResponse } from './http';
import { decodePayload } from './jwt';
import type { MainStack } from './main-stack';
import type { RunMode } from './stack';

/** Texts the services answer with that have no constant in the contracts. */
const RATE_WITH_JOB = 'Applicants rate a job: send a rating with jobId';
const RATE_WITH_APPLICANT = 'Recruiters rate an applicant: send a rating with applicantId';
const RATE_ONE_TARGET = 'Send a rating with either jobId or applicantId';
const RATING_RANGE = 'Rating must be from 1 to 5';
const RATING_WHOLE = 'Rating must be a whole number from 1 to 5';
const BAD_STATUS = 'Status must be shortlisted, accepted, rejected or finished';
const NOT_AN_OBJECT = 'Request body must be a JSON object';

const PASSWORD = 'S3cret-pass!';
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Events are delivered asynchronously: read models are polled this long before asserting. */
const EVENTUAL_MS = 8000;
/** Server clocks and ours are the same machine's; timestamps may still differ by a transaction's length. */
const CLOCK_SLACK_MS = 2000;
const DAY_MS = 86_400_000;

interface Person {
  token: string;
  id: string;
  name: string;
  type: 'applicant' | 'recruiter';
}

type JobFields = Omit<CreateJobRequest, 'title'> & { title?: unknown };
type QueryValue = string | number | readonly (string | number)[] | undefined;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const later = async <T>(ms: number, fn: () => Promise<T>): Promise<T> => {
  await sleep(ms);
  return fn();
};

/** A word no other test's job contains: every list query filters by it with q. */
const marker = () => `hw${randomBytes(5).toString('hex')}`;

/** Repeated keys for arrays (jobType=a&jobType=b), as the web client sends them. */
function qs(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

function expectError(res: ApiResponse<unknown>, status: number, message: string): void {
  expect({ status: res.status, body: res.body }).toEqual({ status, body: { message } });
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
}

function expectOk(res: ApiResponse<unknown>, message: string, status = 200): void {
  expect({ status: res.status, body: res.body }).toEqual({ status, body: { message } });
}

/** An ISO time between two of our clock readings, give or take the slack. */
function expectTimeBetween(iso: string | null | undefined, from: number, to: number): void {
  expect(typeof iso).toBe('string');
  const t = Date.parse(iso as string);
  expect({ iso, after: t >= from - CLOCK_SLACK_MS, before: t <= to + CLOCK_SLACK_MS }).toEqual({ iso, after: true, before: true });
}

/** Polls `read` until `done` holds or the time is up, and returns the last value for the caller to assert on. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = EVENTUAL_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() >= deadline) return value;
    await sleep(100);
  }
}

/** Runs `fn` over `items` with at most `width` at a time, keeping the order of results. */
async function inBatches<T, R>(items: readonly T[], width: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += width) {
    results.push(...(await Promise.all(items.slice(i, i + width).map((item, j) => fn(item, i + j)))));
  }
  return results;
}

/**
 * The hiring core's public API (spec sections 3-7 and 9; architecture sections 2-4; the state
 * machine table), over HTTP against the whole stack in the given run mode, as both roles. Every
 * refused write is followed by a read showing that nothing changed. Read models fed by events
 * (job counts and ratings, applicant ratings, deleted applications) are polled for a few seconds.
 */
export function describeHiringApi(mode: RunMode, main: MainStack): void {
  describe(`hiring core API end to end (${mode} mode)`, () => {
    let api: Api;
    /** A recruiter and an applicant for reads and for checks that need no fresh account. */
    let owner: Person;
    let rival: Person;
    let seeker: Person;

    // ---------- helpers bound to this stack ----------

    async function signupAs(type: Person['type'], name: string, extra: Record<string, unknown> = {}): Promise<Person> {
      const res = await api<AuthResponse>(ApiPaths.signup, { method: 'POST', body: { type, email: uniqueEmail(type), password: PASSWORD, name, ...extra } });
      expect({ status: res.status, type: res.body.type }).toEqual({ status: 200, type });
      return { token: res.body.token, id: decodePayload(res.body.token).sub as string, name, type };
    }

    const applicants = (names: readonly string[]) => inBatches(names, 6, (name) => signupAs('applicant', name));

    const postJob = (token: string | undefined, body: unknown) => api<MessageResponse & { _id: string }>('/api/jobs', { method: 'POST', token, body });

    async function createJob(recruiter: Person, fields: JobFields & { title: string }): Promise<string> {
      const res = await postJob(recruiter.token, fields);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 201, message: JobMessages.created });
      expect(res.body._id).toMatch(UUID_SHAPE);
      return res.body._id;
    }

    async function jobOf(id: string, token = seeker.token): Promise<Job> {
      const res = await api<Job>(`/api/jobs/${id}`, { token });
      expect({ id, status: res.status }).toEqual({ id, status: 200 });
      return res.body;
    }

    const putJob = (token: string | undefined, id: string, body: unknown) => api<MessageResponse>(`/api/jobs/${id}`, { method: 'PUT', token, body });
    const deleteJob = (token: string | undefined, id: string) => api<MessageResponse>(`/api/jobs/${id}`, { method: 'DELETE', token });

    async function searchJobs(token: string | undefined, params: Record<string, QueryValue>): Promise<ApiResponse<Job[]>> {
      return api<Job[]>(`/api/jobs${qs(params)}`, { token });
    }

    /** The ids a job search answers, in order, after checking the status and X-Total-Count. */
    async function jobIds(token: string, params: Record<string, QueryValue>, total?: number): Promise<string[]> {
      const res = await searchJobs(token, params);
      expect({ params, status: res.status }).toEqual({ params, status: 200 });
      const ids = res.body.map((j) => j._id);
      expect({ params, total: res.headers.get(TOTAL_COUNT_HEADER) }).toEqual({ params, total: String(total ?? ids.length) });
      return ids;
    }

    const applyTo = (person: Person | undefined, jobId: string, body: unknown = {}) =>
      api<MessageResponse>(`/api/jobs/${jobId}/applications`, { method: 'POST', token: person?.token, body });

    async function applyOk(person: Person, jobId: string, sop = 'I would love to work here.'): Promise<string> {
      const res = await applyTo(person, jobId, { sop });
      expect({ who: person.name, status: res.status, body: res.body }).toEqual({ who: person.name, status: 201, body: { message: ApplicationMessages.applied } });
      return (await applicationTo(person, jobId))._id;
    }

    async function mine(person: Person): Promise<Application[]> {
      const res = await api<Application[]>('/api/applications?limit=200', { token: person.token });
      expect(res.status).toBe(200);
      expect(res.headers.get(TOTAL_COUNT_HEADER)).toBe(String(res.body.length));
      return res.body;
    }

    /** The person's newest application to the job. */
    async function applicationTo(person: Person, jobId: string): Promise<Application> {
      const found = (await mine(person)).find((a) => a.jobId === jobId);
      expect({ who: person.name, jobId, found: found !== undefined }).toEqual({ who: person.name, jobId, found: true });
      return found as Application;
    }

    async function statusOf(person: Person, jobId: string): Promise<ApplicationStatus> {
      return (await applicationTo(person, jobId)).status;
    }

    async function applicantsOf(recruiter: Person, params: Record<string, QueryValue>): Promise<ApiResponse<Application[]>> {
      return api<Application[]>(`/api/applicants${qs(params)}`, { token: recruiter.token });
    }

    /** Applicant names of a recruiter's list, in order, after checking the status and X-Total-Count. */
    async function applicantNames(recruiter: Person, params: Record<string, QueryValue>, total?: number): Promise<string[]> {
      const res = await applicantsOf(recruiter, params);
      expect({ params, status: res.status }).toEqual({ params, status: 200 });
      const names = res.body.map((a) => a.jobApplicant.name);
      expect({ params, total: res.headers.get(TOTAL_COUNT_HEADER) }).toEqual({ params, total: String(total ?? names.length) });
      return names;
    }

    const setStatus = (token: string | undefined, applicationId: string, status: unknown) =>
      api<MessageResponse>(`/api/applications/${applicationId}`, { method: 'PUT', token, body: { status, dateOfJoining: new Date().toISOString() } });

    /** The recruiter moves the application through each status in turn, each answered 200 with its message. */
    async function moveOk(recruiter: Person, applicationId: string, ...statuses: ApplicationStatus[]): Promise<void> {
      for (const status of statuses) {
        const res = await setStatus(recruiter.token, applicationId, status);
        expect({ applicationId, status: res.status, body: res.body }).toEqual({
          applicationId,
          status: 200,
          body: { message: ApplicationMessages.statusUpdated(status) },
        });
      }
    }

    /** Applies and then moves the application: the usual way to reach a status. */
    async function hire(recruiter: Person, person: Person, jobId: string, ...statuses: ApplicationStatus[]): Promise<string> {
      const id = await applyOk(person, jobId);
      await moveOk(recruiter, id, ...statuses);
      return id;
    }

    const putRating = (person: Person | undefined, body: unknown) => api<MessageResponse>('/api/rating', { method: 'PUT', token: person?.token, body });

    async function ratingBy(person: Person, id: string): Promise<number> {
      const res = await api<{ rating: number }>(`/api/rating?id=${id}`, { token: person.token });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['rating']);
      return res.body.rating;
    }

    async function userRating(person: Person): Promise<number> {
      const res = await api<UserProfile & { rating: number }>(ApiPaths.user, { token: person.token });
      expect(res.status).toBe(200);
      return res.body.rating;
    }

    beforeAll(async () => {
      api = main.api;
      [owner, rival, seeker] = await Promise.all([
        signupAs('recruiter', 'Meera Menon'),
        signupAs('recruiter', 'Omar Qureshi'),
        signupAs('applicant', 'Sita Seeker'),
      ]);
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
        for (const job of res.body) expect(job).toEqual(await jobOf(job._id));
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

    // ---------- concurrency through the whole stack ----------

    describe('concurrency', () => {
      let boss: Person;
      let pool: Person[];

      beforeAll(async () => {
        boss = await signupAs('recruiter', 'Chandra Concurrent');
        pool = await applicants(Array.from({ length: 30 }, (_, i) => `Crowd ${String(i).padStart(2, '0')}`));
      }, 60_000);

      // Runs first: nobody in the pool holds an accepted job yet.
      it('answers 30 applications to one job and 30 updates of another, all at once, each correctly and without a 503', async () => {
        const m = marker();
        const edited = await createJob(boss, { title: `${m} Busy Edits` });
        const crowded = await createJob(boss, { title: `${m} Crowded` });
        const base = await jobOf(edited);
        const salaries = pool.map((_, i) => 1000 * (i + 1));

        const [applies, updates] = await Promise.all([
          Promise.all(pool.map((person, i) => applyTo(person, crowded, { sop: `Applicant number ${i}` }))),
          Promise.all(salaries.map((salary) => putJob(boss.token, edited, { ...base, salary }))),
        ]);
        expect(applies.map((r) => [r.status, r.body])).toEqual(pool.map(() => [201, { message: ApplicationMessages.applied }]));
        expect(updates.map((r) => [r.status, r.body])).toEqual(salaries.map(() => [200, { message: JobMessages.updated }]));

        const read = await api<Job>(`/api/jobs/${crowded}`, { token: seeker.token });
        expect(read.status).toBe(200);
        expect(read.elapsedMs).toBeLessThan(1000);
        const after = await api<Job>(`/api/jobs/${edited}`, { token: seeker.token });
        expect(after.status).toBe(200);
        expect(after.elapsedMs).toBeLessThan(1000);
        expect(salaries).toContain(after.body.salary);
        expect(after.body).toEqual({ ...base, salary: after.body.salary });

        expect(await applicantNames(boss, { jobId: crowded, asc: 'jobApplicant.name' }, 30)).toEqual(pool.map((p) => p.name));
        const counted = await eventually(
          () => jobOf(crowded),
          (j) => j.activeApplications === 30,
        );
        expect(counted.activeApplications).toBe(30);
      }, 60_000);

      it('accepts exactly maxPositions (3) of 20 shortlisted applicants accepted in parallel; the rest get 409', async () => {
        const jobId = await createJob(boss, { title: `${marker()} Three Seats`, maxPositions: 3 });
        const twenty = pool.slice(0, 20);
        const applied = await Promise.all(twenty.map((person) => applyTo(person, jobId, { sop: 'Pick me' })));
        expect(applied.map((r) => r.status)).toEqual(twenty.map(() => 201));
        const list = (await applicantsOf(boss, { jobId, limit: 200 })).body;
        expect(list).toHaveLength(20);
        const ids = list.map((a) => a._id);
        const shortlisted = await Promise.all(ids.map((id) => setStatus(boss.token, id, 'shortlisted')));
        expect(shortlisted.map((r) => r.status)).toEqual(ids.map(() => 200));

        const accepts = await Promise.all(ids.map((id) => setStatus(boss.token, id, 'accepted')));
        const won = ids.filter((_, i) => accepts[i].status === 200);
        expect(accepts.filter((r) => r.status === 200).map((r) => r.body)).toEqual([0, 1, 2].map(() => ({ message: ApplicationMessages.statusUpdated('accepted') })));
        expect(accepts.filter((r) => r.status !== 200).map((r) => [r.status, r.body])).toEqual(
          Array.from({ length: 17 }, () => [409, { message: ApplicationMessages.positionsFilled }]),
        );

        const after = (await applicantsOf(boss, { jobId, limit: 200 })).body;
        expect(after.filter((a) => a.status === 'accepted').map((a) => a._id).sort()).toEqual([...won].sort());
        expect(after.filter((a) => a.status === 'shortlisted')).toHaveLength(17);
        const counted = await eventually(
          () => jobOf(jobId),
          (j) => j.acceptedCandidates === 3,
        );
        expect(counted).toMatchObject({ acceptedCandidates: 3, activeApplications: 20 });
      }, 60_000);

      it('takes one of 5 simultaneous applications by the same applicant to one job', async () => {
        const jobId = await createJob(boss, { title: `${marker()} Double Click` });
        const clicker = pool[29];
        const results = await Promise.all(Array.from({ length: 5 }, (_, i) => applyTo(clicker, jobId, { sop: `Attempt ${i}` })));
        expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
        for (const r of results.filter((x) => x.status === 409)) expect(r.body).toEqual({ message: ApplicationMessages.alreadyApplied });
        expect(await applicantNames(boss, { jobId })).toEqual([clicker.name]);
      });

      it('takes one of two simultaneous accepts of the same application', async () => {
        const jobId = await createJob(boss, { title: `${marker()} Accept Twice` });
        const [twin] = await applicants(['Accepted Once']);
        const id = await hire(boss, twin, jobId, 'shortlisted');
        const results = await Promise.all([setStatus(boss.token, id, 'accepted'), setStatus(boss.token, id, 'accepted')]);
        expect(results.map((r) => [r.status, r.body]).sort()).toEqual([
          [200, { message: ApplicationMessages.statusUpdated('accepted') }],
          [409, { message: ApplicationMessages.invalidTransition('accepted', 'accepted') }],
        ]);
        const counted = await eventually(
          () => jobOf(jobId),
          (j) => j.acceptedCandidates === 1,
        );
        expect(counted.acceptedCandidates).toBe(1);
      });

      it('never lets maxPositions end below the accepted count when it is lowered while an accept is under way', async () => {
        const jobId = await createJob(boss, { title: `${marker()} Shrinking`, maxPositions: 2 });
        const [first, second] = await applicants(['Shrink First', 'Shrink Second']);
        await hire(boss, first, jobId, 'shortlisted', 'accepted');
        const secondApp = await hire(boss, second, jobId, 'shortlisted');
        const settled = await eventually(
          () => jobOf(jobId),
          (j) => j.acceptedCandidates === 1,
        );
        expect(settled).toMatchObject({ acceptedCandidates: 1, maxPositions: 2 });

        // Either may win, but not both: one accepted at 1 position lets nothing more in, two accepted keep 2 positions.
        const [accept, shrink] = await Promise.all([setStatus(boss.token, secondApp, 'accepted'), putJob(boss.token, jobId, { ...settled, maxPositions: 1 })]);
        const accepted = accept.status === 200 ? 2 : 1;
        const after = await eventually(
          () => jobOf(jobId),
          (j) => j.acceptedCandidates === accepted,
        );
        expect({
          accept: [accept.status, accept.body],
          shrink: [shrink.status, shrink.body],
          maxPositions: after.maxPositions,
          acceptedCandidates: after.acceptedCandidates,
        }).toEqual(
          accepted === 2
            ? {
                accept: [200, { message: ApplicationMessages.statusUpdated('accepted') }],
                shrink: [409, { message: JobMessages.positionsBelowAccepted(2) }],
                maxPositions: 2,
                acceptedCandidates: 2,
              }
            : {
                accept: [409, { message: ApplicationMessages.positionsFilled }],
                shrink: [200, { message: JobMessages.updated }],
                maxPositions: 1,
                acceptedCandidates: 1,
              },
        );
      });

      it('holds maxApplicants (4) against 10 simultaneous applications', async () => {
        const jobId = await createJob(boss, { title: `${marker()} Four Places`, maxApplicants: 4 });
        const ten = pool.slice(20, 30);
        const results = await Promise.all(ten.map((person) => applyTo(person, jobId, { sop: 'Let me in' })));
        const admitted = ten.filter((_, i) => results[i].status === 201).map((p) => p.name);
        expect(admitted).toHaveLength(4);
        expect(results.filter((r) => r.status !== 201).map((r) => [r.status, r.body])).toEqual(
          Array.from({ length: 6 }, () => [409, { message: ApplicationMessages.jobFull }]),
        );
        expect(await applicantNames(boss, { jobId, asc: 'jobApplicant.name' })).toEqual([...admitted].sort());
      });

      describe('accepting while the same applicants apply elsewhere', () => {
        let hiring: string;
        let eight: Person[];

        it('never leaves an applied application beside an accepted one', async () => {
          hiring = await createJob(boss, { title: `${marker()} Hiring Eight`, maxPositions: 10 });
          const elsewhere = await createJob(boss, { title: `${marker()} Elsewhere Open` });
          eight = pool.slice(20, 28);
          const ids: string[] = [];
          for (const person of eight) {
            ids.push(await applyOk(person, hiring));
            await moveOk(boss, ids[ids.length - 1], 'shortlisted');
          }
          // Staggered so that some applications go in before their accept and some after.
          const [accepts, applies] = await Promise.all([
            Promise.all(ids.map((id, i) => later((ids.length - 1 - i) * 8, () => setStatus(boss.token, id, 'accepted')))),
            Promise.all(eight.map((person, i) => later(i * 8, () => applyTo(person, elsewhere, { sop: 'Just in case' })))),
          ]);
          expect(accepts.map((r) => [r.status, r.body])).toEqual(ids.map(() => [200, { message: ApplicationMessages.statusUpdated('accepted') }]));
          for (const [i, person] of eight.entries()) {
            const res = applies[i];
            const other = (await mine(person)).find((a) => a.jobId === elsewhere);
            // Applied first (then cancelled by the accept) or refused because the accept came first.
            const outcome = res.status === 201 ? ['created', other?.status] : [res.status, res.body, other];
            expect({ who: person.name, outcome }).toEqual({
              who: person.name,
              outcome: res.status === 201 ? ['created', 'cancelled'] : [409, { message: ApplicationMessages.holdingJob }, undefined],
            });
            expect(await statusOf(person, hiring)).toBe('accepted');
          }
          const counted = await eventually(
            () => jobOf(elsewhere),
            (j) => j.activeApplications === 0,
          );
          expect(counted.activeApplications).toBe(0);
        });

        it('averages 8 simultaneous ratings of the job exactly', async () => {
          const ratings = [1, 2, 3, 4, 5, 1, 2, 4];
          const results = await Promise.all(eight.map((person, i) => putRating(person, { rating: ratings[i], jobId: hiring })));
          expect(results.map((r) => [r.status, r.body])).toEqual(eight.map(() => [200, { message: ApplicationMessages.ratingUpdated }]));
          const average = ratings.reduce((a, b) => a + b, 0) / ratings.length;
          expect((await eventually(() => jobOf(hiring), (j) => j.rating === average)).rating).toBe(average);
        });
      });

      it('deletes a job while applications to it arrive: every one is refused or ends deleted', async () => {
        const jobId = await createJob(boss, { title: `${marker()} Vanishing` });
        const ten = await applicants(Array.from({ length: 10 }, (_, i) => `Vanishing ${i}`));
        // Applications spread over ~50 ms, the deletion in the middle of them.
        const [deleted, ...applies] = await Promise.all([
          later(20, () => deleteJob(boss.token, jobId)),
          ...ten.map((person, i) => later(i * 5, () => applyTo(person, jobId, { sop: 'Still there?' }))),
        ]);
        expectOk(deleted, JobMessages.deleted);
        for (const [i, res] of applies.entries()) {
          expect({ i, outcome: [res.status, res.body] }).toEqual({
            i,
            outcome: res.status === 201 ? [201, { message: ApplicationMessages.applied }] : [404, { message: JobMessages.notFound }],
          });
        }
        for (const [i, person] of ten.entries()) {
          const statuses = async () => (await mine(person)).filter((a) => a.jobId === jobId).map((a) => a.status);
          const expected = applies[i].status === 201 ? ['deleted'] : [];
          expect({ who: person.name, statuses: await eventually(statuses, (s) => JSON.stringify(s) === JSON.stringify(expected)) }).toEqual({
            who: person.name,
            statuses: expected,
          });
        }
      });
    });
  });
}
