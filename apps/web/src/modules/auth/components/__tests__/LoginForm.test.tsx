import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, currentPath, expectPath, expectToast, listResponse, mockApi, mockFetch, renderApp, requestBody } from '@/test-utils/render';

/** The toasts on screen, by their text. */
const toastTexts = () => screen.queryAllByTestId('toast').map((toast) => toast.querySelector('[data-part="title"]')?.textContent);

describe('/login', () => {
  afterEach(() => clearToasts());

  it('shows "Email is required" when the email box is left empty', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/login');
    await user.click(screen.getByLabelText(/^Email/));
    await user.tab();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
  });

  it('shows "Incorrect email format" on blur for a malformed address, and clears it once fixed', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/login');
    const email = screen.getByLabelText(/^Email/);
    await user.type(email, 'someone@nowhere');
    await user.tab();
    expect(await screen.findByText('Incorrect email format')).toBeInTheDocument();
    await user.type(email, '.com');
    expect(screen.queryByText('Incorrect email format')).not.toBeInTheDocument();
  });

  it('blocks submit with an "Incorrect Input" toast while an email error is shown', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetch();
    renderApp('/login');
    await user.type(screen.getByLabelText(/^Email/), 'bad-address');
    await user.tab();
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await expectToast('Incorrect Input');
    expect(screen.getByText('Incorrect email format')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the session, toasts the server message and takes a recruiter to /myjobs on success', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetch({ status: 200, body: { token: 'jwt-1', type: 'recruiter', message: 'Logged in successfully' } });
    renderApp('/login');
    await user.type(screen.getByLabelText(/^Email/), 'Ravi@Example.com ');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await expectToast('Logged in successfully');
    expect(fetchMock).toHaveBeenCalledWith('/auth/login', expect.objectContaining({ method: 'POST' }));
    expect(requestBody(fetchMock)).toEqual({ email: 'Ravi@Example.com', password: 'secret123' });
    expect(window.localStorage.getItem('token')).toBe('jwt-1');
    expect(window.localStorage.getItem('type')).toBe('recruiter');
    await expectPath('/myjobs');
  });

  it('takes an applicant to /home (the jobs), not the landing page', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(({ path }) => {
      if (path === '/auth/login') return { status: 200, body: { token: 'jwt-2', type: 'applicant', message: 'Logged in successfully' } };
      return listResponse([]);
    });
    renderApp('/login');
    await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await expectPath('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument();
  });

  it('a wrong password after a refused submit shows one toast: the server message replaces "Incorrect Input"', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({ status: 401, body: { message: 'Invalid email or password' } });
    renderApp('/login');
    await user.type(screen.getByLabelText(/^Email/), 'ravi@example.com');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await expectToast('Incorrect Input');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await expectToast('Invalid email or password');
    await waitFor(() => expect(toastTexts()).toEqual(['Invalid email or password']));
  });

  it('shows the server message in an error toast when login fails', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({ status: 401, body: { message: 'Invalid email or password' } });
    renderApp('/login');
    await user.type(screen.getByLabelText(/^Email/), 'ravi@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await expectToast('Invalid email or password');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(currentPath()).toBe('/login');
  });

  it('goes back to a same-origin ?next= page after login, and to the role\'s home for any other', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(({ path }) => {
      if (path === '/auth/login') return { status: 200, body: { token: 'jwt-1', type: 'recruiter', message: 'Logged in successfully' } };
      return { status: 200, body: [], headers: { 'X-Total-Count': '0' } };
    });
    const first = renderApp('/login?next=https%3A%2F%2Fevil.example%2Fjobs');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    await user.type(screen.getByLabelText(/^Email/), 'ravi@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await expectPath('/myjobs');
    first.unmount();
    window.localStorage.clear();

    renderApp('/login?next=%2Fhome%3Fq%3Dgo');
    await user.type(screen.getByLabelText(/^Email/), 'ravi@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await expectPath('/home');
  });
});
