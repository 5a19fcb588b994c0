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

  it('offers Take Interview where the server allows it: shortlisted, or applied to a job that requires one, not yet completed', async () => {
    const job = anApplication().job;
    mockApi(() =>
      listResponse([
        anApplication({ _id: 'a1', jobId: 'j1', status: 'applied', job: { ...job, _id: 'j1', title: 'Needs interview', requiresInterview: true } }),
        anApplication({ _id: 'a2', jobId: 'j2', status: 'applied', job: { ...job, _id: 'j2', title: 'No interview', requiresInterview: false } }),
        anApplication({ _id: 'a3', jobId: 'j3', status: 'shortlisted', interviewCompleted: true, interviewScore: 70, job: { ...job, _id: 'j3', title: 'Done already' } }),
        anApplication({ _id: 'a4', jobId: 'j4', status: 'rejected', job: { ...job, _id: 'j4', title: 'Rejected, requires one', requiresInterview: true } }),
      ]),
    );
    renderApp('/applications');
    const needs = await screen.findByRole('article', { name: 'Needs interview' });
    expect(within(needs).getByRole('button', { name: 'Take Interview' })).toBeInTheDocument();
    for (const title of ['No interview', 'Done already', 'Rejected, requires one']) {
      expect(within(screen.getByRole('article', { name: title })).queryByRole('button', { name: 'Take Interview' })).not.toBeInTheDocument();
    }
    await userEvent.click(within(needs).getByRole('button', { name: 'Take Interview' }));
    await expectPath('/interview/j1/a1');
  });

  it('says why an application was cancelled when the server names the accepted offer', async () => {
    const cancelled = { ...anApplication({ _id: 'c1', status: 'cancelled' }), cancelledFor: { jobId: 'j9', title: 'Data Analyst' } };
    mockApi(() => listResponse([cancelled]));
    renderApp('/applications');
    const card = await screen.findByRole('article', { name: 'Frontend Engineer' });
    expect(within(card).getByText('Cancelled', { selector: '[data-status]' })).toBeInTheDocument();
    expect(within(card).getByText('Cancelled: you accepted an offer for Data Analyst')).toBeInTheDocument();
  });

  it('offers Delete Recording only for an interview with a video, not for an audio-only one', async () => {
    const job = anApplication().job;
    const result = (applicationId: string, videoFileId: string | null) => ({
      success: true,
      result: { _id: `r-${applicationId}`, applicationId, videoFileId, videoRecording: videoFileId, videoFileName: videoFileId && `${videoFileId}.webm`, videoDeletedAt: null },
    });
    const api = mockApi(({ method, path }) => {
      if (path === '/api/applications') {
        return listResponse([
          anApplication({ _id: 'video', jobId: 'j1', status: 'shortlisted', interviewCompleted: true, interviewScore: 80, job: { ...job, _id: 'j1', title: 'Video interview' } }),
          anApplication({ _id: 'audio', jobId: 'j2', status: 'shortlisted', interviewCompleted: true, interviewScore: 60, job: { ...job, _id: 'j2', title: 'Audio interview' } }),
        ]);
      }
      if (method === 'GET' && path === '/api/applications/video/interview-results') return { status: 200, body: result('video', 'vid-1') };
      if (method === 'GET' && path === '/api/applications/audio/interview-results') return { status: 200, body: result('audio', null) };
      return undefined;
    });
    renderApp('/applications');
    const video = await screen.findByRole('article', { name: 'Video interview' });
    expect(await within(video).findByRole('button', { name: 'Delete Recording' })).toBeInTheDocument();
    await waitFor(() => expect(api.find('GET', '/api/applications/audio/interview-results')).toHaveLength(1));
    expect(within(screen.getByRole('article', { name: 'Audio interview' })).queryByRole('button', { name: 'Delete Recording' })).not.toBeInTheDocument();
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
    const user = userEvent.setup({ delay: null });
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
    const user = userEvent.setup({ delay: null });
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
    const user = userEvent.setup({ delay: null });
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
