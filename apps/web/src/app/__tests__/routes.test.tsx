import { screen } from '@testing-library/react';
import { expectPath, listResponse, mockApi, renderApp, signIn } from '../../test-utils/render';

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
    ['/home', 'Jobs'],
    ['/applications', 'Applications'],
    ['/addjob', 'Add Job'],
    ['/myjobs', 'Jobs'],
    ['/job/applications/j1', 'Applications'],
    ['/employees', 'Employees'],
    ['/ai-interview', 'AI Interview'],
    ['/resume', 'Resume Builder'],
    ['/interview/j1/a1', 'AI Video Interview'],
    ['/jobs/j1/interview', 'Audio Interview'],
    ['/support', 'Support'],
    ['/contact', 'Contact'],
    ['/career-tips', 'Career Tips'],
    ['/blog', 'Blog'],
    ['/about-us', 'About Us'],
    ['/careers', 'Careers'],
    ['/privacy-policy', 'Privacy Policy'],
  ])('%s shows the heading %s', (route, heading) => {
    signIn({ token: 't', type: 'recruiter' });
    mockApi(() => listResponse([]));
    renderApp(route);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each(['/applications', '/addjob', '/myjobs', '/job/applications/j1', '/employees'])('sends a visitor without a token from %s to /login', async (route) => {
    renderApp(route);
    await expectPath('/login');
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
