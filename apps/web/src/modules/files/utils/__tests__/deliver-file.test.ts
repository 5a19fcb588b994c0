import { mockObjectUrls, pdfBlob } from '@/test-utils/file-responses';
import { deliverFile, OBJECT_URL_LIFETIME_MS } from '../deliver-file';

interface Click {
  href: string;
  download: string;
}

function recordClicks(): Click[] {
  const clicks: Click[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    clicks.push({ href: this.href, download: this.download });
  });
  return clicks;
}

describe('deliverFile', () => {
  const originalOpen = window.open;
  afterEach(() => {
    window.open = originalOpen;
    jest.useRealTimers();
  });

  it('opens a PDF in a new tab and frees its object URL a minute later', () => {
    jest.useFakeTimers();
    const urls = mockObjectUrls();
    const tab = { opener: window as unknown };
    const open = jest.fn(() => tab);
    window.open = open as unknown as typeof window.open;
    const clicks = recordClicks();

    expect(deliverFile({ blob: pdfBlob(), contentType: 'application/pdf', fileName: 'cv.pdf' }, 'stored.pdf')).toBe('opened');
    expect(open).toHaveBeenCalledWith('blob:http://localhost/1', '_blank');
    expect(tab.opener).toBeNull();
    expect(clicks).toEqual([]);
    jest.advanceTimersByTime(OBJECT_URL_LIFETIME_MS - 1);
    expect(urls.revoked).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(urls.revoked).toEqual(['blob:http://localhost/1']);
  });

  it('downloads other types under the server file name, or the fallback without one', () => {
    mockObjectUrls();
    const open = jest.fn();
    window.open = open as unknown as typeof window.open;
    const clicks = recordClicks();
    const docx = new Blob(['PK'], { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });

    expect(deliverFile({ blob: docx, contentType: docx.type, fileName: 'Asha Rao resume.docx' }, 'f-1.docx')).toBe('downloaded');
    expect(deliverFile({ blob: new Blob(['hi']), contentType: 'text/plain; charset=utf-8', fileName: null }, 'f-2.txt')).toBe('downloaded');
    expect(open).not.toHaveBeenCalled();
    expect(clicks).toEqual([
      { href: 'blob:http://localhost/1', download: 'Asha Rao resume.docx' },
      { href: 'blob:http://localhost/2', download: 'f-2.txt' },
    ]);
    expect(document.querySelectorAll('a[download]')).toHaveLength(0);
  });

  it('downloads a PDF when the browser blocks the new tab', () => {
    mockObjectUrls();
    window.open = jest.fn(() => null) as unknown as typeof window.open;
    const clicks = recordClicks();
    expect(deliverFile({ blob: pdfBlob(), contentType: '', fileName: null }, 'f-3.pdf')).toBe('downloaded');
    expect(clicks).toEqual([{ href: 'blob:http://localhost/1', download: 'f-3.pdf' }]);
  });
});
