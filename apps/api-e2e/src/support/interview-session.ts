/**
 * The interview the applications service runs (issue 15), driven over HTTP: ask for the current
 * question, answer it, until every question has an answer. Shared by the scenarios that need a
 * submittable interview.
 */
import { InterviewSessionPaths, type InterviewAnswerView, type InterviewQuestionView } from '@hirewise/contracts';
import type { Api, ApiResponse } from './http';

export const SHORT_ANSWER = 'I would read the documentation and try it out in a small project first.';

export interface RunInterviewResult {
  questions: InterviewQuestionView[];
  answers: InterviewAnswerView[];
  /** Every response the applicant got, in order (for "never contains" checks). */
  responses: ApiResponse<unknown>[];
}

export async function runInterview(api: Api, token: string, applicationId: string, answerFor: (q: InterviewQuestionView) => string = () => SHORT_ANSWER): Promise<RunInterviewResult> {
  const out: RunInterviewResult = { questions: [], answers: [], responses: [] };
  for (let guard = 0; guard < 20; guard += 1) {
    const asked = await api<InterviewQuestionView>(InterviewSessionPaths.questions(applicationId), { method: 'POST', token });
    out.responses.push(asked);
    if (asked.status !== 200) throw new Error(`question: ${asked.status} ${asked.text}`);
    out.questions.push(asked.body);
    const answered = await api<InterviewAnswerView>(InterviewSessionPaths.answers(applicationId), {
      method: 'POST',
      token,
      body: { questionId: asked.body.questionId, answer: answerFor(asked.body), answerMode: 'typed' },
    });
    out.responses.push(answered);
    if (answered.status !== 201) throw new Error(`answer: ${answered.status} ${answered.text}`);
    out.answers.push(answered.body);
    if (answered.body.answered >= answered.body.total) return out;
  }
  throw new Error('the interview did not end');
}
