/**
 * Failures specific to signed interview-stream links (`?access=`), with the HTTP status answered.
 * Spread into ERROR_STATUS (../errors.ts); the messages are MediaMessages.
 */
export const StreamsErrorStatus = {
  STREAM_LINK_EXPIRED: 401,
  /** Tampered, not a link token, or for another file. */
  STREAM_LINK_INVALID: 401,
} as const;
