/**
 * Idempotent writes (issue 20): a client sends one `Idempotency-Key` per user action with every
 * POST, PUT and DELETE, and repeats the request with the same key after a network error, a 503 or
 * a 409 IDEMPOTENCY_IN_PROGRESS. Within IDEMPOTENCY_TTL_MS the same key and request get the first
 * answer again (status and body, with `Idempotent-Replayed: true`) without the work being done
 * twice; the same key with another request is refused (422). Keys are scoped to the caller.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that repeats a stored one. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long a key's answer is kept: 24 hours. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** 1 to 255 visible ASCII characters (a UUID is what the web app sends). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const IdempotencyMessages = {
  invalidKey: 'Idempotency-Key must be 1 to 255 visible characters (a UUID, for example).',
  inProgress: 'A request with this Idempotency-Key is still being processed. Retry it shortly with the same key.',
  reused: 'This Idempotency-Key was already used for a different request. Use a new key for a new action.',
  storeUnavailable: 'Writes cannot be protected against duplicates right now. Please try again shortly.',
  /** A keyed write whose first attempt committed but whose answer was lost when its service stopped. */
  carriedOut: 'This request was already carried out.',
} as const;
