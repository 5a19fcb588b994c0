/**
 * Failures specific to the AI service's API keys (service clients, `X-API-Key`), with the HTTP
 * status answered. Spread into ERROR_STATUS (../errors.ts); the messages are the AI service's
 * ApiKeyMessages.
 */
export const ApiKeysErrorStatus = {
  /** Unknown or malformed key. */
  API_KEY_INVALID: 401,
  API_KEY_REVOKED: 401,
  /** A key and a bearer token on one request. */
  API_KEY_WITH_BEARER: 401,
  /** The key's own requests-per-minute limit is reached. */
  API_KEY_RATE_LIMITED: 429,
} as const;
