/**
 * The client's file name is kept only to name downloads. It never reaches a path: only its last
 * segment is kept, control and reserved characters are dropped, and the extension is replaced
 * by the one of the type we sniffed (a PDF uploaded as `cv.exe` downloads as `cv.pdf`).
 */
const MAX_BASE_LENGTH = 100;

export function displayName(clientName: string, ext: string, fallback: string): string {
  const lastSegment = clientName.split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- dropping control characters is the point of this pattern
    .replace(/[\u0000-\u001f\u007f-\u009f"<>:*?|\u2028\u2029]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const base = cleaned
    .replace(/\.[^.]*$/, '')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, MAX_BASE_LENGTH)
    .trim();
  return `${base || fallback}.${ext}`;
}

/** `inline` or `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(disposition: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
