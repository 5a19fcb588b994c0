import { screen, within } from '@testing-library/react';
import { clearToasts, currentPath, expectPath, expectToast, mockApi, renderApp, signIn } from '@/test-utils/render';

describe('session redirects', () => {
  afterEach(() => clearToasts());

  it.each(['/login', '/signup'])('%s goes to / when a token exists', async (route) => {
    signIn({ token: 't', type: 'applicant' });
    renderApp(route);
    await expectPath('/');
  });

  it.each(['/login', '/signup'])('%s with a same-origin ?next= goes there when a token exists, never to another site', async (route) => {
    signIn({ token: 't', type: 'applicant' });
    mockApi(() => ({ status: 404, body: { message: 'Job not found' } }));
    const first = renderApp(`${route}?next=%2Fjobs%2Fjob-1`);
    await expectPath('/jobs/job-1');
    first.unmount();
    renderApp(`${route}?next=%2F%2Fevil.example%2Fx`);
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

  it.each(['/addjob', '/myjobs', '/employees', '/job/applications/j1', '/recruiter', '/post-job'])(
    '%s tells an applicant it is for recruiters and links to their jobs, asking the server nothing',
    async (route) => {
      signIn({ token: 't', type: 'applicant' });
      // Only the shell's own call (the bell's count) is answered, apart and unrecorded: the page itself asks nothing.
      const api = mockApi(() => undefined);
      renderApp(route);
      expect(await screen.findByRole('heading', { level: 1, name: 'This page is for recruiters' })).toBeInTheDocument();
      expect(screen.getByText(/You are signed in as an applicant\./)).toBeInTheDocument();
      expect(within(screen.getByRole('main')).getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/home');
      expect(api.calls).toHaveLength(0);
      expect(screen.queryByText('Error')).not.toBeInTheDocument();
    },
  );

  it.each(['/applications', '/interview/j1/a1', '/jobs/j1/interview', '/candidate', '/assessment'])(
    '%s tells a recruiter it is for applicants and links to My Jobs, asking the server nothing',
    (route) => {
      signIn({ token: 't', type: 'recruiter' });
      // Only the shell's own call (the bell's count) is answered, apart and unrecorded: the page itself asks nothing.
      const api = mockApi(() => undefined);
      renderApp(route);
      expect(screen.getByRole('heading', { level: 1, name: 'This page is for applicants' })).toBeInTheDocument();
      expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go to My Jobs' })).toHaveAttribute('href', '/myjobs');
      expect(api.calls).toHaveLength(0);
    },
  );

  it.each(['/addjob', '/employees', '/applications', '/assessment', '/interview/j1/a1', '/jobs/j1/interview'])('%s still sends a visitor without a token to /login', async (route) => {
    renderApp(route);
    await expectPath('/login');
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
