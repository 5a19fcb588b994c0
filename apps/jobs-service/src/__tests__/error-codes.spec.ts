/**
 * The per-feature error codes this service answers with (libs/contracts/src/jobs/jobs.errors.ts)
 * replaced generic ones: each must keep the HTTP status the generic code had, so what the user
 * gets (status and message) is unchanged; the feature tests check code and message per case.
 */
import { statusOf, type ErrorCode } from '@hirewise/contracts';

const REPLACED: Partial<Record<ErrorCode, ErrorCode>> = {
  JOB_NOT_FOUND: 'NOT_FOUND',
  NOT_JOB_OWNER: 'FORBIDDEN',
  POSITIONS_BELOW_ACCEPTED: 'CONFLICT',
};

describe('per-feature error codes of the jobs service', () => {
  it.each(Object.entries(REPLACED) as [ErrorCode, ErrorCode][])('%s answers the HTTP status %s had', (code, generic) => {
    expect(statusOf(code)).toBe(statusOf(generic));
  });
});
