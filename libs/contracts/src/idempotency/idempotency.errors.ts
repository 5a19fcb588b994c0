/**
 * Failures of idempotent writes (docs/reliability.md, "Idempotency keys"), with the HTTP status
 * answered. Spread into ERROR_STATUS (../errors.ts); the messages are IdempotencyMessages.
 */
export const IdempotencyErrorStatus = {
  /** The Idempotency-Key header is not 1 to 255 visible ASCII characters. */
  IDEMPOTENCY_KEY_INVALID: 400,
  /** A request with this key is still being carried out: retry it shortly with the same key. */
  IDEMPOTENCY_IN_PROGRESS: 409,
  /** The key was used before with another request (method, path or body). */
  IDEMPOTENCY_KEY_REUSED: 422,
} as const;
