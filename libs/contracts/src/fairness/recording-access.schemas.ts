import type { Caller } from '../messages';
import type { VideoDeletedReason } from '../applications/interview.schemas';

/**
 * The recording access log and retention (issue 21, parts 6 and 7; docs/fairness.md): every play
 * (a stream link issued, or a stream opened with the bearer header) and every download of an
 * interview recording is logged with who and when before a byte is served, and the applicant of the
 * application sees the log. Recordings are deleted RECORDING_RETENTION_DAYS after the job's deadline;
 * the scores, answers and reviews stay.
 */
export const RECORDING_ACCESS_ACTIONS = ['play', 'download'] as const;
export type RecordingAccessAction = (typeof RECORDING_ACCESS_ACTIONS)[number];

/** Who opened it: the application's applicant or the job's recruiter (nobody else can). */
export const RECORDING_VIEWER_ROLES = ['applicant', 'recruiter'] as const;
export type RecordingViewerRole = (typeof RECORDING_VIEWER_ROLES)[number];

/** The default of RECORDING_RETENTION_DAYS: days after the job's deadline a recording is kept. */
export const DEFAULT_RECORDING_RETENTION_DAYS = 90;

export interface RecordingAccessEntry {
  /** The user who played or downloaded it. */
  viewerId: string;
  viewerRole: RecordingViewerRole;
  action: RecordingAccessAction;
  /** ISO time. */
  accessedAt: string;
}

/** Where the application's recording stands. */
export interface RecordingState {
  /** `none`: no recording was made (or there is no interview yet); `kept`: it can be played; `deleted`: gone, see `deletedReason`. */
  status: 'none' | 'kept' | 'deleted';
  deletedAt: string | null;
  /** `applicant`: deleted at the applicant's request; `retention`: deleted after the retention period. */
  deletedReason: VideoDeletedReason | null;
  /**
   * When the retention sweep deletes it (the job's deadline plus `retentionDays`): while it is kept, and
   * before the interview is taken (when a recording made now would be deleted); null otherwise.
   */
  deleteAfter: string | null;
}

/** `GET /api/applications/{id}/recording-access`: its applicant and the job's recruiter only. */
export interface RecordingAccessLog {
  applicationId: string;
  recording: RecordingState;
  /** RECORDING_RETENTION_DAYS of the service. */
  retentionDays: number;
  /** Newest first (at most RECORDING_ACCESS_LIST_LIMIT); kept after the recording is deleted. */
  entries: RecordingAccessEntry[];
}

export const RECORDING_ACCESS_LIST_LIMIT = 500;

export const RecordingAccessMessages = {
  notYours: "Only the applicant and the job's recruiter can see who opened this recording",
} as const;

export interface GetRecordingAccessMessage {
  caller: Caller;
  applicationId: string;
}

/**
 * Media service -> applications service, after the file's access rule let the caller in and before
 * anything is served: one play or download of the recording with this file id. Refused (and then
 * nothing is served) when no interview result names the file any more, or the caller is neither
 * its applicant nor the job's recruiter.
 */
export interface RecordRecordingAccessMessage {
  caller: Caller;
  videoFileId: string;
  /** The file's owner as the media service stored it: the interview's applicant. */
  ownerId: string;
  action: RecordingAccessAction;
}

export interface RecordRecordingAccessReply {
  recorded: true;
  viewerRole: RecordingViewerRole;
}
