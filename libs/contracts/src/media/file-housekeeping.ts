import type { FileKind } from './media.schemas';

/**
 * Per-user quotas, file ownership and the clean-up of unreferenced files (issue 16; docs/files.md,
 * docs/security.md "Files: quotas, ownership, clean-up").
 */

/** A profile field that names a stored file, and the kind of file it must be. */
export const PROFILE_FILE_FIELDS = { resume: 'resume', profile: 'profile' } as const satisfies Record<string, FileKind>;
export type ProfileFileField = keyof typeof PROFILE_FILE_FIELDS;

/**
 * `media.files.ownership.check.v1` (auth service -> media service, before a profile names new
 * files): which of these files exist, belong to `ownerId` and are of the field's kind. Each file
 * found also starts its clean-up grace period again, so it cannot be swept before the profile's
 * `user.updated` reaches the media service.
 */
export interface CheckFileOwnershipMessage {
  ownerId: string;
  files: { kind: FileKind; fileId: string }[];
}

export interface CheckFileOwnershipReply {
  /** The ids (of those asked) that are the owner's files of the asked kind. */
  owned: string[];
}

function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1024) return `${Number((mb / 1024).toFixed(1))} GB`;
  if (mb >= 1) return `${Number(mb.toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export const FileQuotaMessages = {
  tooManyFiles: (limit: number) =>
    `You have reached the limit of ${limit} stored files per account. Files you replaced or no longer use are removed after a day; please try again later.`,
  noSpaceLeft: (limit: number) =>
    `You have reached the storage limit of ${formatBytes(limit)} per account. Files you replaced or no longer use are removed after a day; please try again later.`,
  doesNotFit: (limit: number, left: number) =>
    `This file does not fit in your storage limit of ${formatBytes(limit)} per account (${formatBytes(left)} left).`,
} as const;

export const ProfileFileMessages = {
  /** A profile naming a file that is not the caller's own upload of that kind (someone else's, gone, or another kind). */
  notYourFile: (label: string) => `${label} must be a file you uploaded`,
  /** A new account owns no file yet: files are uploaded after signing up. */
  noFilesAtSignup: (label: string) => `${label} can be added after signing up: upload the file from your profile`,
} as const;
