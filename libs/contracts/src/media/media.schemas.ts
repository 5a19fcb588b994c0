import { FILE_LIMIT_BYTES } from '../constants';
import { UUID_PATTERN } from '../common/ids';
import { ApiPaths } from '../api-paths';

/**
 * Files (spec sections 3, 5, 7 and 8; architecture section 7). Uploads, downloads and video
 * streams go through the gateway's proxy to the media service's own HTTP port; nothing here
 * crosses the broker except the interview-result message (see interview.schemas.ts).
 */
export const FILE_KINDS = ['resume', 'profile', 'interview-video'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** Multipart field that carries the file of each upload. */
export const UPLOAD_FIELDS = { resume: 'resume', profile: 'profile', video: 'video' } as const;

export const MediaPaths = {
  uploadResume: ApiPaths.uploadResume,
  uploadProfile: ApiPaths.uploadProfile,
  interviewResults: ApiPaths.interviewResults,
  downloadResume: ApiPaths.downloadResume,
  /** Our addition: profile photos need an authenticated read path too. */
  downloadProfile: ApiPaths.downloadProfile,
  downloadInterview: ApiPaths.downloadInterview,
  streamInterview: ApiPaths.streamInterview,
  /** Our addition: a short-lived signed stream URL for a `<video src>`, which cannot send the bearer header. */
  streamInterviewLink: ApiPaths.streamInterviewLink,
} as const;

/** How long a signed stream link works (seconds): enough to open and watch an interview answer. */
export const STREAM_LINK_TTL_SECONDS = 10 * 60;
/** The query parameter that carries a stream link's token in place of the bearer header. */
export const STREAM_ACCESS_PARAM = 'access';

/** `POST /api/stream/interview/{videoFileId}/link`: `url` is `/api/stream/interview/{videoFileId}?access=<token>`. */
export interface StreamLinkResponse {
  url: string;
  /** ISO time after which the link is refused (401). */
  expiresAt: string;
}

/** Types each upload accepts, by content (the web app also uses them for the file input's `accept`). */
export const ACCEPTED_TYPES: Record<FileKind, readonly string[]> = {
  resume: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'text/plain',
  ],
  profile: ['image/png', 'image/jpeg', 'image/webp'],
  'interview-video': ['video/webm'],
};

export const ACCEPTED_EXTENSIONS: Record<FileKind, readonly string[]> = {
  resume: ['.pdf', '.doc', '.docx', '.txt'],
  profile: ['.png', '.jpg', '.jpeg', '.webp'],
  'interview-video': ['.webm'],
};

export const MediaMessages = {
  uploaded: 'File uploaded successfully',
  noFile: 'Please select a file',
  tooLarge: `File size must be less than ${FILE_LIMIT_BYTES / (1024 * 1024)}MB`,
  wrongType: {
    resume: 'Please select a PDF, Word document, or text file',
    profile: 'Please select a PNG, JPEG or WebP image',
    'interview-video': 'Please select a WebM video recording',
  } satisfies Record<FileKind, string>,
  fileNotFound: 'File not found',
  noAccess: 'You do not have access to this file',
  rangeNotSatisfiable: 'Requested range is not available in this file',
  storageDown: 'File storage is not available right now. Please try again shortly.',
  uploadAborted: 'The upload was interrupted. Please try again.',
  uploadMalformed: 'The upload could not be read: the form data is malformed.',
  streamLinkExpired: 'This video link has expired. Please open the video again.',
  streamLinkInvalid: 'This video link is not valid for this video. Please open the video again.',
} as const;

/** What both upload paths answer. `filename` is the stored name kept in the profile; `fileId` its id. */
export interface UploadResponse {
  success: true;
  filename: string;
  fileId: string;
  message: string;
}

/**
 * A stored file's reference as the profile and the paths carry it: the id alone or the
 * generated name `<id>.<ext>`. Anything else (a client path, another shape) is no file.
 */
const FILE_REF = new RegExp(`^(${UUID_PATTERN.source.slice(1, -1)})(\\.[a-z0-9]{1,5})?$`, 'i');

export function fileIdOf(ref: string): string | undefined {
  const match = FILE_REF.exec(ref);
  return match ? match[1].toLowerCase() : undefined;
}
