import type { UserUpdateRequest } from '@hirewise/contracts/auth';
import { errorMessage } from '../../api/api-error';
import { uploadFile } from '../../files/api/upload-file';
import { FileMessages } from '../../files/utils/file-messages';
import type { UploadKind } from '../../files/utils/file-rules';
import { updateUser } from '../../profile/api/update-user';

export type SignupFiles = Record<UploadKind, File | null>;

export interface SignupUploadResult {
  /** Whether at least one file is now on the new profile. */
  saved: boolean;
  /** Why a file did not make it (the server's message, e.g. the type or size text). */
  errors: string[];
}

const KINDS: readonly UploadKind[] = ['resume', 'profile'];

/**
 * Uploads need a signed-in user, so a new applicant's files go after the account exists: each
 * file with the new token, then one PUT /api/user recording what arrived. One file failing does
 * not stop the other.
 */
export async function uploadSignupFiles(
  token: string,
  files: SignupFiles,
  onProgress: (kind: UploadKind, percent: number | null) => void,
): Promise<SignupUploadResult> {
  const changes: { resume?: string; profile?: string } = {};
  const errors: string[] = [];
  for (const kind of KINDS) {
    const file = files[kind];
    if (!file) continue;
    try {
      onProgress(kind, 0);
      const uploaded = await uploadFile(kind, file, { token, onProgress: ({ percent }) => onProgress(kind, percent) });
      changes[kind] = uploaded.filename;
      onProgress(kind, 100);
    } catch (error) {
      onProgress(kind, null);
      errors.push(errorMessage(error, FileMessages.uploadFailed));
    }
  }
  if (Object.keys(changes).length === 0) return { saved: false, errors };
  try {
    await updateUser(changes satisfies UserUpdateRequest, token);
    return { saved: true, errors };
  } catch (error) {
    return { saved: false, errors: [...errors, errorMessage(error, FileMessages.uploadFailed)] };
  }
}
