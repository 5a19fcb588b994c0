import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicantProfile, RecruiterProfile } from '@hirewise/contracts/auth';
import { clearToasts, expectPath, expectToast, mockApi, renderApp, signIn } from '@/test-utils/render';

const recruiter: RecruiterProfile = {
  _id: 'r1',
  type: 'recruiter',
  name: 'Vikram Shah',
  email: 'vikram@acme.in',
  bio: 'We hire engineers.',
  contactNumber: '+919876543210',
  companyName: 'Acme Labs',
};

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

type Answer = { status: number; body?: unknown };
const ok = (body: unknown): Answer => ({ status: 200, body });
const UPDATED = ok({ message: 'User information updated successfully' });

/**
 * The profile's calls by path: GET /api/user answers `loads` in turn (the load, then the reload
 * after Update Details; the last answer repeats), PUT /api/user answers `put`, and the email
 * preferences section under the form (GET /api/notifications/preferences) gets one switch.
 */
function profileApi(loads: Answer[], put: Answer = UPDATED) {
  const queue = [...loads];
  return mockApi(({ method, path }) => {
    if (path === '/api/user' && method === 'GET') return queue.length > 1 ? queue.shift() : queue[0];
    if (path === '/api/user' && method === 'PUT') return put;
    if (path === '/api/notifications/preferences' && method === 'GET') return ok({ email: { 'application.new': true } });
    return undefined;
  });
}

