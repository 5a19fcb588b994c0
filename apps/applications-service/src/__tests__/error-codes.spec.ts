/**
 * The per-feature error codes this service answers with (libs/contracts/src/<feature>/<feature>.errors.ts)
 * replaced generic ones: each must keep the HTTP status the generic code had, so what the user
 * gets (status and message) is unchanged; the feature tests check code and message per case.
 */
import { statusOf, type ErrorCode } from '@hirewise/contracts';

const REPLACED: Partial<Record<ErrorCode, ErrorCode>> = {
  APPLICATION_NOT_FOUND: 'NOT_FOUND',
  ALREADY_APPLIED: 'CONFLICT',
  ALREADY_HOLDING_JOB: 'CONFLICT',
  JOB_DEADLINE_PASSED: 'CONFLICT',
  JOB_FULL: 'CONFLICT',
  POSITIONS_FILLED: 'CONFLICT',
  INVALID_STATUS_TRANSITION: 'CONFLICT',
  NOT_YOUR_JOB: 'FORBIDDEN',
  JOB_NOT_FOUND: 'NOT_FOUND',
  POSITIONS_BELOW_ACCEPTED: 'CONFLICT',
  RATING_TARGET_MISSING: 'VALIDATION_FAILED',
  RATING_NOT_ALLOWED: 'FORBIDDEN',
  ACCOUNT_DELETED: 'FORBIDDEN',
  INTERVIEW_NOT_YOURS: 'FORBIDDEN',
  INTERVIEW_NOT_OPEN: 'CONFLICT',
  INTERVIEW_ALREADY_COMPLETED: 'CONFLICT',
  INTERVIEW_JOB_MISMATCH: 'VALIDATION_FAILED',
  INTERVIEW_QUESTION_NOT_FOUND: 'NOT_FOUND',
  INTERVIEW_QUESTION_ANSWERED: 'CONFLICT',
  INTERVIEW_ALL_ANSWERED: 'CONFLICT',
  INTERVIEW_NOT_STARTED: 'CONFLICT',
  INTERVIEW_UNANSWERED_QUESTIONS: 'CONFLICT',
  INTERVIEW_NOT_SUBMITTED: 'CONFLICT',
  INTERVIEW_RESULTS_NOT_FOUND: 'NOT_FOUND',
  INTERVIEW_VIDEO_NOT_FOUND: 'NOT_FOUND',
};

describe('per-feature error codes of the applications service', () => {
  it.each(Object.entries(REPLACED) as [ErrorCode, ErrorCode][])('%s answers the HTTP status %s had', (code, generic) => {
    expect(statusOf(code)).toBe(statusOf(generic));
  });
});
