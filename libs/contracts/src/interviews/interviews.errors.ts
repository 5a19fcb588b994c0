/**
 * Failures specific to the interview the applications service runs (issue 15), with the HTTP
 * status the gateway answers. Spread into ERROR_STATUS (../errors.ts); the messages are
 * InterviewTexts and ApplicationMessages.
 */
export const InterviewsErrorStatus = {
  /** Someone else's application (the applicant's interview, results or recording). */
  INTERVIEW_NOT_YOURS: 403,
  /** Neither shortlisted nor on a job that requires an interview. */
  INTERVIEW_NOT_OPEN: 409,
  INTERVIEW_ALREADY_COMPLETED: 409,
  INTERVIEW_JOB_MISMATCH: 400,
  INTERVIEW_QUESTION_NOT_FOUND: 404,
  INTERVIEW_QUESTION_ANSWERED: 409,
  INTERVIEW_ALL_ANSWERED: 409,
  INTERVIEW_NOT_STARTED: 409,
  INTERVIEW_UNANSWERED_QUESTIONS: 409,
  /** Marking complete before the results were submitted. */
  INTERVIEW_NOT_SUBMITTED: 409,
  INTERVIEW_RESULTS_NOT_FOUND: 404,
  INTERVIEW_VIDEO_NOT_FOUND: 404,
} as const;