describe('/profile', () => {
  afterEach(() => clearToasts());

  it('loads the recruiter profile and sends name, bio and contact number on Update Details', async () => {
    signIn({ token: 't', type: 'recruiter' });
    const api = profileApi([ok(recruiter), ok({ ...recruiter, name: 'Vikram S.' })]);
    const user = userEvent.setup({ delay: null });
    renderApp('/profile');
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveValue('Vikram Shah');
    expect(screen.getByLabelText(/^Bio/)).toHaveValue('We hire engineers.');
    expect(screen.getByText(/upto 250 words/, { selector: 'label' })).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Vikram S.');
    await user.click(screen.getByRole('button', { name: 'Update Details' }));
    await expectToast('User information updated successfully');
    const puts = api.find('PUT', '/api/user');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toEqual({ name: 'Vikram S.', bio: 'We hire engineers.', contactNumber: '+919876543210', companyName: 'Acme Labs' });
  });

  it('recruiter: edits the company name, refusing < and > with the schema message (issue 19)', async () => {
    signIn({ token: 't', type: 'recruiter' });
    const api = profileApi([ok({ ...recruiter, companyName: '' }), ok(recruiter)]);
    const user = userEvent.setup({ delay: null });
    renderApp('/profile');
    const company = await screen.findByLabelText(/^Company name/);
    expect(company).toHaveValue('');
    await user.type(company, 'Acme <Labs>');
    await user.click(screen.getByRole('button', { name: 'Update Details' }));
    await expectToast('Incorrect Input');
    expect(screen.getByText('Company name cannot contain < or >')).toBeInTheDocument();
    expect(api.find('PUT', '/api/user')).toHaveLength(0);
    await user.clear(company);
    await user.type(company, '  Acme Labs ');
    await user.click(screen.getByRole('button', { name: 'Update Details' }));
    await expectToast('User information updated successfully');
    expect(api.find('PUT', '/api/user')[0]?.body).toMatchObject({ companyName: 'Acme Labs' });
  });

  it('shows the email preferences under the form, asked of their own path', async () => {
    signIn({ token: 't', type: 'recruiter' });
    const api = profileApi([ok(recruiter)]);
    renderApp('/profile');
    expect(await screen.findByRole('checkbox', { name: 'A candidate applied to my job' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 2, name: 'Email notifications' })).toBeInTheDocument();
    expect(api.find('GET', '/api/notifications/preferences')).toHaveLength(1);
  });

  it.each([
    ['refused', { status: 403, body: { message: 'Forbidden' } }],
    ['not preferences', ok({ message: 'ok' })],
  ])('keeps the profile form when the email preferences answer is %s', async (_case, answer) => {
    signIn({ token: 't', type: 'recruiter' });
    mockApi(({ path }) => {
      if (path === '/api/user') return ok(recruiter);
      if (path === '/api/notifications/preferences') return answer;
      return undefined;
    });
    renderApp('/profile');
    expect(await screen.findByText('Your email preferences could not be loaded.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Vikram Shah');
    expect(screen.getByRole('button', { name: 'Update Details' })).toBeEnabled();
  });

  it('recruiter: the phone input defaults to India, the bio refuses a 251st word, and both are sent', async () => {
    signIn({ token: 't', type: 'recruiter' });
    const api = profileApi([ok({ ...recruiter, bio: '', contactNumber: '' }), ok(recruiter)]);
    const user = userEvent.setup({ delay: null });
    renderApp('/profile');
    const phone = await screen.findByPlaceholderText('Enter phone number');
    expect(screen.getByRole('combobox', { name: 'Phone number country' })).toHaveValue('IN');
    await user.type(phone, '98765 43210');
    const bio = screen.getByLabelText(/^Bio/);
    const full = Array.from({ length: 250 }, (_, i) => `w${i}`).join(' ');
    await user.click(bio);
    await user.paste(full);
    await user.type(bio, ' extra');
    expect(bio).toHaveValue(`${full} `);
    expect(screen.getByTestId('word-count')).toHaveTextContent('250/250');
    await user.click(screen.getByRole('button', { name: 'Update Details' }));
    await expectToast('User information updated successfully');
    expect(api.find('PUT', '/api/user')[0]?.body).toEqual({ name: 'Vikram Shah', bio: `${full} `, contactNumber: '+919876543210', companyName: 'Acme Labs' });
  });

  it('recruiter: a saved number comes back in the international format it was typed in', async () => {
    signIn({ token: 't', type: 'recruiter' });
    const api = profileApi([
      ok({ ...recruiter, contactNumber: '' }),
      // The server stores digits only, as it always did.
      ok({ ...recruiter, contactNumber: '+919876543210' }),
    ]);
    const user = userEvent.setup({ delay: null });
    renderApp('/profile');
    const phone = await screen.findByPlaceholderText('Enter phone number');
    await user.type(phone, '9876543210');
    expect(phone).toHaveValue('+91 98765 43210');
    await user.click(screen.getByRole('button', { name: 'Update Details' }));
    await expectToast('User information updated successfully');
    expect(api.find('PUT', '/api/user')[0]?.body).toMatchObject({ contactNumber: '+919876543210' });
    await waitFor(() => expect(api.find('GET', '/api/user')).toHaveLength(2));
    await waitFor(() => expect(screen.getByPlaceholderText('Enter phone number')).toHaveValue('+91 98765 43210'));
  });

  it('recruiter: a stored number shows as +91 98765 43210, not in national format', async () => {
    signIn({ token: 't', type: 'recruiter' });
    profileApi([ok(recruiter)]);
    renderApp('/profile');
    expect(await screen.findByPlaceholderText('Enter phone number')).toHaveValue('+91 98765 43210');
  });

  it('refuses an empty name with "Incorrect Input" and no request', async () => {
    signIn({ token: 't', type: 'recruiter' });
    const api = profileApi([ok(recruiter)]);
    const user = userEvent.setup({ delay: null });
    renderApp('/profile');
    await user.clear(await screen.findByLabelText(/^Name/));
    await user.click(screen.getByRole('button', { name: 'Update Details' }));
    await expectToast('Incorrect Input');
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
    expect(api.find('GET', '/api/user')).toHaveLength(1);
  });

  it('loads the applicant profile with education rows and skills, and saves cleaned rows', async () => {
    signIn({ token: 't', type: 'applicant' });
    const api = profileApi([ok(applicant)]);
    const user = userEvent.setup({ delay: null });
    renderApp('/profile');
    const rows = await screen.findAllByTestId('education-row');
    expect(within(rows[0]).getByLabelText('Institution name')).toHaveValue('IIT Madras');
    expect(screen.getByText('React')).toBeInTheDocument();
    await user.clear(within(rows[0]).getByLabelText('End year'));
    await user.click(screen.getByRole('button', { name: /Add education/ }));
    await user.click(screen.getByRole('button', { name: 'Update Details' }));
    await expectToast('User information updated successfully');
    expect(api.find('PUT', '/api/user')[0]?.body).toEqual({
      name: 'Asha Rao',
      education: [{ institutionName: 'IIT Madras', startYear: 2018 }],
      skills: ['React'],
    });
  });

  it('drops a blank education row from the form once saved', async () => {
    signIn({ token: 't', type: 'applicant' });
    // The stored profile is the same as before: the form is not rebuilt from a new one.
    profileApi([ok(applicant)]);
    const user = userEvent.setup({ delay: null });
    renderApp('/profile');
    await screen.findAllByTestId('education-row');
    await user.click(screen.getByRole('button', { name: /Add education/ }));
    expect(screen.getAllByTestId('education-row')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Update Details' }));
    await expectToast('User information updated successfully');
    await waitFor(() => expect(screen.getAllByTestId('education-row')).toHaveLength(1));
    expect(within(screen.getByTestId('education-row')).getByLabelText('Institution name')).toHaveValue('IIT Madras');
  });

  it('shows the generic "Error" toast when the profile cannot be loaded', async () => {
    signIn({ token: 't', type: 'applicant' });
    profileApi([{ status: 404, body: { message: 'User not found' } }]);
    renderApp('/profile');
    await expectToast('Error');
    expect(screen.getByText('Your profile could not be loaded.')).toBeInTheDocument();
  });

  it('goes to /login when the server rejects the token', async () => {
    signIn({ token: 'expired', type: 'applicant' });
    profileApi([{ status: 401, body: { message: 'Your session is invalid or has expired. Please log in again.' } }]);
    renderApp('/profile');
    await expectPath('/login');
  });
});
