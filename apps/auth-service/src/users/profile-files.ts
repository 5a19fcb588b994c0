import { Injectable } from '@nestjs/common';
import {
  fileIdOf,
  Patterns,
  PROFILE_FILE_FIELDS,
  ProfileFileMessages,
  type FileKind,
  type ProfileFileField,
} from '@hirewise/contracts';
import { ClientRegistry, DomainError } from '@hirewise/server-kit';

const LABEL: Record<ProfileFileField, string> = { resume: 'Resume', profile: 'Profile photo' };
const FIELDS = Object.keys(PROFILE_FILE_FIELDS) as ProfileFileField[];

type FileFields = Partial<Record<ProfileFileField, string>>;

/**
 * A profile may name only its owner's files (docs/security.md, "Files: quotas, ownership,
 * clean-up"). A value that names a stored file (`<id>` or `<id>.<ext>`) must be one the owner
 * uploaded, of the field's kind: the media service, which owns the files, is asked before anything
 * is saved. Values that name no file (empty, or another shape, which no path resolves) are not
 * asked about, nor a value the profile already holds.
 */
@Injectable()
export class ProfileFiles {
  constructor(private readonly clients: ClientRegistry) {}

  /** A new account owns no file yet: a file id at signup is someone else's (400). */
  refuseAtSignup(input: FileFields): void {
    for (const field of FIELDS) {
      const value = input[field];
      if (value && fileIdOf(value)) throw new DomainError('PROFILE_FILE_AT_SIGNUP', ProfileFileMessages.noFilesAtSignup(LABEL[field]));
    }
  }

  /** Refuses (400) new file values that are not the owner's own files of that kind. */
  async checkUpdate(ownerId: string, stored: FileFields, changes: FileFields): Promise<void> {
    const asked: { field: ProfileFileField; kind: FileKind; fileId: string }[] = [];
    for (const field of FIELDS) {
      const value = changes[field];
      if (value === undefined || value === '' || value === stored[field]) continue;
      const fileId = fileIdOf(value);
      if (fileId) asked.push({ field, kind: PROFILE_FILE_FIELDS[field], fileId });
    }
    if (asked.length === 0) return;
    const { owned } = await this.clients
      .get('media')
      .send(Patterns.media.checkOwnership, { ownerId, files: asked.map(({ kind, fileId }) => ({ kind, fileId })) });
    const foreign = asked.find((a) => !owned.includes(a.fileId));
    if (foreign) throw new DomainError('PROFILE_FILE_NOT_OWNED', ProfileFileMessages.notYourFile(LABEL[foreign.field]));
  }
}
