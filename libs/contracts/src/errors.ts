import { ApiKeysErrorStatus } from './api-keys/api-keys.errors';
import { ApplicationsErrorStatus } from './applications/applications.errors';
import { AuthErrorStatus } from './auth/auth.errors';
import { FilesErrorStatus } from './files/files.errors';
import { IdempotencyErrorStatus } from './idempotency/idempotency.errors';
import { InterviewsErrorStatus } from './interviews/interviews.errors';
import { JobsErrorStatus } from './jobs/jobs.errors';
import { NotificationsErrorStatus } from './notifications/notifications.errors';
import { SavedSearchesErrorStatus } from './saved-searches/saved-searches.errors';
import { WebhooksErrorStatus } from './webhooks/webhooks.errors';
import { PrivacyErrorStatus } from './privacy/privacy.errors';
import { QuotasErrorStatus } from './quotas/quotas.errors';
import { RatingsErrorStatus } from './ratings/ratings.errors';
import { StreamsErrorStatus } from './streams/streams.errors';
import { UploadsErrorStatus } from './uploads/uploads.errors';
import { UsersErrorStatus } from './users/users.errors';

/** Error codes shared by every service and the gateway; a feature's own codes are in its `<feature>.errors.ts`. */
export const COMMON_ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** A service refused a message whose caller token is missing, invalid or not allowed (docs/security.md); a server-side fault to the user. */
  UNTRUSTED_CALLER: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

/**
 * Every error code and its HTTP status. A service replies over the broker with `{ code, message }`;
 * the gateway maps the code to an HTTP status with `statusOf`. A feature's own codes live in
 * `libs/contracts/src/<feature>/<feature>.errors.ts` (`export const <Feature>ErrorStatus = { CODE:
 * status } as const`) and join here with one import above and one spread line below each; a code
 * is defined once (contracts' errors.spec.ts checks that no feature redefines another's).
 */
export const ERROR_STATUS = {
  ...COMMON_ERROR_STATUS,
  // Per-feature codes, one line per feature file:
  ...ApplicationsErrorStatus,
  ...InterviewsErrorStatus,
  ...JobsErrorStatus,
  ...PrivacyErrorStatus,
  ...RatingsErrorStatus,
  ...ApiKeysErrorStatus,
  ...FilesErrorStatus,
  ...QuotasErrorStatus,
  ...StreamsErrorStatus,
  ...UploadsErrorStatus,
  ...UsersErrorStatus,
  ...AuthErrorStatus,
  ...NotificationsErrorStatus,
  ...SavedSearchesErrorStatus,
  ...WebhooksErrorStatus,
  ...IdempotencyErrorStatus,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorBody {
  message: string;
}

/** What crosses the broker when a handler fails. */
export interface RpcErrorPayload {
  code: ErrorCode;
  message: string;
}

export function statusOf(code: ErrorCode): number {
  return ERROR_STATUS[code];
}

export function isRpcErrorPayload(value: unknown): value is RpcErrorPayload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.code === 'string' && v.code in ERROR_STATUS && typeof v.message === 'string';
}

export const Messages = {
  internal: 'Something went wrong. Please try again later.',
  unavailable: (service: string) => `The ${service} service is not available right now. Please try again shortly.`,
  unauthenticated: 'Please log in to continue',
  invalidToken: 'Your session is invalid or has expired. Please log in again.',
  forbiddenRole: (role: string) => `Only ${role}s can do this`,
  rateLimited: 'Too many attempts. Please wait a minute and try again.',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  userNotFound: 'User not found',
  notFound: 'Not found',
} as const;
