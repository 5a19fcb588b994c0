/**
 * Failures specific to reading stored files (the media service's downloads and streams), with the
 * HTTP status answered. Spread into ERROR_STATUS (../errors.ts); the messages are MediaMessages.
 */
export const FilesErrorStatus = {
  /** No file of the path's kind with that id (or its bytes are gone). */
  FILE_NOT_FOUND: 404,
  /** Not the owner, and not a recruiter the owner applied to (or of the interview's job). */
  FILE_ACCESS_DENIED: 403,
  /** The file store (disk or S3) failed or is unreachable. */
  STORAGE_UNAVAILABLE: 503,
} as const;
