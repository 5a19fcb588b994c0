import {
  AccountabilityMessages,
  ApiPaths,
  ApplicationMessages,
  type AiAuditExport,
  type Application,
  type AuthResponse,
  type BulkStatusReply,
  type HumanInterviewRequestReply,
} from '@hirewise/contracts';
import { uniqueEmail, type Api } from './http';
import { runInterview } from './interview-session';
import type { MainStack } from './main-stack';
import type { RunMode } from './stack';

const PASSWORD = 'Accountable-pass-1';

async function signup(api: Api, type: 'applicant' | 'recruiter', name: string) {
  const res = await api<AuthResponse>(ApiPaths.signup, { body: { type, email: uniqueEmail(`accountable-${type}`), password: PASSWORD, name, ...(type === 'applicant' ? { skills: ['SQL'] } : {}) } });
  expect(res.status).toBe(200);
  return res.body.token;
}

/** A job that requires a 3-question AI interview, and one applicant's application to it. */
async function interviewJob(api: Api, recruiter: string, title: string) {
  const job = await api<{ _id: string }>(ApiPaths.jobs, { token: recruiter, body: { title, requiresInterview: true, interviewQuestions: 3, maxApplicants: 20 } });
  expect(job.status).toBe(201);
  return job.body._id;
}

async function applyAs(api: Api, jobId: string, name: string) {
  const token = await signup(api, 'applicant', name);
  expect((await api(ApiPaths.jobApplications(jobId), { token, body: { sop: 'Hello' } })).status).toBe(201);
  const mine = await api<Application[]>(ApiPaths.applications, { token });
  const application = mine.body.find((a) => a.jobId === jobId);
  if (!application) throw new Error(`no application of ${name}`);
  return { token, applicationId: application._id };
}

/**
 * The AI interview taken to the end: every question answered, then submitted without a recording
 * (an audio interview); the server stores its own scores, whatever the form says.
 */
