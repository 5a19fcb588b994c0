import { z } from 'zod';
import type { Caller } from '../messages';
import { UUID_PATTERN } from '../common/ids';
import type { Difficulty } from '../ai/ai.schemas';
import { ANSWER_MODES, type AnswerMode, type InterviewResult } from './interview.schemas';
import { INTERVIEW_REVIEW, InterviewTexts } from './interview.texts';

/**
 * The interview the applications service runs (issue 15, item 5). It draws the candidate's
 * questions (per candidate: the question numbers are seeded with the application id) from the AI
 * service and keeps each question's expected answer; the applicant sends each answer, which the
 * server evaluates against that expected answer; the final submission stores the server's scores.
 * Nothing the applicant receives carries an expected answer.
 */

/** `POST /api/applications/{id}/interview/questions` answers the current question: never the expected answer. */
export interface InterviewQuestionView {
  questionId: string;
  question: string;
  difficulty: Difficulty;
  /** 0-based position in the interview. */
  index: number;
  /** How many questions the interview has (the job's `interviewQuestions` when it started). */
  total: number;
  /** How many questions are answered so far. */
  answered: number;
}

/** `POST /api/applications/{id}/interview/answers`. */
export const interviewAnswerSchema = z.object({
  questionId: z.string({ error: 'Question id is required' }).regex(UUID_PATTERN, 'Question id is not a valid id'),
  answer: z
    .string({ error: InterviewTexts.emptyAnswer })
    .trim()
    .min(1, InterviewTexts.emptyAnswer)
    .max(5000, 'Answer must be at most 5000 characters'),
  /** How the answer was given: spoken (speech recognition) or typed. */
  answerMode: z.enum(ANSWER_MODES, { error: 'Answer mode must be voice or typed' }).default('typed'),
});
export type InterviewAnswerRequest = z.input<typeof interviewAnswerSchema>;
export type InterviewAnswerInput = z.output<typeof interviewAnswerSchema>;

/**
 * The server's evaluation of one answer as the applicant sees it: the score and feedback (spec
 * section 2: the interview shows them), without the evidence, whose key points are the expected answer's.
 */
export interface InterviewAnswerView {
  questionId: string;
  index: number;
  total: number;
  answered: number;
  answer: string;
  answerMode: AnswerMode;
  score: number;
  feedback: string;
}

/**
 * `PUT /api/applications/{id}/interview-results/review` (the job's recruiter): marks the results
 * reviewed. With `overrideScore` (0-100) the recruiter's score is in force and a `reason` (1-500
 * characters) is required; without it (absent or null) the AI score is in force again. The AI
 * score is never changed; every review is kept.
 */
export const interviewReviewSchema = z
  .object({
    overrideScore: z
      .number({ error: InterviewTexts.reviewScoreInvalid })
      .int(InterviewTexts.reviewScoreInvalid)
      .min(0, InterviewTexts.reviewScoreInvalid)
      .max(100, InterviewTexts.reviewScoreInvalid)
      .nullable()
      .optional(),
    reason: z
      .string({ error: 'Reason must be text' })
      .trim()
      .max(INTERVIEW_REVIEW.reasonMax, InterviewTexts.reviewReasonTooLong)
      .optional(),
  })
  .refine((r) => r.overrideScore === undefined || r.overrideScore === null || (r.reason ?? '').length >= 1, {
    message: InterviewTexts.reviewReasonRequired,
    path: ['reason'],
  });
export type InterviewReviewRequest = z.input<typeof interviewReviewSchema>;
export type InterviewReviewInput = z.output<typeof interviewReviewSchema>;

export interface InterviewReviewReply {
  message: string;
  result: InterviewResult;
}

// ---------- gateway -> applications service ----------
export interface NextInterviewQuestionMessage {
  caller: Caller;
  applicationId: string;
}
export interface AnswerInterviewQuestionMessage {
  caller: Caller;
  applicationId: string;
  body: InterviewAnswerInput;
}
export interface ReviewInterviewMessage {
  caller: Caller;
  applicationId: string;
  body: InterviewReviewInput;
}
