/**
 * What every area of the hiring API suite shares: the texts the services answer with, polling and
 * assertion helpers, and `useHiringWorld`, which signs up a recruiter (owner), a second recruiter
 * (rival) and an applicant (seeker) once per stack and binds the request helpers to it.
 */
import { randomBytes } from 'node:crypto';
import {
  ApiPaths,
  ApplicationMessages,
  JobMessages,
  TOTAL_COUNT_HEADER,
  type Application,
  type ApplicationStatus,
  type AuthResponse,
  type CreateJobRequest,
  type Job,
  type MessageResponse,
  type UserProfile,
} from '@hirewise/contracts';
import { uniqueEmail, type Api, type ApiResponse } from '../http';
import { decodePayload } from '../jwt';
import type { MainStack } from '../main-stack';

/** Texts the services answer with that have no constant in the contracts. */
export const RATE_WITH_JOB = 'Applicants rate a job: send a rating with jobId';
export const RATE_WITH_APPLICANT = 'Recruiters rate an applicant: send a rating with applicantId';
export const RATE_ONE_TARGET = 'Send a rating with either jobId or applicantId';
export const RATING_RANGE = 'Rating must be from 1 to 5';
export const RATING_WHOLE = 'Rating must be a whole number from 1 to 5';
export const BAD_STATUS = 'Status must be shortlisted, accepted, rejected or finished';
export const NOT_AN_OBJECT = 'Request body must be a JSON object';

export const PASSWORD = 'S3cret-pass!';
export const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Events are delivered asynchronously: read models are polled this long before asserting. */
export const EVENTUAL_MS = 8000;
/** Server clocks and ours are the same machine's; timestamps may still differ by a transaction's length. */
export const CLOCK_SLACK_MS = 2000;
export const DAY_MS = 86_400_000;

export interface Person {
  token: string;
  id: string;
  name: string;
  type: 'applicant' | 'recruiter';
}

export type JobFields = Omit<CreateJobRequest, 'title'> & { title?: unknown };
export type QueryValue = string | number | readonly (string | number)[] | undefined;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const later = async <T>(ms: number, fn: () => Promise<T>): Promise<T> => {
  await sleep(ms);
  return fn();
};

/** A word no other test's job contains: every list query filters by it with q. */
export const marker = () => `hw${randomBytes(5).toString('hex')}`;

/** Repeated keys for arrays (jobType=a&jobType=b), as the web client sends them. */
export function qs(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

export function expectError(res: ApiResponse<unknown>, status: number, message: string): void {
  expect({ status: res.status, body: res.body }).toEqual({ status, body: { message } });
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
}

export function expectOk(res: ApiResponse<unknown>, message: string, status = 200): void {
  expect({ status: res.status, body: res.body }).toEqual({ status, body: { message } });
}

/** An ISO time between two of our clock readings, give or take the slack. */
export function expectTimeBetween(iso: string | null | undefined, from: number, to: number): void {
  expect(typeof iso).toBe('string');
  const t = Date.parse(iso as string);
  expect({ iso, after: t >= from - CLOCK_SLACK_MS, before: t <= to + CLOCK_SLACK_MS }).toEqual({ iso, after: true, before: true });
}

/** Polls `read` until `done` holds or the time is up, and returns the last value for the caller to assert on. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = EVENTUAL_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() >= deadline) return value;
    await sleep(100);
  }
}

/** Runs `fn` over `items` with at most `width` at a time, keeping the order of results. */
export async function inBatches<T, R>(items: readonly T[], width: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += width) {
    results.push(...(await Promise.all(items.slice(i, i + width).map((item, j) => fn(item, i + j)))));
  }
  return results;
}

/** The stack's client and the three people every area reads with. */
export interface People {
  api: Api;
  owner: Person;
  rival: Person;
  seeker: Person;
}

/** Registers the beforeAll that signs the three people up (call it inside the describe); the helpers work from then on. */
export function useHiringWorld(main: MainStack) {
  let api: Api;
  /** A recruiter and an applicant for reads and for checks that need no fresh account. */
  let owner: Person;
  let rival: Person;
  let seeker: Person;

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

  return {
    people: (): People => ({ api, owner, rival, seeker }),
    signupAs,
    applicants,
    postJob,
    createJob,
    jobOf,
    putJob,
    deleteJob,
    searchJobs,
    jobIds,
    applyTo,
    applyOk,
    mine,
    applicationTo,
    statusOf,
    applicantsOf,
    applicantNames,
    setStatus,
    moveOk,
    hire,
    putRating,
    ratingBy,
    userRating,
  };
}

export type HiringWorld = ReturnType<typeof useHiringWorld>;
