import { InterviewSessionPaths, type InterviewAnswerView, type InterviewQuestionView } from '@hirewise/contracts';

/**
 * The interview the server runs (issue 15) through the gateway, as the interview screen drives it:
 * every question asked and answered, so the results can be submitted. Returns the server's scores.
 */
export async function answerInterviewViaApi(
  baseUrl: string,
  token: string,
  applicationId: string,
  answer: string | ((index: number) => string) = 'In chunks, with ranges, never whole in memory.',
): Promise<number[]> {
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  const scores: number[] = [];
  for (let guard = 0; guard < 20; guard += 1) {
    const asked = await fetch(`${baseUrl}${InterviewSessionPaths.questions(applicationId)}`, { method: 'POST', headers });
    if (asked.status !== 200) throw new Error(`interview question: ${asked.status} ${await asked.text()}`);
    const question = (await asked.json()) as InterviewQuestionView;
    const answered = await fetch(`${baseUrl}${InterviewSessionPaths.answers(applicationId)}`, { method: 'POST', headers, body: JSON.stringify({ questionId: question.questionId, answer: typeof answer === 'string' ? answer : answer(question.index), answerMode: 'typed' }) });
    if (answered.status !== 201) throw new Error(`interview answer: ${answered.status} ${await answered.text()}`);
    const evaluation = (await answered.json()) as InterviewAnswerView;
    scores.push(evaluation.score);
    if (evaluation.answered >= evaluation.total) return scores;
  }
  throw new Error('the interview did not end');
}
