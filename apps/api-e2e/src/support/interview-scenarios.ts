import {
  AiPaths,
  ApiPaths,
  ApplicationMessages,
  InterviewSessionPaths,
  InterviewTexts,
  MediaPaths,
  Messages,
  OVERALL_SCORE_METHOD,
  REFERENCE_COPY_THRESHOLD,
  type Application,
  type AuthResponse,
  type InterviewCompleteReply,
  type InterviewQuestion,
  type InterviewResultReply,
  type InterviewResultsListReply,
  type InterviewReviewReply,
} from '@hirewise/contracts';
import { samples } from '@hirewise/testing';
import { uniqueEmail, type Api, type ApiResponse } from './http';
import { runInterview } from './interview-session';
import { decodePayload } from './jwt';
import { mediaClient, storedObjects, type RawResponse } from './media-client';
import type { MainStack } from './main-stack';
import type { RunMode } from './stack';

const PASSWORD = 'S3cret-pass!';
const POOR = 'I do not know, sorry.';
const SKILLS = ['Node.js', 'SQL'];

interface Person {
  token: string;
  id: string;
}

/**
 * Interview integrity, provenance and human review (issue 15, items 5 and 7) through the gateway,
 * on the whole stack (local engine): the server draws each candidate's questions, keeps their
 * expected answers, evaluates every answer itself and stores only its own scores; the applicant
 * never receives an expected answer; completion cannot set a score; the job's recruiter reviews
 * and overrides with a reason, both scores kept and shown.
 */
