import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signIn } from '@/test-utils/render';

function mainNavLinks(): Array<[string, string | null]> {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent ?? '', link.getAttribute('href')]);
}

describe('navigation bar', () => {
  it('offers Login and Signup when logged out', () => {
    renderApp('/');
    expect(mainNavLinks()).toEqual([
      ['Login', '/login'],
      ['Signup', '/signup'],
    ]);
  });

  it('offers the recruiter items in order, with the Recruiter Agent, the Resume Builder and Webhooks', () => {
    signIn({ token: 't', type: 'recruiter' });
    renderApp('/');
    expect(mainNavLinks()).toEqual([
      ['Home', '/home'],
      ['Add Jobs', '/addjob'],
      ['My Jobs', '/myjobs'],
      ['Employees', '/employees'],
      ['Recruiter Agent', '/recruiter'],
      ['Resume Builder', '/resume'],
      ['Webhooks', '/webhooks'],
      ['Profile', '/profile'],
      ['Logout', '/logout'],
    ]);
  });

  it('puts the recruiter\'s Recruiter Agent, Resume Builder and Webhooks in the mobile drawer too', async () => {
    signIn({ token: 't', type: 'recruiter' });
    renderApp('/');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawerNav = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(drawerNav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/home'],
      ['Add Jobs', '/addjob'],
      ['My Jobs', '/myjobs'],
      ['Employees', '/employees'],
      ['Recruiter Agent', '/recruiter'],
      ['Resume Builder', '/resume'],
      ['Webhooks', '/webhooks'],
      ['Profile', '/profile'],
      ['Logout', '/logout'],
      // The bell's row (its count is on the bell itself in the bar): none unread here.
      ['Notifications', '/notifications'],
    ]);
  });

  it('offers the applicant items in order, with Saved searches', () => {
    signIn({ token: 't', type: 'applicant' });
    renderApp('/');
    expect(mainNavLinks()).toEqual([
      ['Home', '/home'],
      ['Applications', '/applications'],
      ['Saved searches', '/saved-searches'],
      ['Profile', '/profile'],
      ['Learning Agent', '/candidate'],
      ['Skill Assessment', '/assessment'],
      ['Logout', '/logout'],
    ]);
  });

  it('puts the same items in the mobile drawer', async () => {
    signIn({ token: 't', type: 'applicant' });
    renderApp('/');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawerNav = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(drawerNav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Applications',
      'Saved searches',
      'Profile',
      'Learning Agent',
      'Skill Assessment',
      'Logout',
      'Notifications',
    ]);
  });

  it('shows the brand and a footer with the spec links', () => {
    renderApp('/');
    expect(screen.getAllByText('Hirewise').length).toBeGreaterThan(0);
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const href of ['/jobs', '/post-job', '/support', '/contact', '/faq', '/career-tips', '/blog', '/resume-builder', '/about-us', '/careers', '/privacy-policy']) {
      expect(hrefs).toContain(href);
    }
    expect(within(footer).getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/jobs');
  });
});
