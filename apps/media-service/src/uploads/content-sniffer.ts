import type { FileKind } from '@hirewise/contracts';
import type { FileTypeResult } from 'file-type';
import { importEsm } from './esm-import';

/** What a file is by its content: the extension of its stored name and its Content-Type. */
export interface SniffedType {
  ext: string;
  mime: string;
}

/** How much of the start of an upload is read before anything is stored. */
export const SNIFF_HEAD_BYTES = 64 * 1024;

const DOCX = { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
const DOC = { ext: 'doc', mime: 'application/msword' };
const TEXT = { ext: 'txt', mime: 'text/plain; charset=utf-8' };

/** Binary types file-type names that each kind accepts, by file-type's extension. */
const ACCEPTED_BINARY: Record<FileKind, Record<string, SniffedType>> = {
  resume: { pdf: { ext: 'pdf', mime: 'application/pdf' }, docx: DOCX, cfb: DOC },
  profile: { png: { ext: 'png', mime: 'image/png' }, jpg: { ext: 'jpg', mime: 'image/jpeg' }, webp: { ext: 'webp', mime: 'image/webp' } },
  'interview-video': { webm: { ext: 'webm', mime: 'video/webm' } },
};

let fileTypeModule: Promise<typeof import('file-type')> | undefined;
const fileType = () => (fileTypeModule ??= importEsm<typeof import('file-type')>('file-type'));

/**
 * Decides the type of an upload from its first bytes (`complete` when they are the whole file).
 * Binary formats by their magic bytes (file-type); a docx is a zip with `word/` entries (file-type
 * says so when it sees `[Content_Types].xml`, or we find the entries ourselves in the head); a doc
 * is an OLE compound file; plain text (resumes only) has no NUL byte and is valid UTF-8.
 * Anything else (an executable renamed .pdf, a zip, a spreadsheet) is undefined: refused.
 */
export async function sniff(kind: FileKind, head: Buffer, complete: boolean): Promise<SniffedType | undefined> {
  const detected: FileTypeResult | undefined = await (await fileType()).fileTypeFromBuffer(head);
  if (detected) {
    const accepted = ACCEPTED_BINARY[kind][detected.ext];
    if (accepted) return accepted;
    if (kind === 'resume' && detected.ext === 'zip' && zipHasEntryUnder(head, 'word/')) return DOCX;
    return undefined;
  }
  if (kind === 'resume' && isPlainText(head, complete)) return TEXT;
  return undefined;
}

/** No NUL byte and valid UTF-8; a character cut by the end of an incomplete head is fine. */
export function isPlainText(head: Buffer, complete: boolean): boolean {
  if (head.length === 0 || head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: !complete });
    return true;
  } catch {
    return false;
  }
}

const LOCAL_FILE_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Whether any zip local file header in `head` names an entry under `prefix`. */
export function zipHasEntryUnder(head: Buffer, prefix: string): boolean {
  for (let at = head.indexOf(LOCAL_FILE_HEADER); at !== -1 && at + 30 <= head.length; at = head.indexOf(LOCAL_FILE_HEADER, at + 4)) {
    const nameLength = head.readUInt16LE(at + 26);
    const name = head.subarray(at + 30, at + 30 + nameLength).toString('utf8');
    if (name.startsWith(prefix)) return true;
  }
  return false;
}
