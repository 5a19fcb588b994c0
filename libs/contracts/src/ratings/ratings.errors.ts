/**
 * Failures specific to ratings, with the HTTP status the gateway answers. Spread into
 * ERROR_STATUS (../errors.ts); the messages are RatingMessages and ApplicationMessages.
 */
export const RatingsErrorStatus = {
  /** An applicant's rating without a jobId, or a recruiter's without an applicantId. */
  RATING_TARGET_MISSING: 400,
  /** Only an accepted applicant rates the job; only the job's recruiter rates an accepted or finished applicant. */
  RATING_NOT_ALLOWED: 403,
} as const;
