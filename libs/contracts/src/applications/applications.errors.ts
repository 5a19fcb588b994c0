/**
 * Failures specific to applications (apply, status changes, the recruiter's lists), with the HTTP
 * status the gateway answers. Spread into ERROR_STATUS (../errors.ts); the messages are in
 * application.texts.ts.
 */
export const ApplicationsErrorStatus = {
  APPLICATION_NOT_FOUND: 404,
  ALREADY_APPLIED: 409,
  /** The applicant already holds an accepted job. */
  ALREADY_HOLDING_JOB: 409,
  JOB_DEADLINE_PASSED: 409,
  /** maxApplicants active applications. */
  JOB_FULL: 409,
  /** maxPositions accepted applications. */
  POSITIONS_FILLED: 409,
  INVALID_STATUS_TRANSITION: 409,
  /** A recruiter acting on applications (or interview results) of another recruiter's job. */
  NOT_YOUR_JOB: 403,
  /** The status history of an application that is neither the caller's nor of the caller's job. */
  APPLICATION_NOT_YOURS: 403,
  /** Issue 21: marking handled a human-interview request that was never made. */
  NO_HUMAN_INTERVIEW_REQUEST: 404,
  /** Issue 21: rejecting an AI-scored candidate without confirming the answers were reviewed. */
  REVIEW_CONFIRMATION_REQUIRED: 422,
} as const;
