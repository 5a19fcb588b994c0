import { z } from 'zod';
import type { Caller } from '../messages';
import type { Application, StatusChange } from '../applications/application.schemas';
import type { InterviewResult } from '../applications/interview.schemas';
import type { UserProfile } from '../auth/auth.schemas';
import type { SelfIdentification } from '../fairness/self-identification.schemas';
import type { RecordingAccessEntry } from '../fairness/recording-access.schemas';

/**
 * "Your data" (issue 4, beyond the spec): an applicant downloads everything we hold about them as
 * one JSON file and can delete their account. docs/privacy.md says what is kept and why.
 */
export const deleteAccountSchema = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024, 'Password is too long'),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountSchema>;

export const PrivacyMessages = {
  accountDeleted: 'Your account and personal data have been deleted',
  wrongPassword: 'The password is not correct',
  applicantsOnly: 'Only applicant accounts can be deleted here; recruiters, please contact support',
  accountGone: 'This account has been deleted',
} as const;

export interface DeleteUserMessage {
  caller: Caller;
  password: string;
}

export interface ExportDataMessage {
  caller: Caller;
}

export interface ExportedApplication extends Application {
  history: StatusChange[];
}

export interface ExportedRating {
  target: 'job' | 'applicant';
  targetId: string;
  rating: number;
  updatedAt: string;
}

/** What the applications service holds about an applicant. */
export interface ApplicationsDataExport {
  applications: ExportedApplication[];
  ratingsGiven: ExportedRating[];
  interviewResults: InterviewResult[];
  /** Issue 21: the voluntary self-identification (null answers where not given). */
  selfIdentification: SelfIdentification;
  /** Issue 21: every play and download of the applicant's interview recordings (who by role, when), oldest first. */
  recordingAccess: ExportedRecordingAccess[];
}

export interface ExportedRecordingAccess extends Omit<RecordingAccessEntry, 'viewerId'> {
  applicationId: string;
}

export interface ExportedFile {
  fileId: string;
  kind: string;
  contentType: string;
  size: number;
  originalName: string;
  createdAt: string;
}

/** `GET /api/user/export`. */
export interface UserDataExport extends ApplicationsDataExport {
  exportedAt: string;
  profile: UserProfile;
  files: ExportedFile[];
}
