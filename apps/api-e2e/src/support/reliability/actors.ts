import { ApiPaths, JobMessages, type AuthResponse, type CreateJobRequest, type MessageResponse } from '@hirewise/contracts';
import { uniqueEmail, type Api } from '../http';
import { decodePayload } from '../jwt';

/** People and jobs the reliability scenarios set up before a load, through the gateway. */
export interface Person {
  token: string;
  id: string;
  name: string;
  type: 'applicant' | 'recruiter';
}

export const PASSWORD = 'S3cret-pass!';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `fn` over `items` with at most `width` at a time, keeping the order of results. */
export async function inBatches<T, R>(items: readonly T[], width: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += width) results.push(...(await Promise.all(items.slice(i, i + width).map((item, j) => fn(item, i + j)))));
  return results;
}

/** Polls `read` until `done` holds or the time is up; returns the last value for the caller to assert on. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000, everyMs = 250): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() >= deadline) return value;
    await sleep(everyMs);
  }
}

export async function signup(api: Api, type: Person['type'], name: string): Promise<Person> {
  const res = await api<AuthResponse>(ApiPaths.signup, { method: 'POST', body: { type, email: uniqueEmail(`rel-${type}`), password: PASSWORD, name } });
  if (res.status !== 200) throw new Error(`signup of ${name} answered ${res.status}: ${res.text}`);
  return { token: res.body.token, id: decodePayload(res.body.token).sub as string, name, type };
}

export const signupMany = (api: Api, type: Person['type'], prefix: string, count: number): Promise<Person[]> =>
  inBatches(Array.from({ length: count }, (_, i) => `${prefix} ${String(i).padStart(3, '0')}`), 10, (name) => signup(api, type, name));

export async function postJob(api: Api, recruiter: Person, job: CreateJobRequest): Promise<string> {
  const res = await api<MessageResponse & { _id: string }>('/api/jobs', { method: 'POST', token: recruiter.token, body: job });
  if (res.status !== 201 || res.body.message !== JobMessages.created) throw new Error(`job ${job.title} answered ${res.status}: ${res.text}`);
  return res.body._id;
}
