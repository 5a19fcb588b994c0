/**
 * Failures specific to uploads (resumes, photos, interview recordings), with the HTTP status
 * answered. Spread into ERROR_STATUS (../errors.ts); the messages are MediaMessages. A full
 * quota is QuotasErrorStatus; a store that fails is STORAGE_UNAVAILABLE (FilesErrorStatus).
 */
export const UploadsErrorStatus = {
  /** No multipart form, no file part under the expected field, or an empty file. */
  UPLOAD_NO_FILE: 400,
  /** The client went away (or the body stopped) before the file was whole. */
  UPLOAD_ABORTED: 400,
  /** The body is not a well-formed multipart form. */
  UPLOAD_MALFORMED: 400,
  /** Too many form fields or parts, or a text field over its size. */
  UPLOAD_FORM_TOO_LARGE: 400,
  /** Over the 50 MB file limit. */
  FILE_TOO_LARGE: 413,
  /** The content (not the name) is not a type the kind accepts. */
  FILE_TYPE_NOT_ACCEPTED: 415,
} as const;
