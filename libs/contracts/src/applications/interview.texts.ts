/**
 * Texts, paths and limits of the server-run interview (issue 15: integrity, provenance and human
 * review). In their own module without zod, like application.texts.ts: the web app shows them.
 */
import { ApiPaths } from '../api-paths';

/** Issue 15: an override's reason is required, 1-500 characters. */
export const INTERVIEW_REVIEW = { reasonMax: 500 } as const;

/**
 * How the overall interview score is computed from the stored answer scores (kept with every
 * result as its provenance): the mean of the server's own per-answer scores, rounded.
 */
export const OVERALL_SCORE_METHOD = 'mean-of-answer-scores-v1';

/**
 * From this share of the expected answer's word 3-grams repeated in an answer, the recruiter's view
 * flags the answer as a possible copy of the reference answer (the score is left to the recruiter).
 */
export const REFERENCE_COPY_THRESHOLD = 0.5;

/** Which score of an interview is in force: the server's AI score, or the recruiter's override. */
export const SCORE_SOURCES = ['ai', 'recruiter'] as const;
export type ScoreSource = (typeof SCORE_SOURCES)[number];

/**
 * Who computed a stored result's scores: `server` (evaluated by the applications service through
 * the AI service) or `client` (results stored before issue 15, with the scores the browser sent).
 */
export const SCORED_BY = ['server', 'client'] as const;
export type ScoredBy = (typeof SCORED_BY)[number];

/** The interview session's calls (ours, issue 15) and the review: the builders of api-paths.ts's table. */
export const InterviewSessionPaths = {
  questions: ApiPaths.interviewQuestions,
  answers: ApiPaths.interviewAnswers,
  review: ApiPaths.interviewReview,
} as const;

export const InterviewTexts = {
  // The spec's own texts (sections 5 and 8), now also the server's.
  emptyAnswer: 'Your answer is empty. Please record an answer before proceeding.',
  evaluationFailed: 'Failed to evaluate your answer. Please try again.',
  /** Spec section 8: question generation failed -> a default question about experience with the first skill. */
  defaultQuestion: (skill: string) => `Can you describe your experience with ${skill}?`,
  defaultExpectedAnswer: (skill: string) => `A clear description of practical experience with ${skill}: projects, responsibilities, challenges and results.`,
  // Ours.
  questionNotFound: 'Interview question not found',
  questionAlreadyAnswered: 'This question has already been answered',
  allAnswered: (total: number) => `All ${total} questions of this interview are answered. Complete the interview to save the results.`,
  notStarted: 'This interview has not started yet: answer its questions before submitting the results',
  unanswered: (answered: number, total: number) => `Answer all ${total} interview questions before submitting the results (${answered} answered)`,
  submitFirst: 'Submit the interview results before marking the interview complete',
  reviewNotYourJob: "Only the job's recruiter can review these interview results",
  reviewReasonRequired: 'A reason is required to override the AI score',
  reviewReasonTooLong: `The reason must be at most ${INTERVIEW_REVIEW.reasonMax} characters`,
  reviewScoreInvalid: 'The override score must be a whole number from 0 to 100',
  reviewed: 'Interview results marked as reviewed',
  overridden: 'Interview score overridden',
} as const;
