import { screen } from '@testing-library/react';
import { clearToasts, currentPath, expectPath, expectToast, renderApp, signIn } from '@/test-utils/render';

describe('session redirects', () => {
  afterEach(() => clearToasts());

  it.each(['/login', '/signup'])('%s goes to / when a token exists', async (route) => {
    signIn({ token: 't', type: 'applicant' });
    renderApp(route);
    await expectPath('/');
  });

  it.each(['/login', '/signup'])('%s stays put without a token', (route) => {
    renderApp(route);
    expect(currentPath()).toBe(route);
  });

  it.each(['/candidate', '/recruiter', '/profile'])('%s goes to /login without a token', async (route) => {
    renderApp(route);
    await expectPath('/login');
  });

  it('/candidate shows the Learning Agent with a token', () => {
    signIn({ token: 't', type: 'applicant' });
    renderApp('/candidate');
    expect(screen.getByRole('heading', { level: 1, name: 'Learning Agent' })).toBeInTheDocument();
  });

  it('/recruiter shows the Recruiter Agent with a token', () => {
    signIn({ token: 't', type: 'recruiter' });
    renderApp('/recruiter');
    expect(screen.getByRole('heading', { level: 1, name: 'Recruiter Agent' })).toBeInTheDocument();
  });

  it('/logout clears the session, toasts and goes to /login', async () => {
    signIn({ token: 't', type: 'recruiter' });
    renderApp('/logout');
    await expectToast('Logged out successfully');
    await expectPath('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('type')).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
