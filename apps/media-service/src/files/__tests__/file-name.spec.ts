import { contentDisposition, displayName } from '../file-name';

describe('displayName', () => {
  it.each([
    ['Ananya Iyer CV.pdf', 'pdf', 'Ananya Iyer CV.pdf'],
    ['C:\\Users\\ananya\\Desktop\\cv.docx', 'docx', 'cv.docx'],
    ['../../etc/passwd', 'txt', 'passwd.txt'],
    ['cv.exe', 'pdf', 'cv.pdf'],
    ['résumé "final"<1>.pdf', 'pdf', 'résumé final1.pdf'],
    ['line\r\nbreak\u0000.txt', 'txt', 'linebreak.txt'],
    ['...', 'pdf', 'resume.pdf'],
    ['', 'png', 'resume.png'],
    ['.hidden', 'txt', 'resume.txt'],
  ])('%j stored as %s -> %j', (client, ext, expected) => {
    expect(displayName(client, ext, 'resume')).toBe(expected);
  });

  it('keeps names to 100 characters before the extension', () => {
    expect(displayName(`${'a'.repeat(300)}.pdf`, 'pdf', 'resume')).toBe(`${'a'.repeat(100)}.pdf`);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('attachment', 'résumé (final).docx')).toBe(
      `attachment; filename="r_sum_ (final).docx"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%28final%29.docx`,
    );
    expect(contentDisposition('inline', 'cv.pdf')).toBe(`inline; filename="cv.pdf"; filename*=UTF-8''cv.pdf`);
  });
});
