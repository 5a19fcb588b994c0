import { FILE_KINDS, type FileKind } from '@hirewise/contracts';

/**
 * Storage key scheme: `<kind>/<file id>.<ext>`, e.g. `resume/6f1c...e2.pdf`. The id is a UUID
 * the service generated and the extension comes from the sniffed type, so a key never carries
 * anything the client sent; stores refuse any other shape (no `..`, no absolute paths).
 */
const KEY_PATTERN = new RegExp(`^(${FILE_KINDS.join('|')})/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.[a-z0-9]{1,5}$`);

export function storageKey(kind: FileKind, fileId: string, ext: string): string {
  const key = `${kind}/${fileId}.${ext}`;
  assertStorageKey(key);
  return key;
}

export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}
