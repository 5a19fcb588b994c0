/**
 * Type by content (file-type for binary formats, our rules for docx entries and plain text),
 * over real sample bytes. Integration config: file-type is ESM, loaded with a real import().
 */
import type { FileKind } from '@hirewise/contracts';
import { isPlainText, sniff, zipHasEntryUnder } from '../content-sniffer';
import { samples } from '@hirewise/testing';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('sniff', () => {
  const cases: [FileKind, string, () => Buffer, { ext: string; mime: string } | undefined][] = [
    ['resume', 'a PDF', () => samples.pdf(), { ext: 'pdf', mime: 'application/pdf' }],
    ['resume', 'a docx', samples.docx, { ext: 'docx', mime: DOCX_MIME }],
    ['resume', 'a zip with word/ entries only', samples.docxWithoutContentTypes, { ext: 'docx', mime: DOCX_MIME }],
    ['resume', 'a Word 97 doc (OLE compound file)', samples.doc, { ext: 'doc', mime: 'application/msword' }],
    ['resume', 'UTF-8 text', samples.text, { ext: 'txt', mime: 'text/plain; charset=utf-8' }],
    ['resume', 'an ELF executable', samples.elf, undefined],
    ['resume', 'a PE executable', samples.exe, undefined],
    ['resume', 'a spreadsheet (xlsx)', samples.xlsx, undefined],
    ['resume', 'a plain zip', samples.plainZip, undefined],
    ['resume', 'a PNG', samples.png, undefined],
    ['resume', 'Latin-1 text (not UTF-8)', () => Buffer.from('R\u00e9sum\u00e9 of Ananya', 'latin1'), undefined],
    ['resume', 'text with a NUL byte', () => Buffer.from('Ananya\u0000Iyer', 'latin1'), undefined],
    ['profile', 'a PNG', samples.png, { ext: 'png', mime: 'image/png' }],
    ['profile', 'a JPEG', samples.jpeg, { ext: 'jpg', mime: 'image/jpeg' }],
    ['profile', 'a WebP', samples.webp, { ext: 'webp', mime: 'image/webp' }],
    ['profile', 'a GIF', samples.gif, undefined],
    ['profile', 'a PDF', () => samples.pdf(), undefined],
    ['profile', 'text', samples.text, undefined],
    ['profile', 'an ELF executable', samples.elf, undefined],
    ['interview-video', 'a WebM recording', () => samples.webm(), { ext: 'webm', mime: 'video/webm' }],
    ['interview-video', 'a Matroska (mkv) file', samples.mkv, undefined],
    ['interview-video', 'a PNG', samples.png, undefined],
    ['interview-video', 'text', samples.text, undefined],
  ];

  it.each(cases)('%s upload: %s', async (kind, _what, make, expected) => {
    expect(await sniff(kind, make(), true)).toEqual(expected);
  });

  it('judges only the head it is given: an executable renamed .pdf is refused whatever follows', async () => {
    const renamed = Buffer.concat([samples.elf(), samples.pdf()]);
    expect(await sniff('resume', renamed, false)).toBeUndefined();
  });

  it('refuses an empty head', async () => {
    expect(await sniff('resume', Buffer.alloc(0), true)).toBeUndefined();
  });
});

describe('isPlainText', () => {
  const euro = Buffer.from('Salary expectation: 50000 \u20ac', 'utf8');

  it('accepts a head that cuts a multi-byte character when more of the file follows', () => {
    const cut = euro.subarray(0, euro.length - 1);
    expect(isPlainText(cut, false)).toBe(true);
  });

  it('refuses the same cut character when it is the end of the whole file', () => {
    expect(isPlainText(euro.subarray(0, euro.length - 1), true)).toBe(false);
    expect(isPlainText(euro, true)).toBe(true);
  });
});

describe('zipHasEntryUnder', () => {
  it('finds word/ entries in a docx and none in other archives', () => {
    expect(zipHasEntryUnder(samples.docx(), 'word/')).toBe(true);
    expect(zipHasEntryUnder(samples.xlsx(), 'word/')).toBe(false);
    expect(zipHasEntryUnder(samples.plainZip(), 'word/')).toBe(false);
  });

  it('copes with a head cut inside a local header', () => {
    const archive = samples.docx();
    expect(() => zipHasEntryUnder(archive.subarray(0, 40), 'word/')).not.toThrow();
  });
});
