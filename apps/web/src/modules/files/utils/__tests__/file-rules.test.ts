import { FILE_LIMIT_BYTES } from '@hirewise/contracts/constants';
import { fileOfSize } from '@/test-utils/fake-xhr';
import { fileNameFromDisposition } from '../content-disposition';
import { validateUpload } from '../file-rules';

describe('validateUpload (spec section 5)', () => {
  it('asks for a file when there is none', () => {
    expect(validateUpload('resume', null)).toBe('Please select a file');
    expect(validateUpload('profile', undefined)).toBe('Please select a file');
  });

  it.each([
    ['cv.pdf', 'application/pdf'],
    ['cv.doc', 'application/msword'],
    ['cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['cv.txt', 'text/plain'],
    ['CV.PDF', ''],
    ['cv.docx', ''],
    ['notes', 'text/plain'],
  ])('takes %s (%s) as a resume', (name, type) => {
    expect(validateUpload('resume', new File(['x'], name, { type }))).toBeUndefined();
  });

  it.each([
    ['setup.exe', 'application/x-msdownload'],
    ['photo.png', 'image/png'],
    ['cv.rtf', 'application/rtf'],
    ['cv', ''],
    ['archive.zip', 'application/zip'],
  ])('refuses %s (%s) as a resume with the spec text', (name, type) => {
    expect(validateUpload('resume', new File(['x'], name, { type }))).toBe('Please select a PDF, Word document, or text file');
  });

  it('takes PNG, JPEG and WebP photos and refuses anything else with the photo text', () => {
    for (const [name, type] of [['a.png', 'image/png'], ['a.jpg', 'image/jpeg'], ['a.jpeg', ''], ['a.webp', 'image/webp']]) {
      expect(validateUpload('profile', new File(['x'], name, { type }))).toBeUndefined();
    }
    expect(validateUpload('profile', new File(['x'], 'a.gif', { type: 'image/gif' }))).toBe('Please select a PNG, JPEG or WebP image');
    expect(validateUpload('profile', new File(['x'], 'cv.pdf', { type: 'application/pdf' }))).toBe('Please select a PNG, JPEG or WebP image');
  });

  it('allows exactly 50MB and refuses one byte more', () => {
    expect(validateUpload('resume', fileOfSize('big.pdf', 'application/pdf', FILE_LIMIT_BYTES))).toBeUndefined();
    expect(validateUpload('resume', fileOfSize('big.pdf', 'application/pdf', FILE_LIMIT_BYTES + 1))).toBe('File size must be less than 50MB');
    expect(validateUpload('profile', fileOfSize('big.png', 'image/png', FILE_LIMIT_BYTES + 1))).toBe('File size must be less than 50MB');
  });
});

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="resume.docx"', 'resume.docx'],
    ['attachment; filename=resume.txt', 'resume.txt'],
    ["attachment; filename=\"r.pdf\"; filename*=UTF-8''R%C3%A9sum%C3%A9%20final.pdf", 'Résumé final.pdf'],
    ['inline; filename="a \\"quoted\\" name.pdf"', 'a "quoted" name.pdf'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="C:\\\\temp\\\\cv.doc"', 'cv.doc'],
    ['attachment; filename=".."', null],
    ['attachment', null],
    [null, null],
  ])('%s gives %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });

  it('falls back to the plain name when the extended one is malformed', () => {
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A; filename=\"plain.pdf\"")).toBe('plain.pdf');
  });
});
