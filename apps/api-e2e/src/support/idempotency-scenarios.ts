import { randomUUID } from 'node:crypto';
import { ApiPaths, IDEMPOTENCY_KEY_HEADER, IdempotencyMessages, type Application, type AuthResponse, type HealthReport, type Job } from '@hirewise/contracts';
import { uniqueEmail, type Api } from './http';
import type { MainStack } from './main-stack';
import { postJob, signupPerson, type Person } from './people';
import type { RunMode } from './stack';

const keyed = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });

/**
 * Issue 20, idempotency keys through the whole stack: the gateway's store (in the process in
 * embedded mode, Redis in server mode) and the services' own keys in their databases.
 */
export function describeIdempotencyApi(mode: RunMode, main: MainStack): void {
  describe(`idempotency keys (${mode})`, () => {
    let recruiter: Person;
    let applicant: Person;
    let other: Person;
    let jobId: string;

    beforeAll(async () => {
      const { api } = main;
      [recruiter, applicant, other] = await Promise.all([
        signupPerson(api, 'recruiter', 'Ida Keys', 'idem'),
        signupPerson(api, 'applicant', 'Abe Keys', 'idem'),
        signupPerson(api, 'applicant', 'Ola Keys', 'idem'),
      ]);
      jobId = await postJob(api, recruiter, 'Idempotent Welder');
    });

    const applicantsOf = async (api: Api, id: string) => (await api<Application[]>(`${ApiPaths.applicants}?jobId=${id}`, { token: recruiter.token })).body;

    it('an application sent twice with one key is stored once, and the repeat gets the first answer', async () => {
      const { api } = main;
      const key = randomUUID();
      const first = await api(ApiPaths.jobApplications(jobId), { token: applicant.token, body: { sop: 'Keyed once.' }, headers: keyed(key) });
      expect(first.status).toBe(201);
      const again = await api(ApiPaths.jobApplications(jobId), { token: applicant.token, body: { sop: 'Keyed once.' }, headers: keyed(key) });
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect((await applicantsOf(api, jobId)).filter((a) => a.userId === applicant.id)).toHaveLength(1);
      // Without a key the repeat is a second application: the service's own rule refuses it.
      const unkeyed = await api(ApiPaths.jobApplications(jobId), { token: applicant.token, body: { sop: 'Keyed once.' } });
      expect(unkeyed.status).toBe(409);
    });

    it('refuses the key with another body (422) and changes nothing; another caller’s same key is their own', async () => {
      const { api } = main;
      const key = randomUUID();
      const jobB = await postJob(api, recruiter, 'Idempotent Baker');
      expect((await api(ApiPaths.jobApplications(jobB), { token: applicant.token, body: { sop: 'First words.' }, headers: keyed(key) })).status).toBe(201);
      const reused = await api(ApiPaths.jobApplications(jobB), { token: applicant.token, body: { sop: 'Other words.' }, headers: keyed(key) });
      expect(reused).toMatchObject({ status: 422, body: { message: IdempotencyMessages.reused } });
      const byOther = await api(ApiPaths.jobApplications(jobB), { token: other.token, body: { sop: 'First words.' }, headers: keyed(key) });
      expect(byOther.status).toBe(201);
      expect(byOther.headers.get('idempotent-replayed')).toBeNull();
      expect(await applicantsOf(api, jobB)).toHaveLength(2);
    });

    it('a job posted twice with one key is one job; a status change and a delete repeat their answers', async () => {
      const { api } = main;
      const key = randomUUID();
      const title = `Keyed Plumber ${Date.now().toString(36)}`;
      const a = await api<{ _id: string }>(ApiPaths.jobs, { token: recruiter.token, body: { title }, headers: keyed(key) });
      const b = await api<{ _id: string }>(ApiPaths.jobs, { token: recruiter.token, body: { title }, headers: keyed(key) });
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(b.body._id).toBe(a.body._id);
      const mine = await api<Job[]>(`${ApiPaths.jobs}?q=${encodeURIComponent(title)}&limit=50`, { token: recruiter.token });
      expect(mine.body.filter((j) => j.title === title)).toHaveLength(1);

      const [application] = await applicantsOf(api, jobId);
      const statusKey = randomUUID();
      const put = () => api(ApiPaths.application(application._id), { method: 'PUT', token: recruiter.token, body: { status: 'shortlisted' }, headers: keyed(statusKey) });
      const s1 = await put();
      const s2 = await put();
      expect(s1.status).toBe(200);
      expect(s2).toMatchObject({ status: s1.status, body: s1.body });

      const delKey = randomUUID();
      const d1 = await api(ApiPaths.job(a.body._id), { method: 'DELETE', token: recruiter.token, headers: keyed(delKey) });
      const d2 = await api(ApiPaths.job(a.body._id), { method: 'DELETE', token: recruiter.token, headers: keyed(delKey) });
      expect(d1.status).toBeLessThan(300);
      expect(d2).toMatchObject({ status: d1.status, body: d1.body });
      // Without the key the second delete finds nothing.
      expect((await api(ApiPaths.job(a.body._id), { method: 'DELETE', token: recruiter.token })).status).toBe(404);
    });

    it('a sign-up whose answer was lost and sent again gets its account, not "email taken"', async () => {
      const { api } = main;
      const key = randomUUID();
      const body = { type: 'applicant', email: uniqueEmail('idem-signup'), password: 'Scenario-pass-2026', name: 'Lost Answer' };
      const first = await api<AuthResponse>(ApiPaths.signup, { body, headers: keyed(key) });
      const again = await api<AuthResponse>(ApiPaths.signup, { body, headers: keyed(key) });
      expect([first.status, again.status]).toEqual([200, 200]);
      expect(again.body.token).toBe(first.body.token);
      expect((await api(ApiPaths.signup, { body })).status).toBe(409);
    });

    it('refuses a malformed key with 400 and runs nothing', async () => {
      const { api } = main;
      const jobC = await postJob(api, recruiter, 'Idempotent Carpenter');
      const res = await api(ApiPaths.jobApplications(jobC), { token: applicant.token, body: { sop: 'x' }, headers: keyed('k'.repeat(256)) });
      expect(res).toMatchObject({ status: 400, body: { message: IdempotencyMessages.invalidKey } });
      expect(await applicantsOf(api, jobC)).toHaveLength(0);
    });

    it(`reports the gateway’s shared state in /ready (${mode === 'server' ? 'Redis up' : 'none: kept in the process'})`, async () => {
      const { api } = main;
      const ready = await api<HealthReport>(ApiPaths.ready);
      const gateway = ready.body.services.find((s) => s.service === 'gateway');
      expect(gateway?.checks).toEqual(mode === 'server' ? { redis: 'ok' } : {});
      expect(ready.body.degraded).toBeUndefined();
    });
  });
}
