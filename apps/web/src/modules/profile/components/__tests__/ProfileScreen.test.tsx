import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicantProfile, RecruiterProfile } from '@hirewise/contracts/auth';
import { clearToasts, expectPath, expectToast, mockFetch, renderApp, requestBody, signIn } from '@/test-utils/render';

const recruiter: RecruiterProfile = {
  _id: 'r1',
  type: 'recruiter',
  name: 'Vikram Shah',
  email: 'vikram@acme.in',
  bio: 'We hire engineers.',
  contactNumber: '+919876543210',
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

describe('/profile', () => {
  afterEach(() => clearToasts());

  it('loads the recruiter profile and sends name, bio and contact number on Update Details', async () => {
    signIn({ token: 't', type: 'recruiter' });
    const fetchMock = mockFetch(
      { status: 200, body: recruiter },
      { status: 200, body: { message: 'User information updated successfully' } },
      { status: 200, body: { ...recruiter, name: 'Vikram S.' } },
    );
    const user = userEvent.setup();
    renderApp('/profile');
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveValue('Vikram Shah');
    expect(screen.getByLabelText(/^Bio/)).toHaveValue('We hire engineers.');
    expect(screen.getByText(/upto 250 words/, { selector: 'label' })).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Vikram S.');
    await user.click(screen.getByRole('button', { name: 'Update Details' }));
    await expectToast('User information updated successfully');
    const [path, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(path).toBe('/api/user');
    expect(init.method).toBe('PUT');
    expect(requestBody(fetchMock, 1)).toEqual({ name: 'Vikram S.', bio: 'We hire engineers.', contactNumber: '+919876543210' });
  });

  it('recruiter: the phone input defaults to India, the bio refuses a 251st word, and both are sent', async () => {
    signIn({ token: 't', type: 'recruiter' });
    const fetchMock = mockFetch(
      { status: 200, body: { ...recruiter, bio: '', contactNumber: '' } },
      { status: 200, body: { message: 'User information updated successfully' } },
      { status: 200, body: recruiter },
    );
    const user = userEvent.setup();
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
    expect(requestBody(fetchMock, 1)).toEqual({ name: 'Vikram Shah', bio: `${full} `, contactNumber: '+919876543210' });
  });

  it('refuses an empty name with "Incorrect Input" and no request', async () => {
    signIn({ token: 't', type: 'recruiter' });
    const fetchMock = mockFetch({ status: 200, body: recruiter });
    const user = userEvent.setup();
    renderApp('/profile');
    await user.clear(await screen.findByLabelText(/^Name/));
    await user.click(screen.getByRole('button', { name: 'Update Details' }));
    await expectToast('Incorrect Input');
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('loads the applicant profile with education rows and skills, and saves cleaned rows', async () => {
    signIn({ token: 't', type: 'applicant' });
    const fetchMock = mockFetch(
      { status: 200, body: applicant },
      { status: 200, body: { message: 'User information updated successfully' } },
      { status: 200, body: applicant },
    );
    const user = userEvent.setup();
    renderApp('/profile');
    const rows = await screen.findAllByTestId('education-row');
    expect(within(rows[0]).getByLabelText('Institution name')).toHaveValue('IIT Madras');
    expect(screen.getByText('React')).toBeInTheDocument();
    await user.clear(within(rows[0]).getByLabelText('End year'));
    await user.click(screen.getByRole('button', { name: /Add education/ }));
    await user.click(screen.getByRole('button', { name: 'Update Details' }));
    await expectToast('User information updated successfully');
    expect(requestBody(fetchMock, 1)).toEqual({
      name: 'Asha Rao',
      education: [{ institutionName: 'IIT Madras', startYear: 2018 }],
      skills: ['React'],
    });
  });

  it('shows the generic "Error" toast when the profile cannot be loaded', async () => {
    signIn({ token: 't', type: 'applicant' });
    mockFetch({ status: 404, body: { message: 'User not found' } });
    renderApp('/profile');
    await expectToast('Error');
    expect(screen.getByText('Your profile could not be loaded.')).toBeInTheDocument();
  });

  it('goes to /login when the server rejects the token', async () => {
    signIn({ token: 'expired', type: 'applicant' });
    mockFetch({ status: 401, body: { message: 'Your session is invalid or has expired. Please log in again.' } });
    renderApp('/profile');
    await expectPath('/login');
  });
});
