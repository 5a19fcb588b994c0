/**
 * Failures specific to choosing a password (the auth service's password policy), with the HTTP
 * status the gateway answers. Spread into ERROR_STATUS (../errors.ts); the message is
 * PASSWORD_TOO_COMMON (fields.ts). Logins never apply the policy: they keep INVALID_CREDENTIALS.
 */
export const AuthErrorStatus = {
  /** A new password found in the list of common passwords (checked case-insensitively). */
  PASSWORD_TOO_COMMON: 400,
} as const;
