/**
 * Failures specific to accounts (the auth service's users feature), with the HTTP status the
 * gateway answers. Spread into ERROR_STATUS (../errors.ts); the messages are PrivacyMessages
 * (deletion) and ProfileFileMessages (profile files). Login, signup and lookup failures keep the
 * common INVALID_CREDENTIALS, EMAIL_TAKEN and USER_NOT_FOUND.
 */
export const UsersErrorStatus = {
  /** Only applicants delete their own account; recruiters contact support. */
  ACCOUNT_DELETION_NOT_ALLOWED: 403,
  /** The password confirming an account deletion is not the account's. */
  WRONG_PASSWORD: 403,
  /** A signup naming a stored file: files are uploaded after signing up. */
  PROFILE_FILE_AT_SIGNUP: 400,
  /** A profile naming a file that is not the owner's own upload of that kind. */
  PROFILE_FILE_NOT_OWNED: 400,
} as const;
