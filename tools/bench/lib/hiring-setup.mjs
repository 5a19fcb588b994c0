/**
 * The hiring data the write benchmarks need, made through the API as users make it: one recruiter,
 * applicants signed up, open jobs, and the (applicant, job) pairs to apply with (each applicant
 * applies to `perApplicant` different jobs; consecutive pairs come from different applicants).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { ApiPaths } = require('@hirewise/contracts');

export const BENCH_PASSWORD = 'bench-password-1';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A JSON client for `baseUrl`: `(path, { method, token, body })` -> `{ status, body, headers }`. */
export function client(baseUrl) {
  return async (path, { method = 'GET', token, body } = {}) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: res.status, body: json, headers: res.headers };
  };
}

export async function inBatches(items, size, fn) {
  const out = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return out;
}

/**
 * @param {string} baseUrl the stack's origin
 * @param {{ applicants: number, jobs: number, perApplicant: number, log?: (line: string) => void }} o
 */
export async function setUpHiring(baseUrl, { applicants: count, jobs: jobCount, perApplicant, log = console.log }) {
  const api = client(baseUrl);
  const signup = async (type, i) => {
    const email = `bench-${type}-${i}-${Date.now()}@example.com`;
    const res = await api(ApiPaths.signup, { method: 'POST', body: { type, name: `Bench ${type} ${i}`, email, password: BENCH_PASSWORD } });
    if (res.status !== 200) throw new Error(`signup ${type} ${i}: ${res.status} ${JSON.stringify(res.body)}`);
    return { email, token: res.body.token, userId: JSON.parse(Buffer.from(res.body.token.split('.')[1], 'base64url')).sub };
  };
  const recruiter = await signup('recruiter', 0);
  const t0 = performance.now();
  const applicants = await inBatches([...Array(count).keys()], 4, (i) => signup('applicant', i));
  log(`  ${count} applicants signed up in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const deadline = new Date(Date.now() + 30 * 86400_000).toISOString();
  const jobs = await inBatches([...Array(jobCount).keys()], 4, async (i) => {
    const res = await api('/api/jobs', { method: 'POST', token: recruiter.token, body: { title: `Bench Engineer ${i}`, maxApplicants: 1000, maxPositions: 1000, deadline, skillsets: ['TypeScript'], salary: 50000 } });
    if (res.status !== 201) throw new Error(`create job: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body._id ?? res.body.id ?? res.body.jobId;
  });
  const pairs = [];
  for (let k = 0; k < perApplicant; k++) for (let a = 0; a < count; a++) pairs.push({ applicant: applicants[a], jobId: jobs[(a + k * 4) % jobCount] });
  // The applications service learns of new jobs by event: wait until the last one is there.
  for (let i = 0; ; i++) {
    const probe = await api(`/api/applicants?jobId=${jobs[jobCount - 1]}`, { token: recruiter.token });
    if (probe.status === 200) break;
    if (i > 100) throw new Error(`jobs never reached the applications service: ${probe.status}`);
    await sleep(100);
  }
  return { api, recruiter, applicants, jobs, pairs };
}

/** Ids of applications in status `applied`, the recruiter's view. */
export async function appliedIds(api, recruiter, jobs) {
  const ids = [];
  for (const jobId of jobs) {
    for (let page = 1; ; page++) {
      const res = await api(`/api/applicants?jobId=${jobId}&status=applied&limit=200&page=${page}`, { token: recruiter.token });
      if (res.status !== 200) throw new Error(`applicants: ${res.status}`);
      ids.push(...res.body.map((a) => a._id));
      if (res.body.length < 200) break;
    }
  }
  return ids;
}
