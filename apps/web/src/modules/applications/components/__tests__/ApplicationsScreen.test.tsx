import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anApplication } from '@/test-utils/fixtures';
import { clearToasts, expectPath, expectToast, factValue, listResponse, mockApi, renderApp, signIn } from '@/test-utils/render';

const statuses = ['applied', 'shortlisted', 'accepted', 'rejected', 'cancelled', 'finished', 'deleted'] as const;
const applications = statuses.map((status, i) =>
  anApplication({
    _id: `app-${status}`,
    jobId: `job-${status}`,
    status,
    dateOfApplication: '2026-03-02T10:00:00.000Z',
    dateOfJoining: status === 'accepted' || status === 'finished' ? '2026-03-20T10:00:00.000Z' : null,
    job: { ...anApplication().job, _id: `job-${status}`, title: `Job ${i} ${status}` },
  }),
);
const card = (status: string) => screen.getByRole('article', { name: new RegExp(` ${status}$`) });

describe('/applications (applicant)', () => {
  afterEach(() => clearToasts());
  beforeEach(() => signIn({ token: 't', type: 'applicant' }));

  it('shows each application with its recruiter, applied date and status in its own colour', async () => {
    mockApi(({ path }) => (path === '/api/applications' ? listResponse(applications) : undefined));
    renderApp('/applications');
    await screen.findByRole('article', { name: /applied$/ });
    const colours = new Set<string | null>();
    for (const status of statuses) {
      const badge = within(card(status)).getByText(status.charAt(0).toUpperCase() + status.slice(1), { selector: '[data-status]' });
      expect(badge).toHaveAttribute('data-status', status);
      colours.add(badge.className);
      expect(within(card(status)).getByText('Priya Sharma')).toBeInTheDocument();
      expect(factValue(card(status), 'Applied On')).toBe('2 Mar 2026');
    }
    expect(colours.size).toBe(statuses.length);
  });

  it('offers Take Interview only when shortlisted, and it opens the video interview', async () => {
    mockApi(() => listResponse(applications));
    renderApp('/applications');
    await screen.findByRole('article', { name: /shortlisted$/ });
    expect(screen.getAllByRole('button', { name: 'Take Interview' })).toHaveLength(1);
    await userEvent.click(within(card('shortlisted')).getByRole('button', { name: 'Take Interview' }));
    await expectPath('/interview/job-shortlisted/app-shortlisted');
  });

  it('shows Joined On and Rate Job only for accepted and finished applications', async () => {
    mockApi(() => listResponse(applications));
    renderApp('/applications');
    await screen.findByRole('article', { name: /accepted$/ });
    for (const status of ['accepted', 'finished']) {
      expect(factValue(card(status), 'Joined On')).toBe('20 Mar 2026');
      expect(within(card(status)).getByRole('button', { name: 'Rate Job' })).toBeInTheDocument();
    }
    for (const status of ['applied', 'shortlisted', 'rejected', 'cancelled', 'deleted']) {
      expect(factValue(card(status), 'Joined On')).toBeUndefined();
      expect(within(card(status)).queryByRole('button', { name: 'Rate Job' })).not.toBeInTheDocument();
    }
  });

  it('Rate Job fills in the earlier rating and saves the new one', async () => {
    const api = mockApi(({ method, path, query }) => {
      if (path === '/api/applications') return listResponse(applications);
      if (method === 'GET' && path === '/api/rating' && query.get('id') === 'job-accepted') return { status: 200, body: { rating: 3 } };
      if (method === 'PUT' && path === '/api/rating') return { status: 200, body: { message: 'Rating updated successfully' } };
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/applications');
    await screen.findByRole('article', { name: /accepted$/ });
    await user.click(within(card('accepted')).getByRole('button', { name: 'Rate Job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate Job' });
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: '3 stars' })).toHaveAttribute('aria-checked', 'true'));
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Rating updated successfully');
    expect(api.find('PUT', '/api/rating')[0]?.body).toEqual({ rating: 5, jobId: 'job-accepted' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Rate Job starts empty when the job was never rated, and Save waits for a star', async () => {
    mockApi(({ path }) => (path === '/api/rating' ? { status: 200, body: { rating: -1 } } : listResponse(applications)));
    const user = userEvent.setup();
    renderApp('/applications');
    await screen.findByRole('article', { name: /finished$/ });
    await user.click(within(card('finished')).getByRole('button', { name: 'Rate Job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate Job' });
    await within(dialog).findByRole('radio', { name: '1 star' });
    // Zag keeps the first star focusable (aria-checked) while nothing is chosen; none is highlighted.
    expect(within(dialog).getAllByRole('radio').filter((r) => r.hasAttribute('data-highlighted'))).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('shows the generic Error toast when the rating cannot be loaded', async () => {
    mockApi(({ path }) => (path === '/api/rating' ? { status: 404, body: { message: 'Job not found' } } : listResponse(applications)));
    const user = userEvent.setup();
    renderApp('/applications');
    await screen.findByRole('article', { name: /accepted$/ });
    await user.click(within(card('accepted')).getByRole('button', { name: 'Rate Job' }));
    await expectToast('Error');
  });

  it('shows the generic Error toast when the list cannot be loaded', async () => {
    mockApi(() => ({ status: 403, body: { message: 'Only applicants have applications' } }));
    renderApp('/applications');
    await expectToast('Error');
  });
});
