import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, renderAt, signIn } from '@/test-utils/render';
import { mockGateway, mockObjectUrls, pdfBlob, type FakeAnswer } from '@/test-utils/file-responses';
import { DownloadResumeButton } from '../DownloadResumeButton';

function toastOf(message: string): Promise<HTMLElement> {
  return screen.findByText(message, { selector: '[data-part="title"]' });
}

async function clickDownload(resume: string, answer: FakeAnswer | 'network') {
  const calls = mockGateway(() => answer);
  const user = userEvent.setup({ delay: null });
  renderAt(<DownloadResumeButton resume={resume} />);
  await user.click(screen.getByRole('button', { name: 'Download Resume' }));
  return calls;
}

describe('Download Resume', () => {
  const originalOpen = window.open;
  let open: jest.Mock;
  let clicks: string[];

  beforeEach(() => {
    signIn({ token: 'rec-token', type: 'recruiter' });
    mockObjectUrls();
    open = jest.fn(() => ({ opener: null }));
    window.open = open as unknown as typeof window.open;
    clicks = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
  });
  afterEach(() => {
    window.open = originalOpen;
    clearToasts();
  });

  it('fetches the resume with the bearer token and opens a PDF in a new tab', async () => {
    const calls = await clickDownload('f 1.pdf', { status: 200, blob: pdfBlob(), headers: { 'Content-Disposition': 'inline; filename="cv.pdf"' } });
    const shown = await toastOf('File downloaded successfully');
    expect(shown.closest('[data-type]')).toHaveAttribute('data-type', 'success');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe('/api/download/resume/f%201.pdf');
    expect(calls[0]?.headers.Authorization).toBe('Bearer rec-token');
    expect(open).toHaveBeenCalledWith('blob:http://localhost/1', '_blank');
    expect(clicks).toEqual([]);
  });

  it('downloads a Word resume under the server file name', async () => {
    await clickDownload('f-2.docx', {
      status: 200,
      blob: new Blob(['PK..'], { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }),
      headers: { 'Content-Disposition': 'attachment; filename="Asha_Rao_resume.docx"' },
    });
    await toastOf('File downloaded successfully');
    expect(open).not.toHaveBeenCalled();
    expect(clicks).toEqual(['Asha_Rao_resume.docx']);
  });

  it("says 'No resume found' without asking the server when the applicant has none", async () => {
    const calls = await clickDownload('', { status: 200, blob: pdfBlob() });
    const shown = await toastOf('No resume found');
    expect(shown.closest('[data-type]')).toHaveAttribute('data-type', 'error');
    expect(calls).toHaveLength(0);
  });

  it("says 'No file to download' for an empty answer", async () => {
    await clickDownload('f-3.pdf', { status: 200, blob: new Blob([], { type: 'application/pdf' }) });
    await toastOf('No file to download');
    expect(open).not.toHaveBeenCalled();
    expect(clicks).toEqual([]);
  });

  it("shows the server's reason as 'Download failed: ...'", async () => {
    await clickDownload('f-4.pdf', { status: 403, json: { message: 'You cannot read this file' } });
    const shown = await toastOf('Download failed: You cannot read this file');
    expect(shown.closest('[data-type]')).toHaveAttribute('data-type', 'error');
  });

  it("says 'Error downloading resume' when the server cannot be reached or gives no reason", async () => {
    await clickDownload('f-5.pdf', 'network');
    await toastOf('Error downloading resume');
  });

  it("says 'Error downloading resume' for a refusal without a message", async () => {
    await clickDownload('f-6.pdf', { status: 502, blob: new Blob(['<html>bad gateway</html>'], { type: 'text/html' }) });
    await toastOf('Error downloading resume');
  });
});
