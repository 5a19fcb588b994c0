/**
 * Failures specific to jobs, with the HTTP status the gateway answers. Spread into ERROR_STATUS
 * (../errors.ts); the messages are JobMessages (job.schemas.ts).
 */
export const JobsErrorStatus = {
  /** No such job (or deleted); also what the applications service answers for a job it cannot find. */
  JOB_NOT_FOUND: 404,
  /** A recruiter changing or deleting another recruiter's job. */
  NOT_JOB_OWNER: 403,
  /** maxPositions lowered below the candidates already accepted. */
  POSITIONS_BELOW_ACCEPTED: 409,
  /** A `cursor` that is not one this service wrote, or one for other filters or another order (issue 19). */
  INVALID_CURSOR: 400,
} as const;
