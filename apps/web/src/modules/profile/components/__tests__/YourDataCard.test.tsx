import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicantProfile } from '@hirewise/contracts/auth';
import { clearToasts, expectPath, renderApp, signIn } from '@/test-utils/render';
import { mockGateway, mockObjectUrls } from '@/test-utils/file-responses';

const applicant: ApplicantProfile = {
  _id: 'a1',
  type: 'applicant',
  name: 'Asha Rao',
  email: 'asha@example.com',
  education: [],
  skills: [],
  resume: '',
  profile: '',
  rating: -1,
};

function toastOf(message: string): Promise<HTMLElement> {
  return screen.findByText(message, { selector: '[data-part="title"]' });
}

describe('/profile: Your data (applicant)', () => {
  let downloads: string[];
  beforeEach(() => {
    signIn({ token: 'tok', type: 'applicant' });
    mockObjectUrls();
    downloads = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
  });
  afterEach(() => clearToasts());

  it('Download my data saves the export under the server file name', async () => {
    const calls = mockGateway((call) => {
      if (call.path === '/api/user') return { status: 200, json: applicant };
      if (call.path === '/api/user/export')
        return {
          status: 200,
          blob: new Blob(['{"profile":{}}'], { type: 'application/json' }),
          headers: { 'Content-Disposition': 'attachment; filename="hirewise-data-2026-05-01.json"' },
        };
      return undefined;
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    await toastOf('File downloaded successfully');
    expect(downloads).toEqual(['hirewise-data-2026-05-01.json']);
    expect(calls.find((c) => c.path === '/api/user/export')?.headers.Authorization).toBe('Bearer tok');
  });

  it('Delete account asks for the password, shows a wrong one, then deletes and ends the session', async () => {
    let attempts = 0;
    const calls = mockGateway((call) => {
      if (call.path === '/api/user' && call.method === 'GET') return { status: 200, json: applicant };
      if (call.path === '/api/user' && call.method === 'DELETE') {
        attempts += 1;
        return attempts === 1
          ? { status: 403, json: { message: 'The password is not correct' } }
          : { status: 200, json: { message: 'Your account and personal data have been deleted' } };
      }
      return undefined;
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Password/), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await toastOf('The password is not correct');
    expect(window.localStorage.getItem('token')).toBe('tok');

    await user.clear(within(dialog).getByLabelText(/^Password/));
    await user.type(within(dialog).getByLabelText(/^Password/), 'right-one');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await toastOf('Your account and personal data have been deleted');
    await expectPath('/login');
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.body)).toEqual([{ password: 'wrong' }, { password: 'right-one' }]);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('is not offered to recruiters', async () => {
    signIn({ token: 'tok', type: 'recruiter' });
    mockGateway(() => ({ status: 200, json: { _id: 'r', type: 'recruiter', name: 'R', email: 'r@x.in', bio: '', contactNumber: '' } }));
    renderApp('/profile');
    await screen.findByLabelText(/^Bio/);
    expect(screen.queryByRole('button', { name: 'Download my data' })).not.toBeInTheDocument();
  });
});
