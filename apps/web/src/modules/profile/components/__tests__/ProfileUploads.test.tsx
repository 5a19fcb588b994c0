import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicantProfile } from '@hirewise/contracts/auth';
import { clearToasts, renderApp, signIn } from '@/test-utils/render';
import { FakeXhr, fileOfSize, installFakeXhr, restoreXhr } from '@/test-utils/fake-xhr';
import { mockGateway, mockObjectUrls, type RecordedCall } from '@/test-utils/file-responses';

const applicant: ApplicantProfile = {
  _id: 'a1',
  type: 'applicant',
  name: 'Asha Rao',
  email: 'asha@example.com',
  education: [{ institutionName: 'IIT Madras', startYear: 2018, endYear: 2022 }],
  skills: ['React'],
  resume: '',
  profile: '',
  rating: -1,
};

/** The gateway with a stored profile that PUT /api/user changes, as the real one does. */
function gatewayWithProfile(initial: ApplicantProfile): { calls: RecordedCall[]; puts: () => unknown[] } {
  let stored = { ...initial };
  const calls = mockGateway((call) => {
    if (call.path === '/api/user' && call.method === 'GET') return { status: 200, json: stored };
    if (call.path === '/api/user' && call.method === 'PUT') {
      stored = { ...stored, ...(call.body as Partial<ApplicantProfile>) };
      return { status: 200, json: { message: 'User information updated successfully' } };
    }
    if (call.path.startsWith('/api/download/profile/')) return { status: 200, blob: new Blob(['png'], { type: 'image/png' }) };
    return undefined;
  });
  return { calls, puts: () => calls.filter((c) => c.method === 'PUT').map((c) => c.body) };
}

function toastOf(message: string): Promise<HTMLElement> {
  return screen.findByText(message, { selector: '[data-part="title"]' });
}

function field(name: 'Resume' | 'Profile photo'): HTMLElement {
  return screen.getByRole('group', { name });
}

async function sentUpload(): Promise<FakeXhr> {
  await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
  return FakeXhr.instances[0] as FakeXhr;
}

