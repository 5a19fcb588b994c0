/**
 * The file name of a Content-Disposition header: `filename*=UTF-8''...` (RFC 5987) wins over
 * `filename="..."`. Any path part is dropped, so a name can never point outside the download folder.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return baseName(decodeURIComponent(extended[2].trim().replace(/^"|"$/g, '')));
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted?.[1] !== undefined) return baseName(quoted[1].replace(/\\(.)/g, '$1'));
  const bare = /filename\s*=\s*([^;\s]+)/i.exec(header);
  if (bare?.[1]) return baseName(bare[1]);
  return null;
}

function baseName(name: string): string | null {
  const last = name.split(/[\\/]/).pop()?.trim() ?? '';
  return last === '' || last === '.' || last === '..' ? null : last;
}
