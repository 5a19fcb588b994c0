import { FILE_LIMIT_BYTES } from '@hirewise/contracts/constants';
import { ACCEPTED_EXTENSIONS, ACCEPTED_TYPES, type FileKind } from '@hirewise/contracts/media';
import { FileMessages } from './file-messages';

/** What the applicant uploads: a resume (multipart field `resume`) or a profile photo (field `profile`). */
export type UploadKind = Extract<FileKind, 'resume' | 'profile'>;

interface UploadRule {
  /** File name endings and MIME types the picker offers; the server checks the content again. */
  extensions: readonly string[];
  mimeTypes: readonly string[];
  typeMessage: string;
  /** The picker's accept attribute. */
  accept: string;
  /** Shown under the field. */
  hint: string;
}

function acceptOf(kind: UploadKind): string {
  return [...ACCEPTED_EXTENSIONS[kind], ...ACCEPTED_TYPES[kind]].join(',');
}

export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  resume: {
    extensions: ACCEPTED_EXTENSIONS.resume,
    mimeTypes: ACCEPTED_TYPES.resume,
    typeMessage: FileMessages.resumeType,
    accept: acceptOf('resume'),
    hint: 'PDF, Word (doc, docx) or text, up to 50MB',
  },
  profile: {
    extensions: ACCEPTED_EXTENSIONS.profile,
    mimeTypes: ACCEPTED_TYPES.profile,
    typeMessage: FileMessages.photoType,
    accept: acceptOf('profile'),
    hint: 'PNG, JPEG or WebP, up to 50MB',
  },
};

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/**
 * Spec section 5, checked before anything is sent: no file, a type outside the list (neither the
 * MIME type the browser reports nor the name's ending is on it), or more than 50MB. Returns the spec's text, or
 * undefined when the file may go. The server checks the content itself and has the last word.
 */
export function validateUpload(kind: UploadKind, file: File | null | undefined): string | undefined {
  if (!file) return FileMessages.noFile;
  const rule = UPLOAD_RULES[kind];
  const typeOk = rule.mimeTypes.includes(file.type.toLowerCase()) || rule.extensions.includes(extensionOf(file.name));
  if (!typeOk) return rule.typeMessage;
  if (file.size > FILE_LIMIT_BYTES) return FileMessages.tooLarge;
  return undefined;
}