async function takeInterview(main: MainStack, token: string, jobId: string, applicationId: string) {
  const taken = await runInterview(main.api, token, applicationId);
  const form = new FormData();
  const n = taken.questions.length;
  const fields = {
    jobId,
    applicationId,
    questions: JSON.stringify(taken.questions.map((q) => q.question)),
    answers: JSON.stringify(Array.from({ length: n }, () => 'My answer.')),
    scores: JSON.stringify(Array.from({ length: n }, () => 100)),
    overallScore: '100',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const saved = await fetch(`${main.stack.baseUrl}/api/interview-results`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect(saved.status).toBe(201);
  const complete = await main.api(`/api/applications/${applicationId}/interview-complete`, { method: 'PUT', token, body: { interviewCompleted: true } });
  expect(complete.status).toBe(200);
}

const listedOf = async (api: Api, recruiter: string, jobId: string, applicationId: string) =>
  (await api<Application[]>(`${ApiPaths.applicants}?jobId=${jobId}&limit=50`, { token: recruiter })).body.find((a) => a._id === applicationId);

/** Issue 21, parts 4, 5 and 8 (docs/fairness.md): the alternative to the AI interview, human review before rejection, the AI audit export. */
export function describeAccountabilityApi(mode: RunMode, main: MainStack): void {
  describe(`notice, alternative, human review and audit (${mode})`, () => {
    it('an applicant requests a human interview instead; nothing else changes; the job\'s recruiter sees it and marks it handled; everyone else is refused', async () => {
      const { api } = main;
      const recruiter = await signup(api, 'recruiter', 'Human Recruiter');
      const stranger = await signup(api, 'recruiter', 'Stranger Recruiter');
      const jobId = await interviewJob(api, recruiter, 'Human Interview Engineer');
      const asker = await applyAs(api, jobId, 'Human Asker');
      const other = await applyAs(api, jobId, 'Other Applicant');
      expect(await listedOf(api, recruiter, jobId, asker.applicationId)).toMatchObject({ status: 'applied', humanInterviewRequest: null });

      const asked = await api<HumanInterviewRequestReply>(ApiPaths.humanInterviewRequest(asker.applicationId), { method: 'POST', token: asker.token });
      expect(asked).toMatchObject({ status: 200, body: { message: AccountabilityMessages.humanInterviewRequested, request: { requestedAt: expect.any(String), handledAt: null } } });
      // Asking again keeps the first request.
      const again = await api<HumanInterviewRequestReply>(ApiPaths.humanInterviewRequest(asker.applicationId), { method: 'POST', token: asker.token });
      expect(again.body.request).toEqual(asked.body.request);

      // Only the applicant of the application asks; nobody else's request is made.
      expect((await api(ApiPaths.humanInterviewRequest(asker.applicationId), { method: 'POST', token: other.token })).status).toBe(403);
      expect((await api(ApiPaths.humanInterviewRequest(asker.applicationId), { method: 'POST', token: recruiter })).status).toBe(403);
      expect((await api(ApiPaths.humanInterviewRequest(asker.applicationId), { method: 'POST' })).status).toBe(401);
      expect((await api(ApiPaths.humanInterviewRequest('00000000-0000-4000-8000-000000000000'), { method: 'POST', token: asker.token })).status).toBe(404);

      // The recruiter sees it on the application; the application is otherwise as it was.
      const listed = await listedOf(api, recruiter, jobId, asker.applicationId);
      expect(listed).toMatchObject({ status: 'applied', interviewCompleted: false, humanInterviewRequest: { requestedAt: asked.body.request.requestedAt, handledAt: null } });
      expect(await listedOf(api, recruiter, jobId, other.applicationId)).toMatchObject({ humanInterviewRequest: null });
      const mine = await api<Application[]>(ApiPaths.applications, { token: asker.token });
      expect(mine.body.find((a) => a._id === asker.applicationId)?.humanInterviewRequest).toEqual(asked.body.request);
      // The AI interview stays open to the applicant who asked (asking changes nothing else).
      expect((await api(`/api/applications/${asker.applicationId}/interview/questions`, { method: 'POST', token: asker.token })).status).toBe(200);

      // Marking handled: the job's recruiter only; the first mark stays; no request, 404.
      expect((await api(ApiPaths.humanInterviewHandled(asker.applicationId), { method: 'POST', token: stranger })).status).toBe(403);
      expect((await api(ApiPaths.humanInterviewHandled(asker.applicationId), { method: 'POST', token: asker.token })).status).toBe(403);
      const handled = await api<HumanInterviewRequestReply>(ApiPaths.humanInterviewHandled(asker.applicationId), { method: 'POST', token: recruiter });
      expect(handled).toMatchObject({ status: 200, body: { message: AccountabilityMessages.humanInterviewHandled, request: { requestedAt: asked.body.request.requestedAt, handledAt: expect.any(String) } } });
      const twice = await api<HumanInterviewRequestReply>(ApiPaths.humanInterviewHandled(asker.applicationId), { method: 'POST', token: recruiter });
      expect(twice.body.request.handledAt).toBe(handled.body.request.handledAt);
      const none = await api<{ message: string }>(ApiPaths.humanInterviewHandled(other.applicationId), { method: 'POST', token: recruiter });
      expect(none).toMatchObject({ status: 404, body: { message: AccountabilityMessages.noHumanInterviewRequest } });

      // Once the AI interview is taken, there is nothing to replace: 409, and no request is stored.
      await takeInterview(main, other.token, jobId, other.applicationId);
      const late = await api<{ message: string }>(ApiPaths.humanInterviewRequest(other.applicationId), { method: 'POST', token: other.token });
      expect(late).toMatchObject({ status: 409, body: { message: ApplicationMessages.interviewAlreadyDone } });
      expect(await listedOf(api, recruiter, jobId, other.applicationId)).toMatchObject({ humanInterviewRequest: null });
    });

    it('rejecting an AI-scored candidate needs the recruiter\'s confirmation that they reviewed the answers (422 and unchanged without it); the audit export holds the scores with provenance, overrides, decisions and ratios, for the job\'s recruiter only', async () => {
      const { api } = main;
      const recruiter = await signup(api, 'recruiter', 'Reviewing Recruiter');
      const stranger = await signup(api, 'recruiter', 'Forging Recruiter');
      const jobId = await interviewJob(api, recruiter, 'Audited Interview Engineer');
      const scored = await applyAs(api, jobId, 'Scored Candidate');
      const bulkScored = await applyAs(api, jobId, 'Bulk Scored Candidate');
      const unscored = await applyAs(api, jobId, 'Unscored Candidate');
      const asker = await applyAs(api, jobId, 'Asking Candidate');
      await takeInterview(main, scored.token, jobId, scored.applicationId);
      await takeInterview(main, bulkScored.token, jobId, bulkScored.applicationId);
      expect((await api(ApiPaths.humanInterviewRequest(asker.applicationId), { method: 'POST', token: asker.token })).status).toBe(200);

      // Without the confirmation: 422 with the reason, nothing changes (single and bulk).
      const refused = await api<{ message: string }>(ApiPaths.application(scored.applicationId), { method: 'PUT', token: recruiter, body: { status: 'rejected' } });
      expect(refused).toMatchObject({ status: 422, body: { message: AccountabilityMessages.reviewConfirmationRequired } });
      const falsy = await api(ApiPaths.application(scored.applicationId), { method: 'PUT', token: recruiter, body: { status: 'rejected', reviewConfirmed: false } });
      expect(falsy.status).toBe(422);
      expect((await api(ApiPaths.application(scored.applicationId), { method: 'PUT', token: recruiter, body: { status: 'rejected', reviewConfirmed: 'yes' } })).status).toBe(400);
      expect(await listedOf(api, recruiter, jobId, scored.applicationId)).toMatchObject({ status: 'applied' });
      const bulk = await api<BulkStatusReply>(ApiPaths.applicationsBulkStatus, { token: recruiter, body: { applicationIds: [bulkScored.applicationId, unscored.applicationId], status: 'rejected' } });
      expect(bulk.body.results).toEqual([
        { applicationId: bulkScored.applicationId, outcome: 'refused', status: 'applied', message: AccountabilityMessages.reviewConfirmationRequired },
        { applicationId: unscored.applicationId, outcome: 'changed', status: 'rejected' },
      ]);
      // Shortlisting needs no confirmation; rejecting with it goes through (with an optional reason).
      expect((await api(ApiPaths.application(bulkScored.applicationId), { method: 'PUT', token: recruiter, body: { status: 'shortlisted' } })).status).toBe(200);
      const confirmed = await api(ApiPaths.application(scored.applicationId), {
        method: 'PUT',
        token: recruiter,
        body: { status: 'rejected', reviewConfirmed: true, reason: { reasons: ['skills'], text: 'The answers on indexing were thin.', share: false } },
      });
      expect(confirmed.status).toBe(200);

      // A review with an override, for the audit.
      const reviewed = await api(ApiPaths.interviewReview(bulkScored.applicationId), { method: 'PUT', token: recruiter, body: { overrideScore: 77, reason: 'Strong practical answers the AI underrated.' } });
      expect(reviewed.status).toBe(200);

      const audit = await api<AiAuditExport>(ApiPaths.jobAiAudit(jobId), { token: recruiter });
      expect(audit.status).toBe(200);
      expect(audit.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="ai-audit-${jobId}-\\d{4}-\\d{2}-\\d{2}\\.json"$`));
      expect(audit.headers.get('cache-control')).toBe('no-store');
      expect(audit.body).toMatchObject({ kind: 'hirewise.ai-audit', version: 1, job: { _id: jobId, title: 'Audited Interview Engineer' } });
      expect(audit.body.interviews.map((i) => i.applicationId).sort()).toEqual([scored.applicationId, bulkScored.applicationId].sort());
      for (const interview of audit.body.interviews) {
        expect(interview.scoredBy).toBe('server');
        expect(interview.answers).toHaveLength(3);
        for (const answer of interview.answers) {
          expect(answer.score).toEqual(expect.any(Number));
          expect(['llm', 'local']).toContain(answer.evaluationSource);
          expect(answer.engine).toMatchObject({ name: expect.any(String), version: expect.any(String) });
        }
      }
      const overridden = audit.body.interviews.find((i) => i.applicationId === bulkScored.applicationId)!;
      expect(overridden).toMatchObject({ scoreInForce: 77, status: 'shortlisted', reviews: [{ overrideScore: 77, reason: 'Strong practical answers the AI underrated.' }] });
      const rejection = audit.body.decisions.find((d) => d.applicationId === scored.applicationId && d.to === 'rejected');
      expect(rejection).toMatchObject({ from: 'applied', reviewConfirmed: true, reasons: ['skills'], reasonText: 'The answers on indexing were thin.' });
      expect(audit.body.decisions.find((d) => d.applicationId === unscored.applicationId && d.to === 'rejected')).toMatchObject({ reviewConfirmed: false });
      expect(audit.body.humanInterviewRequests).toEqual([{ applicationId: asker.applicationId, requestedAt: expect.any(String), handledAt: null, handledBy: null }]);
      expect(audit.body.adverseImpact).toMatchObject({ jobId, candidates: 4 });

      // Another recruiter's job, an applicant, nobody, no such job.
      expect((await api(ApiPaths.jobAiAudit(jobId), { token: stranger })).status).toBe(403);
      expect((await api(ApiPaths.jobAiAudit(jobId), { token: scored.token })).status).toBe(403);
      expect((await api(ApiPaths.jobAiAudit(jobId))).status).toBe(401);
      expect((await api(ApiPaths.jobAiAudit('00000000-0000-4000-8000-000000000000'), { token: recruiter })).status).toBe(404);
      expect((await api(ApiPaths.jobAiAudit('not-a-job'), { token: recruiter })).status).toBe(404);
    });
  });
}
