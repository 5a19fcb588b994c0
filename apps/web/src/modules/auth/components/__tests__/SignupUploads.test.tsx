import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { clearToasts, expectPath, renderApp } from '@/test-utils/render';
import { FakeXhr, installFakeXhr, restoreXhr } from '@/test-utils/fake-xhr';
import { mockGateway, type RecordedCall } from '@/test-utils/file-responses';

function toastOf(message: string): Promise<HTMLElement> {
  return screen.findByText(message, { selector: '[data-part="title"]' });
}

function gateway(): RecordedCall[] {
  return mockGateway((call) => {
    if (call.method === 'POST' && call.path === '/auth/signup') return { status: 200, json: { token: 'new-token', type: 'applicant' } };
    if (call.method === 'PUT' && call.path === '/api/user') return { status: 200, json: { message: 'User information updated successfully' } };
    // The new applicant's home (/home) lists jobs and their applications.
    if (call.method === 'GET') return { status: 200, json: [], headers: { 'X-Total-Count': '0' } };
    return undefined;
  });
}

async function fillApplicant(user: UserEvent): Promise<void> {
  await user.type(screen.getByLabelText(/^Name/), 'Asha Rao');
  await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'pass1234');
}

async function nthUpload(n: number): Promise<FakeXhr> {
  await waitFor(() => expect(FakeXhr.instances.length).toBeGreaterThan(n));
  return FakeXhr.instances[n] as FakeXhr;
}

const pdf = () => new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
const png = () => new File(['png'], 'me.png', { type: 'image/png' });

describe('/signup with resume and photo', () => {
  beforeEach(() => installFakeXhr());
  afterEach(() => {
    restoreXhr();
    clearToasts();
  });

  it('signs up first, then uploads each file with the new token and progress, then saves both names', async () => {
    const calls = gateway();
    const user = userEvent.setup({ delay: null });
    renderApp('/signup');
    await fillApplicant(user);
    await user.upload(screen.getByLabelText('Resume file'), pdf());
    await user.upload(screen.getByLabelText('Profile photo file'), png());
    expect(screen.getByTestId('resume-file-name')).toHaveTextContent('cv.pdf');
    await user.click(screen.getByRole('button', { name: 'Signup' }));

    const resume = await nthUpload(0);
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual(['POST /auth/signup']);
    expect(calls[0]?.body).not.toHaveProperty('resume');
    expect(resume.url).toBe('/api/uploads/resume');
    expect(resume.headers.Authorization).toBe('Bearer new-token');
    act(() => resume.progress(3, 4));
    expect(screen.getByRole('progressbar', { name: 'Resume upload progress' })).toHaveAttribute('aria-valuenow', '75');
    act(() => resume.respond(201, { success: true, filename: 'r-1.pdf', fileId: 'r-1', message: 'File uploaded successfully' }));

    const photo = await nthUpload(1);
    expect(photo.url).toBe('/upload/profile');
    expect(photo.headers.Authorization).toBe('Bearer new-token');
    expect(photo.file('profile')?.name).toBe('me.png');
    act(() => photo.respond(201, { success: true, filename: 'p-1.png', fileId: 'p-1', message: 'File uploaded successfully' }));

    await toastOf('File uploaded successfully');
    await toastOf('Logged in successfully');
    await expectPath('/home');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ resume: 'r-1.pdf', profile: 'p-1.png' });
    expect(put?.headers.Authorization).toBe('Bearer new-token');
    expect(window.localStorage.getItem('token')).toBe('new-token');
  });

  it('keeps the account when a file is refused: the other is saved and the reason shows', async () => {
    const calls = gateway();
    const user = userEvent.setup({ delay: null });
    renderApp('/signup');
    await fillApplicant(user);
    await user.upload(screen.getByLabelText('Resume file'), pdf());
    await user.upload(screen.getByLabelText('Profile photo file'), png());
    await user.click(screen.getByRole('button', { name: 'Signup' }));
    const resume = await nthUpload(0);
    act(() => resume.respond(201, { success: true, filename: 'r-2.pdf', fileId: 'r-2', message: 'ok' }));
    const photo = await nthUpload(1);
    act(() => photo.respond(415, { message: 'Please select a PNG, JPEG or WebP image' }));

    const refused = await toastOf('Please select a PNG, JPEG or WebP image');
    expect(refused.closest('[data-type]')).toHaveAttribute('data-type', 'error');
    await toastOf('Logged in successfully');
    await expectPath('/home');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ resume: 'r-2.pdf' });
  });

  it('signs up without files as before: no uploads, no profile change', async () => {
    const calls = gateway();
    const user = userEvent.setup({ delay: null });
    renderApp('/signup');
    await fillApplicant(user);
    await user.click(screen.getByRole('button', { name: 'Signup' }));
    await expectPath('/home');
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual(['POST /auth/signup']);
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('a refused pick blocks signup with Incorrect Input until it is replaced or removed', async () => {
    const calls = gateway();
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/signup');
    await fillApplicant(user);
    await user.upload(screen.getByLabelText('Resume file'), new File(['x'], 'song.mp3', { type: 'audio/mpeg' }));
    await toastOf('Please select a PDF, Word document, or text file');
    await user.click(screen.getByRole('button', { name: 'Signup' }));
    await toastOf('Incorrect Input');
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove resume' }));
    expect(within(screen.getByRole('group', { name: 'Resume' })).queryByText('Please select a PDF, Word document, or text file')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Signup' }));
    await expectPath('/home');
    expect(calls.filter((c) => c.method !== 'GET').map((c) => c.path)).toEqual(['/auth/signup']);
  });

  it('offers no file fields to recruiters', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/signup');
    expect(screen.getByLabelText('Resume file')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Category'), 'recruiter');
    expect(screen.queryByLabelText('Resume file')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Profile photo file')).not.toBeInTheDocument();
  });
});
