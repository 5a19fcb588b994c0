import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, expectPath, expectToast, mockFetch, renderApp, requestBody } from '@/test-utils/render';

describe('/signup', () => {
  afterEach(() => clearToasts());

  it('gives every untouched required field its "{Field} is required" message on submit, with no request', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetch();
    renderApp('/signup');
    await user.click(screen.getByRole('button', { name: 'Signup' }));
    await expectToast('Incorrect Input');
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks name and password on blur and again on change once touched', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/signup');
    await user.click(screen.getByLabelText(/^Name/));
    await user.click(screen.getByLabelText(/^Password/));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Name/), 'Asha');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Name/));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
  });

  it('validates the email like the login screen', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/signup');
    await user.type(screen.getByLabelText(/^Email/), 'asha@');
    await user.tab();
    expect(await screen.findByText('Incorrect email format')).toBeInTheDocument();
  });

  it('signs up an applicant: drops blank education rows, omits an empty end year, sends skills', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetch({ status: 200, body: { token: 'jwt-a', type: 'applicant' } });
    renderApp('/signup');
    await user.type(screen.getByLabelText(/^Name/), 'Asha Rao');
    await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'pass1234');

    const rows = () => screen.getAllByTestId('education-row');
    await user.type(within(rows()[0]).getByLabelText('Institution name'), 'IIT Madras');
    await user.type(within(rows()[0]).getByLabelText('Start year'), '2018');
    await user.click(screen.getByRole('button', { name: /Add education/ }));
    await user.click(screen.getByRole('button', { name: /Add education/ }));
    await user.type(within(rows()[1]).getByLabelText('Start year'), '2015');
    await user.type(within(rows()[2]).getByLabelText('Institution name'), 'DPS Delhi');
    await user.type(within(rows()[2]).getByLabelText('Start year'), '2010');
    await user.type(within(rows()[2]).getByLabelText('End year'), '2014');

    const skill = screen.getByPlaceholderText(/e\.g\. React/);
    await user.type(skill, 'React{Enter}');
    await user.type(skill, 'SQL');
    await user.click(screen.getByRole('button', { name: 'Add skill' }));
    await user.type(skill, 'react{Enter}');

    await user.click(screen.getByRole('button', { name: 'Signup' }));
    await expectToast('Logged in successfully');
    expect(fetchMock).toHaveBeenCalledWith('/auth/signup', expect.objectContaining({ method: 'POST' }));
    expect(requestBody(fetchMock)).toEqual({
      type: 'applicant',
      name: 'Asha Rao',
      email: 'asha@example.com',
      password: 'pass1234',
      education: [
        { institutionName: 'IIT Madras', startYear: 2018 },
        { institutionName: 'DPS Delhi', startYear: 2010, endYear: 2014 },
      ],
      skills: ['React', 'SQL'],
    });
    expect(window.localStorage.getItem('token')).toBe('jwt-a');
    expect(window.localStorage.getItem('type')).toBe('applicant');
    await expectPath('/home');
  });

  it('removes education rows and skill chips', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/signup');
    await user.click(screen.getByRole('button', { name: /Add education/ }));
    expect(screen.getAllByTestId('education-row')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove education row 1' }));
    expect(screen.getAllByTestId('education-row')).toHaveLength(1);
    await user.type(screen.getByPlaceholderText(/e\.g\. React/), 'Go{Enter}');
    expect(screen.getByText('Go')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Go' }));
    expect(screen.queryByText('Go')).not.toBeInTheDocument();
  });

  it('signs up a recruiter with bio and a plus-prefixed contact number, and no applicant fields', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetch({ status: 200, body: { token: 'jwt-r', type: 'recruiter' } });
    renderApp('/signup');
    await user.selectOptions(screen.getByLabelText('Category'), 'recruiter');
    expect(screen.queryByText('Education')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Name/), 'Vikram Shah');
    await user.type(screen.getByLabelText(/^Email/), 'vikram@acme.in');
    await user.type(screen.getByLabelText(/^Password/), 'pass1234');
    await user.type(screen.getByLabelText(/^Bio/), 'We build payments software.');
    await user.type(screen.getByLabelText('Contact Number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Signup' }));
    await expectToast('Logged in successfully');
    expect(requestBody(fetchMock)).toEqual({
      type: 'recruiter',
      name: 'Vikram Shah',
      email: 'vikram@acme.in',
      password: 'pass1234',
      bio: 'We build payments software.',
      contactNumber: '+919876543210',
    });
  });

  it('shows the server message when signup is refused', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({ status: 409, body: { message: 'An account with this email already exists' } });
    renderApp('/signup');
    await user.type(screen.getByLabelText(/^Name/), 'Asha');
    await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'pass1234');
    await user.click(screen.getByRole('button', { name: 'Signup' }));
    await expectToast('An account with this email already exists');
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
