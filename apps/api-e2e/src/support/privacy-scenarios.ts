import { Messages, PrivacyMessages, type Application, type AuthResponse, type UserDataExport } from '@hirewise/contracts';
import { uniqueEmail, type Api } from './http';
import { decodePayload } from './jwt';
import type { MainStack } from './main-stack';
import type { RunMode } from './stack';

const PASSWORD = 'Privacy-pass-1';
const EVENTUAL_MS = 8000;
const DELETED_APPLICANT_NAME = 'Deleted applicant';

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + EVENTUAL_MS;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function signup(api: Api, type: 'applicant' | 'recruiter', name: string) {
  const email = uniqueEmail(`privacy-${type}`);
  const res = await api<AuthResponse>('/auth/signup', { body: { type, email, password: PASSWORD, name, ...(type === 'applicant' ? { skills: ['Go'] } : {}) } });
  expect(res.status).toBe(200);
  return { token: res.body.token, id: decodePayload(res.body.token).sub as string, email };
}

/** "Your data" (issue 4, beyond the spec): export as one JSON file, and account deletion. */
export function describePrivacyApi(mode: RunMode, main: MainStack): void {
  describe(`an applicant's data and account (${mode})`, () => {
    it('exports the profile, applications with history, ratings and results as one JSON download', async () => {
      const { api } = main;
      const recruiter = await signup(api, 'recruiter', 'Export Recruiter');
      const applicant = await signup(api, 'applicant', 'Export Applicant');
      const job = await api<{ _id: string }>('/api/jobs', { token: recruiter.token, body: { title: 'Export Engineer' } });
      expect(job.status).toBe(201);
      expect((await api(`/api/jobs/${job.body._id}/applications`, { token: applicant.token, body: { sop: 'Keep this' } })).status).toBe(201);

      const res = await api<UserDataExport>('/api/user/export', { token: applicant.token });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="hirewise-data-\d{4}-\d{2}-\d{2}\.json"$/);
      expect(res.body.profile).toMatchObject({ _id: applicant.id, name: 'Export Applicant', email: applicant.email, skills: ['Go'] });
      expect(res.text).not.toMatch(/password/i);
      expect(res.body.applications).toEqual([
        expect.objectContaining({ jobId: job.body._id, sop: 'Keep this', status: 'applied', history: [expect.objectContaining({ from: null, to: 'applied', by: 'you' })] }),
      ]);
      expect(res.body).toMatchObject({ ratingsGiven: [], interviewResults: [], files: [], exportedAt: expect.any(String) });

      expect((await api('/api/user/export', { token: recruiter.token })).status).toBe(403);
      expect((await api('/api/user/export')).status).toBe(401);
    });

    it('deletes an applicant account only with the password; the session ends and recruiters see an anonymous record', async () => {
      const { api } = main;
      const recruiter = await signup(api, 'recruiter', 'Delete Recruiter');
      const applicant = await signup(api, 'applicant', 'Soon Gone');
      const job = await api<{ _id: string }>('/api/jobs', { token: recruiter.token, body: { title: 'Delete Engineer' } });
      const other = await api<{ _id: string }>('/api/jobs', { token: recruiter.token, body: { title: 'Delete Analyst' } });
      expect((await api(`/api/jobs/${job.body._id}/applications`, { token: applicant.token, body: { sop: 'Erase me' } })).status).toBe(201);
      expect((await api(`/api/jobs/${other.body._id}/applications`, { token: applicant.token, body: { sop: 'Erase me too' } })).status).toBe(201);
      const [rejected] = (await api<Application[]>(`/api/applicants?jobId=${other.body._id}`, { token: recruiter.token })).body;
      expect((await api(`/api/applications/${rejected._id}`, { method: 'PUT', token: recruiter.token, body: { status: 'rejected' } })).status).toBe(200);

      const missing = await api('/api/user', { method: 'DELETE', token: applicant.token, body: {} });
      expect(missing).toMatchObject({ status: 400, body: { message: 'Password is required' } });
      const wrong = await api('/api/user', { method: 'DELETE', token: applicant.token, body: { password: 'not-it' } });
      expect(wrong).toMatchObject({ status: 403, body: { message: PrivacyMessages.wrongPassword } });
      expect((await api('/api/user', { token: applicant.token })).status).toBe(200);
      const recruiterTry = await api('/api/user', { method: 'DELETE', token: recruiter.token, body: { password: PASSWORD } });
      expect(recruiterTry.status).toBe(403);

      const done = await api('/api/user', { method: 'DELETE', token: applicant.token, body: { password: PASSWORD } });
      expect(done).toMatchObject({ status: 200, body: { message: PrivacyMessages.accountDeleted } });
      expect(await api('/api/user', { token: applicant.token })).toMatchObject({ status: 401, body: { message: Messages.invalidToken } });
      expect((await api('/auth/login', { body: { email: applicant.email, password: PASSWORD } })).status).toBe(401);

      // The open application is cancelled; both records stay for the recruiter, with no personal data.
      const open = await eventually(
        () => api<Application[]>(`/api/applicants?jobId=${job.body._id}`, { token: recruiter.token }),
        (r) => r.body[0]?.status === 'cancelled',
      );
      expect(open.body.map((a) => [a.status, a.sop, a.jobApplicant.name, a.jobApplicant.skills])).toEqual([['cancelled', '', DELETED_APPLICANT_NAME, []]]);
      const kept = await eventually(
        () => api<Application[]>(`/api/applicants?jobId=${other.body._id}&status=rejected`, { token: recruiter.token }),
        (r) => r.body[0]?.jobApplicant.name === DELETED_APPLICANT_NAME,
      );
      expect(kept.body.map((a) => [a._id, a.status, a.sop, a.jobApplicant.name, a.jobApplicant.skills])).toEqual([
        [rejected._id, 'rejected', '', DELETED_APPLICANT_NAME, []],
      ]);
    });
  });
}
