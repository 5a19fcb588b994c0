/**
 * Test data for suites that need an answered interview without the AI service (privacy, video
 * deletion): the rows the interview session writes (interview-session.service.ts), stored directly.
 * The scores here stand for the server's own evaluations: they are what a submission then stores.
 */
import type { AiEngineInfo } from '@hirewise/contracts';
import type { Harness } from '../../__tests__/harness';
import { interviewQuestions, interviewSessions } from '../interview-result.table';

export const FIXTURE_ENGINE: AiEngineInfo = { name: 'local', version: 'fixture' };

export async function seedAnsweredInterview(
  h: Harness,
  app: { applicationId: string; jobId: string; applicantId: string },
  answers: { question: string; answer: string; score: number; feedback?: string; mode?: 'voice' | 'typed' }[],
): Promise<void> {
  await h.db.insert(interviewSessions).values({ applicationId: app.applicationId, jobId: app.jobId, applicantId: app.applicantId, total: answers.length });
  await h.db.insert(interviewQuestions).values(
    answers.map((a, position) => ({
      applicationId: app.applicationId,
      applicantId: app.applicantId,
      position,
      questionNumber: position + 1,
      question: a.question,
      expectedAnswer: `Expected answer ${position + 1}`,
      difficulty: 'intermediate' as const,
      questionSource: 'local' as const,
      answer: a.answer,
      answerMode: a.mode ?? 'typed',
      score: a.score,
      feedback: a.feedback ?? '',
      evidence: [],
      engine: FIXTURE_ENGINE,
      evaluationSource: 'local' as const,
      answeredAt: new Date(),
    })),
  );
}
