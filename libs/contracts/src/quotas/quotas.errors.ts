/**
 * Failures specific to per-user file quotas (docs/files.md, "Quotas"), with the HTTP status
 * answered. Spread into ERROR_STATUS (../errors.ts); the messages are FileQuotaMessages.
 */
export const QuotasErrorStatus = {
  /** The owner keeps MEDIA_QUOTA_FILES files already. */
  QUOTA_FILES_REACHED: 413,
  /** The owner has no byte left of MEDIA_QUOTA_BYTES. */
  QUOTA_BYTES_REACHED: 413,
  /** The file is larger than the bytes the owner has left. */
  QUOTA_FILE_DOES_NOT_FIT: 413,
} as const;
