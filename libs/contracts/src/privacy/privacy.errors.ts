/**
 * Failures specific to privacy (a deleted account), with the HTTP status the gateway answers.
 * Spread into ERROR_STATUS (../errors.ts); the messages are PrivacyMessages.
 */
export const PrivacyErrorStatus = {
  /** The applicant deleted their account: no new applications or ratings. */
  ACCOUNT_DELETED: 403,
} as const;
