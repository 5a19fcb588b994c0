import { act, screen } from '@testing-library/react';
import { LogoutPage } from '../../pages/LogoutPage';
import { clearToasts, currentPath, expectPath, listResponse, mockApi, renderApp, renderAt, signIn } from '../../test-utils/render';

describe('routes', () => {
  it.each([
    ['/jobs', '/home'],
    ['/post-job', '/addjob'],
    ['/resume-builder', '/resume'],
    ['/faq', '/#faq'],
  ])('%s leads to %s', async (from, to) => {
    signIn({ token: 't', type: 'recruiter' });
    mockApi(() => listResponse([]));
    renderApp(from);
    await expectPath(to);
  });

  it.each([
    ['/home', 'Jobs', 'recruiter'],
    ['/home', 'Jobs', 'applicant'],
    ['/applications', 'Applications', 'applicant'],
    ['/saved-searches', 'Saved searches', 'applicant'],
    ['/webhooks', 'Webhooks', 'recruiter'],
    ['/addjob', 'Add Job', 'recruiter'],
    ['/myjobs', 'Jobs', 'recruiter'],
    ['/job/applications/j1', 'Applications', 'recruiter'],
    ['/employees', 'Employees', 'recruiter'],
    ['/insights', 'Hiring insights', 'recruiter'],
    ['/ai-interview', 'AI Interview', 'recruiter'],
    ['/resume', 'Resume Builder', 'recruiter'],
    ['/resume', 'Resume Builder', 'applicant'],
    ['/interview/j1/a1', 'AI Video Interview', 'applicant'],
    ['/jobs/j1/interview', 'Audio Interview', 'applicant'],
    ['/support', 'Support', 'recruiter'],
    ['/contact', 'Contact', 'recruiter'],
    ['/career-tips', 'Career Tips', 'recruiter'],
    ['/blog', 'Blog', 'recruiter'],
    ['/about-us', 'About Us', 'recruiter'],
    ['/careers', 'Careers', 'recruiter'],
    ['/privacy-policy', 'Privacy Policy', 'recruiter'],
  ] as const)('%s shows the heading %s to a signed-in %s', (route, heading, type) => {
    signIn({ token: 't', type });
    mockApi(() => listResponse([]));
    renderApp(route);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each(['/applications', '/addjob', '/myjobs', '/job/applications/j1', '/employees', '/saved-searches', '/webhooks', '/insights'])('sends a visitor without a token from %s to /login', async (route) => {
    renderApp(route);
    await expectPath('/login');
  });

  it.each([
    ['/webhooks', 'applicant', 'This page is for recruiters'],
    ['/insights', 'applicant', 'This page is for recruiters'],
    ['/saved-searches', 'recruiter', 'This page is for applicants'],
  ] as const)('%s tells a signed-in %s whose screen it is', (route, type, heading) => {
    signIn({ token: 't', type });
    const api = mockApi(() => listResponse([]));
    renderApp(route);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path !== '/api/notifications/unread-count')).toEqual([]);
  });

  it('/logout shows that the user is logged out until the login screen is ready, never an empty screen', async () => {
    signIn({ token: 't', type: 'applicant' });
    let loginLoaded: () => void = () => undefined;
    const beforeLeave = jest.fn(() => new Promise<void>((resolve) => (loginLoaded = resolve)));
    renderAt(<LogoutPage beforeLeave={beforeLeave} />, '/logout');
    expect(screen.getByText('You are logged out')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(beforeLeave).toHaveBeenCalledTimes(1);
    expect(currentPath()).toBe('/logout');
    await act(async () => loginLoaded());
    await expectPath('/login');
    clearToasts();
  });

  it('shows a not-found screen for unknown addresses', () => {
    renderApp('/no/such/page');
    expect(screen.getByText('The page you are looking for does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('the landing page has a hero, the six services and an FAQ of exactly four items', () => {
    renderApp('/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hire smarter.');
    expect(screen.getByRole('link', { name: /Get started/ })).toHaveAttribute('href', '/signup');
    for (const service of ['AI Interview', 'Learning Agent', 'Skill Assessment', 'Recruiter Agent', 'Resume Builder', 'Job search']) {
      expect(screen.getByRole('heading', { level: 3, name: service })).toBeInTheDocument();
    }
    const faq = document.getElementById('faq');
    expect(faq).not.toBeNull();
    expect(faq?.querySelectorAll('[data-scope="accordion"][data-part="item"]')).toHaveLength(4);
  });
});
