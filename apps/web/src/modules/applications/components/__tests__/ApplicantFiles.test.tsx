import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anApplication } from '@/test-utils/fixtures';
import { clearToasts, renderApp, signIn } from '@/test-utils/render';
import { mockGateway, mockObjectUrls, pdfBlob } from '@/test-utils/file-responses';

function toastOf(message: string): Promise<HTMLElement> {
  return screen.findByText(message, { selector: '[data-part="title"]' });
}

const withFiles = anApplication({
  jobApplicant: { ...anApplication().jobApplicant, name: 'Asha Rao', resume: 'r-7.pdf', profile: 'p-7.png' },
});
const withoutFiles = anApplication({
  _id: 'app-8',
  status: 'accepted',
  dateOfJoining: '2026-04-10T09:00:00.000Z',
  jobApplicant: { ...anApplication().jobApplicant, userId: 'c-8', name: 'Ravi Kumar', resume: '', profile: '' },
});

describe('applicant files on the hiring screens', () => {
  const originalOpen = window.open;
  beforeEach(() => {
    signIn({ token: 'rec', type: 'recruiter' });
    mockObjectUrls();
  });
  afterEach(() => {
    window.open = originalOpen;
    clearToasts();
  });

  it('a job application card shows the photo and opens the PDF resume in a new tab', async () => {
    const open = jest.fn(() => ({ opener: null }));
    window.open = open as unknown as typeof window.open;
    const calls = mockGateway((call) => {
      if (call.path === '/api/applicants') return { status: 200, json: [withFiles], headers: { 'X-Total-Count': '1' } };
      if (call.path === '/api/download/profile/p-7.png') return { status: 200, blob: new Blob(['png'], { type: 'image/png' }) };
      if (call.path === '/api/download/resume/r-7.pdf') return { status: 200, blob: pdfBlob() };
      return undefined;
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/job/applications/job-9');
    const card = await screen.findByRole('article', { name: 'Asha Rao' });
    expect(await within(card).findByAltText('Photo of Asha Rao')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    await user.click(within(card).getByRole('button', { name: 'Download Resume' }));
    await toastOf('File downloaded successfully');
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/^blob:/), '_blank');
    const fileCalls = calls.filter((c) => c.path.startsWith('/api/download/'));
    expect(fileCalls.map((c) => [c.path, c.headers.Authorization])).toEqual([
      ['/api/download/profile/p-7.png', 'Bearer rec'],
      ['/api/download/resume/r-7.pdf', 'Bearer rec'],
    ]);
  });

  it("an employee without a resume gets 'No resume found' and keeps the initials", async () => {
    const calls = mockGateway((call) => (call.path === '/api/applicants' ? { status: 200, json: [withoutFiles], headers: { 'X-Total-Count': '1' } } : undefined));
    const user = userEvent.setup({ delay: null });
    renderApp('/employees');
    const card = await screen.findByRole('article', { name: 'Ravi Kumar' });
    expect(within(card).getByText('RK')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Download Resume' }));
    await toastOf('No resume found');
    expect(calls.map((c) => c.path)).toEqual(['/api/applicants']);
  });
});