export function describeInterviewApi(mode: RunMode, main: MainStack): void {
  describe(`interview integrity and review (${mode} mode)`, () => {
    let api: Api;
    let media: ReturnType<typeof mediaClient>;
    let recruiter: Person;
    let otherRecruiter: Person;

    async function signup(type: 'applicant' | 'recruiter', name: string): Promise<Person> {
      const res = await api<AuthResponse>(ApiPaths.signup, { method: 'POST', body: { type, email: uniqueEmail(`interview-${type}`), password: PASSWORD, name } });
      expect(res.status).toBe(200);
      return { token: res.body.token, id: decodePayload(res.body.token).sub as string };
    }

    async function postJob(interviewQuestions: number, title = `Node.js Developer ${Date.now()}`): Promise<{ jobId: string; title: string }> {
      const res = await api<{ _id: string }>('/api/jobs', { method: 'POST', token: recruiter.token, body: { title, skillsets: SKILLS, interviewQuestions } });
      expect(res.status).toBe(201);
      return { jobId: res.body._id, title };
    }

    /** A new applicant applies and is shortlisted by the recruiter. */
    async function shortlisted(jobId: string): Promise<{ applicant: Person; applicationId: string }> {
      const applicant = await signup('applicant', 'Meera Nair');
      expect((await api(`/api/jobs/${jobId}/applications`, { method: 'POST', token: applicant.token, body: { sop: 'Interview me.' } })).status).toBe(201);
      const mine = await api<Application[]>('/api/applications?limit=200', { token: applicant.token });
      const applicationId = mine.body.find((a) => a.jobId === jobId)!._id;
      const status = await api(`/api/applications/${applicationId}`, { method: 'PUT', token: recruiter.token, body: { status: 'shortlisted', dateOfJoining: new Date().toISOString() } });
      expect(status.status).toBe(200);
      return { applicant, applicationId };
    }

    /** The applicant's multipart submission, claiming full marks, with a small WebM recording. */
    const submit = (applicant: Person, jobId: string, applicationId: string, n: number): Promise<RawResponse> =>
      media.postForm(MediaPaths.interviewResults, applicant.token, [{ field: 'video', content: samples.webm(Buffer.alloc(2048, 0x42)), filename: 'interview.webm', type: 'video/webm' }], {
        jobId,
        applicationId,
        questions: JSON.stringify(Array.from({ length: n }, (_, i) => `My own question ${i + 1}?`)),
        answers: JSON.stringify(Array.from({ length: n }, () => 'The perfect answer.')),
        scores: JSON.stringify(Array.from({ length: n }, () => 100)),
        overallScore: '100',
      });

    /**
     * The expected answers the AI service holds for this job's questions: the practice route walked
     * through every question number with the job's inputs (the local engine is deterministic).
     */
    async function expectedAnswersFor(jobTitle: string): Promise<Map<string, string>> {
      const map = new Map<string, string>();
      for (let n = 1; n <= 50; n += 1) {
        const res = await api<InterviewQuestion>(AiPaths.interviewQuestion, { method: 'POST', token: recruiter.token, body: { jobTitle, skills: SKILLS, experience: 2, currentQuestion: n } });
        expect(res.status).toBe(200);
        map.set(res.body.question, res.body.expectedAnswer);
      }
      return map;
    }

    function expectNoExpectedAnswer(responses: { text: string }[], expected: string[]): void {
      expect(expected.length).toBeGreaterThan(0);
      for (const res of responses) {
        expect(res.text).not.toMatch(/expectedAnswer|expected_answer|"point"/);
        for (const answer of expected) expect(res.text).not.toContain(answer);
      }
    }

    beforeAll(async () => {
      api = main.api;
      media = mediaClient(main.stack.baseUrl);
      [recruiter, otherRecruiter] = await Promise.all([signup('recruiter', 'Priya Sharma'), signup('recruiter', 'Rohan Das')]);
    });

    it('stores the server\'s low scores for poor answers whatever the applicant claims, and never hands the applicant an expected answer', async () => {
      const { jobId, title } = await postJob(3);
      const { applicant, applicationId } = await shortlisted(jobId);
      const taken = await runInterview(api, applicant.token, applicationId, () => POOR);
      expect(taken.questions.map((q) => [q.index, q.total])).toEqual([
        [0, 3],
        [1, 3],
        [2, 3],
      ]);
      expect(new Set(taken.questions.map((q) => q.question)).size).toBe(3);
      for (const a of taken.answers) expect(a.score).toBeLessThanOrEqual(10);
      const again = await api(InterviewSessionPaths.questions(applicationId), { method: 'POST', token: applicant.token });
      expect({ status: again.status, body: again.body }).toEqual({ status: 409, body: { message: InterviewTexts.allAnswered(3) } });

      const saved = await submit(applicant, jobId, applicationId, 3);
      const serverScores = taken.answers.map((a) => a.score);
      const overall = Math.round(serverScores.reduce((s, x) => s + x, 0) / 3);
      expect({ status: saved.status, body: saved.json }).toEqual({ status: 201, body: { success: true, message: ApplicationMessages.interviewSaved, _id: expect.any(String), overallScore: overall } });
      expect(overall).toBeLessThanOrEqual(10);

      const complete = await api<InterviewCompleteReply>(`/api/applications/${applicationId}/interview-complete`, { method: 'PUT', token: applicant.token, body: { interviewCompleted: true, interviewScore: 100 } });
      expect({ status: complete.status, body: complete.body }).toEqual({ status: 200, body: { message: ApplicationMessages.interviewMarked, interviewScore: overall } });
      const mine = await api<Application[]>('/api/applications?limit=200', { token: applicant.token });
      expect(mine.body.find((a) => a._id === applicationId)).toMatchObject({ interviewCompleted: true, interviewScore: overall });

      const own = await api<InterviewResultReply>(`/api/applications/${applicationId}/interview-results`, { token: applicant.token });
      expect(own.body.result).toMatchObject({
        questions: taken.questions.map((q) => q.question),
        answers: [POOR, POOR, POOR],
        scores: serverScores,
        overallScore: overall,
        aiOverallScore: overall,
        scoreSource: 'ai',
        scoredBy: 'server',
        evidence: [],
        referenceOverlaps: [],
      });
      const list = await api<InterviewResultsListReply>('/api/interview-results', { token: applicant.token });
      expect(list.body.results.find((r) => r.applicationId === applicationId)).toMatchObject({ overallScore: overall });

      const seenByRecruiter = await api<InterviewResultReply>(`/api/applications/${applicationId}/interview-results`, { token: recruiter.token });
      const result = seenByRecruiter.body.result!;
      expect(result).toMatchObject({ scores: serverScores, overallScore: overall, overallScoreMethod: OVERALL_SCORE_METHOD, review: null, reviewHistory: [] });
      expect(result.evidence).toHaveLength(3);
      expect(result.engines).toHaveLength(3);
      for (const engine of [...result.engines, ...result.overallScoreEngines]) expect(engine).toEqual(expect.objectContaining({ name: expect.any(String), version: expect.any(String) }));

      // Every response of the interview to the applicant: no expected answer, no key point of one.
      const expected = await expectedAnswersFor(title);
      const asked = taken.questions.map((q) => expected.get(q.question)).filter((a): a is string => a !== undefined);
      expect(asked).toHaveLength(3);
      expectNoExpectedAnswer([...taken.responses, again, { text: saved.body.toString('utf8') }, complete, mine, own, list], asked);
    });

    it('gives two applicants of one job different question sets', async () => {
      const { jobId } = await postJob(5);
      const sets: string[][] = [];
      for (let i = 0; i < 2; i += 1) {
        const { applicant, applicationId } = await shortlisted(jobId);
        const first = await api(InterviewSessionPaths.questions(applicationId), { method: 'POST', token: applicant.token });
        const repeat = await api(InterviewSessionPaths.questions(applicationId), { method: 'POST', token: applicant.token });
        expect(repeat.body).toEqual(first.body);
        sets.push((await runInterview(api, applicant.token, applicationId, () => POOR)).questions.map((q) => q.question));
      }
      expect(sets.map((s) => new Set(s).size)).toEqual([5, 5]);
      expect([...sets[0]].sort()).not.toEqual([...sets[1]].sort());
    });

    it('refuses bad answers and early submissions with clear messages, and completion cannot set a score', async () => {
      const { jobId } = await postJob(3);
      const { applicant, applicationId } = await shortlisted(jobId);
      const other = await signup('applicant', 'Kabir Khan');
      const early = await api(`/api/applications/${applicationId}/interview-complete`, { method: 'PUT', token: applicant.token, body: { interviewCompleted: true, interviewScore: 100 } });
      expect({ status: early.status, body: early.body }).toEqual({ status: 409, body: { message: InterviewTexts.submitFirst } });
      const before = await storedObjects(main);
      const notStarted = await submit(applicant, jobId, applicationId, 3);
      expect({ status: notStarted.status, body: notStarted.json }).toEqual({ status: 409, body: { message: InterviewTexts.notStarted } });

      const q = await api<{ questionId: string }>(InterviewSessionPaths.questions(applicationId), { method: 'POST', token: applicant.token });
      expect(q.status).toBe(200);
      const answer = (token: string, body: unknown) => api(InterviewSessionPaths.answers(applicationId), { method: 'POST', token, body });
      const cases: [ApiResponse<unknown>, number, string][] = [
        [await answer(applicant.token, { questionId: q.body.questionId, answer: '   ' }), 400, InterviewTexts.emptyAnswer],
        [await answer(applicant.token, { questionId: 'nope', answer: 'Hi' }), 400, 'Question id is not a valid id'],
        [await answer(applicant.token, { questionId: '00000000-0000-4000-8000-000000000000', answer: 'Hi' }), 404, InterviewTexts.questionNotFound],
        [await answer(other.token, { questionId: q.body.questionId, answer: 'Mine now' }), 403, ApplicationMessages.interviewNotYours],
        [await answer(recruiter.token, { questionId: q.body.questionId, answer: 'Mine now' }), 403, Messages.forbiddenRole('applicant')],
        [await api(InterviewSessionPaths.questions(applicationId), { method: 'POST', token: recruiter.token }), 403, Messages.forbiddenRole('applicant')],
        [await api(InterviewSessionPaths.questions(applicationId), { method: 'POST', token: other.token }), 403, ApplicationMessages.interviewNotYours],
        [await api(InterviewSessionPaths.questions(applicationId), { method: 'POST' }), 401, Messages.unauthenticated],
      ];
      for (const [res, status, message] of cases) expect({ status: res.status, body: res.body }).toEqual({ status, body: { message } });
      expect((await answer(applicant.token, { questionId: q.body.questionId, answer: POOR, answerMode: 'voice' })).status).toBe(201);
      const twice = await answer(applicant.token, { questionId: q.body.questionId, answer: 'Better now' });
      expect({ status: twice.status, body: twice.body }).toEqual({ status: 409, body: { message: InterviewTexts.questionAlreadyAnswered } });

      const partial = await submit(applicant, jobId, applicationId, 3);
      expect({ status: partial.status, body: partial.json }).toEqual({ status: 409, body: { message: InterviewTexts.unanswered(1, 3) } });
      // The refused submissions' recordings were removed again.
      expect(await storedObjects(main)).toEqual(before);

      await runInterview(api, applicant.token, applicationId, () => POOR);
      const saved = await submit(applicant, jobId, applicationId, 3);
      expect(saved.status).toBe(201);
      for (const claimed of [100, 0, undefined]) {
        const res = await api<InterviewCompleteReply>(`/api/applications/${applicationId}/interview-complete`, {
          method: 'PUT',
          token: applicant.token,
          body: claimed === undefined ? { interviewCompleted: true } : { interviewCompleted: true, interviewScore: claimed },
        });
        expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { message: ApplicationMessages.interviewMarked, interviewScore: saved.json.overallScore } });
      }
      const byOther = await api(`/api/applications/${applicationId}/interview-complete`, { method: 'PUT', token: other.token, body: { interviewCompleted: true, interviewScore: 100 } });
      expect({ status: byOther.status, body: byOther.body }).toEqual({ status: 403, body: { message: ApplicationMessages.interviewNotYours } });
      const applicants = await api<Application[]>(`/api/applicants?jobId=${jobId}`, { token: recruiter.token });
      expect(applicants.body.find((a) => a._id === applicationId)?.interviewScore).toBe(saved.json.overallScore);
    });

    it('lets the job\'s recruiter review and override with a reason; both scores are kept and shown; refusals are clear', async () => {
      const { jobId, title } = await postJob(1);
      const { applicant, applicationId } = await shortlisted(jobId);
      // The reference answer pasted from the practice route: scored high by the AI, flagged for the recruiter.
      const expected = await expectedAnswersFor(title);
      await runInterview(api, applicant.token, applicationId, (q) => expected.get(q.question) ?? POOR);
      const saved = await submit(applicant, jobId, applicationId, 1);
      const ai = saved.json.overallScore as number;
      expect(ai).toBeGreaterThanOrEqual(60);

      const review = (token: string | undefined, body: unknown) => api<InterviewReviewReply>(InterviewSessionPaths.review(applicationId), { method: 'PUT', token, body });
      const refused: [ApiResponse<unknown>, number, string][] = [
        [await review(recruiter.token, { overrideScore: 40 }), 400, InterviewTexts.reviewReasonRequired],
        [await review(recruiter.token, { overrideScore: 40, reason: '  ' }), 400, InterviewTexts.reviewReasonRequired],
        [await review(recruiter.token, { overrideScore: 40, reason: 'x'.repeat(501) }), 400, InterviewTexts.reviewReasonTooLong],
        [await review(recruiter.token, { overrideScore: 140, reason: 'Too high' }), 400, InterviewTexts.reviewScoreInvalid],
        [await review(applicant.token, { overrideScore: 100, reason: 'I deserve it' }), 403, Messages.forbiddenRole('recruiter')],
        [await review(otherRecruiter.token, { overrideScore: 100, reason: 'Not my job' }), 403, InterviewTexts.reviewNotYourJob],
        [await review(undefined, { overrideScore: 100, reason: 'Anyone' }), 401, Messages.unauthenticated],
      ];
      for (const [res, status, message] of refused) expect({ status: res.status, body: res.body }).toEqual({ status, body: { message } });
      expect((await api<InterviewResultReply>(`/api/applications/${applicationId}/interview-results`, { token: recruiter.token })).body.result).toMatchObject({ overallScore: ai, review: null });

      const reason = 'The answer repeats the reference answer word for word; asked about it in the call, the candidate could not explain it.';
      const done = await review(recruiter.token, { overrideScore: 40, reason });
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({
        message: InterviewTexts.overridden,
        result: { overallScore: 40, aiOverallScore: ai, scoreSource: 'recruiter', review: { overrideScore: 40, reason, reviewedBy: recruiter.id } },
      });

      const forRecruiter = (await api<InterviewResultReply>(`/api/applications/${applicationId}/interview-results`, { token: recruiter.token })).body.result!;
      expect(forRecruiter).toMatchObject({ overallScore: 40, aiOverallScore: ai, scoreSource: 'recruiter', reviewHistory: [{ overrideScore: 40, reason, reviewedBy: recruiter.id }] });
      expect(forRecruiter.referenceOverlaps[0]).toBeGreaterThanOrEqual(REFERENCE_COPY_THRESHOLD);
      const forApplicant = (await api<InterviewResultReply>(`/api/applications/${applicationId}/interview-results`, { token: applicant.token })).body.result!;
      expect(forApplicant).toMatchObject({ overallScore: 40, aiOverallScore: ai, scoreSource: 'recruiter', review: { overrideScore: 40 }, referenceOverlaps: [] });
      expect(forApplicant.review).not.toHaveProperty('reason');
      const applicants = await api<Application[]>(`/api/applicants?jobId=${jobId}`, { token: recruiter.token });
      expect(applicants.body.find((a) => a._id === applicationId)?.interviewScore).toBe(40);
      const recruiterList = await api<InterviewResultsListReply>('/api/interview-results', { token: recruiter.token });
      expect(recruiterList.body.results.find((r) => r.applicationId === applicationId)).toMatchObject({ overallScore: 40, aiOverallScore: ai, scoreSource: 'recruiter' });

      const kept = await review(recruiter.token, {});
      expect(kept.body).toMatchObject({ message: InterviewTexts.reviewed, result: { overallScore: ai, scoreSource: 'ai', review: { overrideScore: null } } });
      expect(kept.body.result.reviewHistory?.map((r) => r.overrideScore)).toEqual([40, null]);
      expect((await api<Application[]>(`/api/applicants?jobId=${jobId}`, { token: recruiter.token })).body.find((a) => a._id === applicationId)?.interviewScore).toBe(ai);
    });
  });
}