describe('/profile uploads (applicant)', () => {
  beforeEach(() => {
    signIn({ token: 'tok', type: 'applicant' });
    installFakeXhr();
    mockObjectUrls();
  });
  afterEach(() => {
    restoreXhr();
    clearToasts();
  });

  it('uploads a resume with a progress bar, saves its name on the profile and says so', async () => {
    const gateway = gatewayWithProfile(applicant);
    const user = userEvent.setup();
    renderApp('/profile');
    await screen.findByText('No resume uploaded yet');
    expect(within(field('Resume')).queryByRole('button', { name: 'Download Resume' })).not.toBeInTheDocument();

    await user.upload(screen.getByLabelText('Resume file'), new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByTestId('resume-file-name')).toHaveTextContent('cv.pdf');
    await user.click(screen.getByRole('button', { name: 'Upload Resume' }));
    const xhr = await sentUpload();
    expect(xhr.url).toBe('/api/uploads/resume');
    expect(xhr.headers.Authorization).toBe('Bearer tok');
    expect(xhr.file('resume')?.name).toBe('cv.pdf');

    const bar = screen.getByRole('progressbar', { name: 'Resume upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => xhr.progress(40, 100));
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(within(field('Resume')).getByText('40%')).toBeInTheDocument();
    expect(gateway.puts()).toEqual([]);

    act(() => xhr.respond(201, { success: true, filename: 'f-1.pdf', fileId: 'f-1', message: 'File uploaded successfully' }));
    const shown = await toastOf('File uploaded successfully');
    expect(shown.closest('[data-type]')).toHaveAttribute('data-type', 'success');
    expect(gateway.puts()).toEqual([{ resume: 'f-1.pdf' }]);
    await screen.findByText('Your resume is on your profile');
    expect(screen.getByRole('progressbar', { name: 'Resume upload progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(within(field('Resume')).getByRole('button', { name: 'Download Resume' })).toBeInTheDocument();
  });

  it('refuses a wrong type and an oversized file before sending, and asks for a file when none is picked', async () => {
    const gateway = gatewayWithProfile(applicant);
    // applyAccept off: the picker's filter can be switched to "All files" by a user.
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/profile');
    await screen.findByText('No resume uploaded yet');

    await user.upload(screen.getByLabelText('Resume file'), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    await toastOf('Please select a PDF, Word document, or text file');
    expect(within(field('Resume')).getByText('Please select a PDF, Word document, or text file')).toBeInTheDocument();
    expect(screen.getByTestId('resume-file-name')).toHaveTextContent('No resume uploaded yet');

    await user.click(screen.getByRole('button', { name: 'Upload Resume' }));
    await toastOf('Please select a file');

    await user.upload(screen.getByLabelText('Resume file'), fileOfSize('huge.pdf', 'application/pdf', 50 * 1024 * 1024 + 1));
    await toastOf('File size must be less than 50MB');

    await user.upload(screen.getByLabelText('Profile photo file'), new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    await toastOf('Please select a PNG, JPEG or WebP image');

    expect(FakeXhr.instances).toHaveLength(0);
    expect(gateway.puts()).toEqual([]);
  });

  it("shows the server's refusal (checked by content) and saves nothing", async () => {
    const gateway = gatewayWithProfile(applicant);
    const user = userEvent.setup();
    renderApp('/profile');
    await screen.findByText('No resume uploaded yet');
    await user.upload(screen.getByLabelText('Resume file'), new File(['MZ'], 'renamed.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload Resume' }));
    const xhr = await sentUpload();
    act(() => xhr.respond(415, { message: 'Please select a PDF, Word document, or text file' }));
    const shown = await toastOf('Please select a PDF, Word document, or text file');
    expect(shown.closest('[data-type]')).toHaveAttribute('data-type', 'error');
    expect(screen.queryByRole('progressbar', { name: 'Resume upload progress' })).not.toBeInTheDocument();
    // The refused pick is dropped and its reason stays under the field.
    expect(screen.getByTestId('resume-file-name')).toHaveTextContent('No resume uploaded yet');
    expect(within(field('Resume')).getByText('Please select a PDF, Word document, or text file', { selector: '[data-part="error-text"]' })).toBeInTheDocument();
    expect(gateway.puts()).toEqual([]);
  });

  it('keeps the pick after a failure that is not about the file, so Upload can try again', async () => {
    const gateway = gatewayWithProfile(applicant);
    const user = userEvent.setup();
    renderApp('/profile');
    await screen.findByText('No resume uploaded yet');
    await user.upload(screen.getByLabelText('Resume file'), new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload Resume' }));
    const first = await sentUpload();
    act(() => first.respond(500, { message: 'Something went wrong. Please try again.' }));
    await toastOf('Something went wrong. Please try again.');
    expect(screen.getByTestId('resume-file-name')).toHaveTextContent('cv.pdf');
    await user.click(screen.getByRole('button', { name: 'Upload Resume' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    act(() => FakeXhr.instances[1]?.respond(201, { success: true, filename: 'f-2.pdf', fileId: 'f-2', message: 'File uploaded successfully' }));
    await toastOf('File uploaded successfully');
    expect(gateway.puts()).toEqual([{ resume: 'f-2.pdf' }]);
    // Two clicks, two actions: two keys.
    expect(FakeXhr.instances[0]?.headers['Idempotency-Key']).not.toBe(FakeXhr.instances[1]?.headers['Idempotency-Key']);
  });

  it('sends the file again by itself, with the same Idempotency-Key, when storage answers 503 (issue 20)', async () => {
    const gateway = gatewayWithProfile(applicant);
    const user = userEvent.setup();
    renderApp('/profile');
    await screen.findByText('No resume uploaded yet');
    await user.upload(screen.getByLabelText('Resume file'), new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload Resume' }));
    const first = await sentUpload();
    act(() => first.respond(503, { message: 'File storage is not available right now. Please try again shortly.' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    act(() => FakeXhr.instances[1]?.respond(201, { success: true, filename: 'f-3.pdf', fileId: 'f-3', message: 'File uploaded successfully' }));
    await toastOf('File uploaded successfully');
    expect(gateway.puts()).toEqual([{ resume: 'f-3.pdf' }]);
    expect(FakeXhr.instances[1]?.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
  });

  it('uploads a photo and shows it in the header, keeping unsaved edits of the form', async () => {
    const gateway = gatewayWithProfile(applicant);
    const user = userEvent.setup();
    renderApp('/profile');
    const name = await screen.findByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Asha R.');
    expect(screen.queryByAltText('Photo of Asha Rao')).not.toBeInTheDocument();

    await user.upload(screen.getByLabelText('Profile photo file'), new File(['png'], 'me.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Upload Profile photo' }));
    const xhr = await sentUpload();
    expect(xhr.url).toBe('/upload/profile');
    expect(xhr.file('profile')?.name).toBe('me.png');
    act(() => xhr.respond(201, { success: true, filename: 'p-9.png', fileId: 'p-9', message: 'File uploaded successfully' }));
    await toastOf('File uploaded successfully');
    expect(gateway.puts()).toEqual([{ profile: 'p-9.png' }]);

    const photo = await screen.findByAltText('Photo of Asha Rao');
    expect(photo.getAttribute('src')).toMatch(/^blob:/);
    expect(gateway.calls.some((c) => c.path === '/api/download/profile/p-9.png' && c.headers.Authorization === 'Bearer tok')).toBe(true);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha R.');
  });
});
