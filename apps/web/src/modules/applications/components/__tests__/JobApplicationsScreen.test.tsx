import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aJob, anApplication } from '@/test-utils/fixtures';
import { clearToasts, expectToast, factValue, listResponse, mockApi, renderApp, signIn } from '@/test-utils/render';

const applicant = anApplication().jobApplicant;

describe('/job/applications/{jobId}', () => {
  afterEach(() => clearToasts());
  beforeEach(() => signIn({ token: 't', type: 'recruiter' }));

  it('asks for the job\'s applications, newest first, and shows the applicant card', async () => {
    const api = mockApi(() =>
      listResponse([
        anApplication({
          sop: '',
          jobApplicant: {
            ...applicant,
            name: 'Asha Rao',
            rating: 3.5,
            education: [
              { institutionName: 'IIT Madras', startYear: 2018, endYear: 2022 },
              { institutionName: 'IIM Bangalore', startYear: 2023 },
            ],
            skills: ['Go', 'SQL'],
          },
        }),
      ]),
    );
    renderApp('/job/applications/job-9');
    expect(screen.getByRole('heading', { level: 1, name: 'Applications' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Asha Rao' });
    const listCalls = api.find('GET', '/api/applicants');
    expect(listCalls).toHaveLength(1);
    expect(listCalls[0]?.query.toString()).toBe('jobId=job-9&desc=dateOfApplication&page=1&limit=12');
    expect(within(card).getByText('AR')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
    expect(factValue(card, 'Applied On')).toBe('2 Mar 2026');
    expect(within(card).getByText('IIT Madras (2018 - 2022)')).toBeInTheDocument();
    expect(within(card).getByText('IIM Bangalore (2023 - Ongoing)')).toBeInTheDocument();
    expect(within(card).getByText('Not Submitted')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Skills' })).toHaveTextContent('GoSQL');
    expect(within(card).getByRole('button', { name: 'Download Resume' })).not.toHaveAttribute('aria-disabled');
    expect(within(card).getByRole('button', { name: 'Open Suggestion' })).toBeEnabled();
  });

  it('shows no stars for an applicant nobody has rated', async () => {
    mockApi(() => listResponse([anApplication()]));
    renderApp('/job/applications/job-9');
    const card = await screen.findByRole('article', { name: 'Asha Rao' });
    expect(within(card).queryByTestId('star-rating')).not.toBeInTheDocument();
    expect(within(card).getByText('I love building interfaces.')).toBeInTheDocument();
  });

  it.each([
    ['applied', ['Shortlist', 'Reject']],
    ['shortlisted', ['Accept', 'Reject', 'Awaiting Interview']],
    ['rejected', []],
    ['accepted', []],
    ['cancelled', []],
    ['finished', []],
  ] as const)('a %s application offers %j', async (status, labels) => {
    mockApi(() => listResponse([anApplication({ status })]));
    renderApp('/job/applications/job-9');
    const card = await screen.findByRole('article', { name: 'Asha Rao' });
    const buttons = within(card)
      .getAllByRole('button')
      .map((b) => b.textContent?.trim())
      // What every card has, whatever its status.
      .filter((text) => text !== 'Download Resume' && text !== 'Open Suggestion' && text !== 'History');
    expect(buttons).toEqual(labels);
    expect(within(card).getByText(status.charAt(0).toUpperCase() + status.slice(1), { selector: '[data-status]' })).toBeInTheDocument();
    if (status === 'shortlisted') expect(within(card).getByRole('button', { name: 'Awaiting Interview' })).toBeDisabled();
  });

  it('offers the interview results with the score once the interview is done', async () => {
    mockApi(() => listResponse([anApplication({ status: 'shortlisted', interviewCompleted: true, interviewScore: 82 })]));
    renderApp('/job/applications/job-9');
    const card = await screen.findByRole('article', { name: 'Asha Rao' });
    expect(within(card).getByRole('button', { name: 'View Interview Results (82/100)' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Awaiting Interview' })).not.toBeInTheDocument();
  });

  it('Shortlist sends the status with dateOfJoining set to now and reloads the list', async () => {
    let status: 'applied' | 'shortlisted' = 'applied';
    const api = mockApi(({ method, path }) => {
      if (method === 'PUT') {
        status = 'shortlisted';
        return { status: 200, body: { message: 'Application shortlisted successfully' } };
      }
      if (path === '/api/applicants') return listResponse([anApplication({ _id: 'app-1', status })]);
      return undefined;
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/job/applications/job-9');
    await user.click(await screen.findByRole('button', { name: 'Shortlist' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Shortlist' }));
    await expectToast('Application shortlisted successfully');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = api.find('PUT', '/api/applications/app-1')[0];
    expect(put?.body).toEqual({ status: 'shortlisted', dateOfJoining: expect.any(String) });
    expect(Math.abs(Date.parse((put?.body as { dateOfJoining: string }).dateOfJoining) - Date.now())).toBeLessThan(5000);
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });

  it('shows the server message when a status change is refused', async () => {
    mockApi(({ method }) =>
      method === 'PUT' ? { status: 409, body: { message: 'All positions for this job are filled' } } : listResponse([anApplication({ status: 'shortlisted' })]),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/job/applications/job-9');
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Accept' }));
    await expectToast('All positions for this job are filled');
  });

  it('names the job in the heading once it is loaded', async () => {
    mockApi(({ path }) => {
      if (path === '/api/jobs/job-9') return { status: 200, body: aJob({ _id: 'job-9', title: 'Data Engineer' }) };
      return listResponse([anApplication()]);
    });
    renderApp('/job/applications/job-9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Applications for Data Engineer' })).toBeInTheDocument();
  });

  it.each([
    ['applied', 'Shortlist', 'shortlisted'],
    ['applied', 'Reject', 'rejected'],
    ['shortlisted', 'Accept', 'accepted'],
    ['shortlisted', 'Reject', 'rejected'],
  ] as const)('a %s application: %s asks "Are you sure?" first, and Cancel changes nothing', async (status, action, outcome) => {
    const api = mockApi(({ method }) => (method === 'PUT' ? { status: 200, body: { message: `Application ${outcome} successfully` } } : listResponse([anApplication({ _id: 'app-1', status })])));
    const user = userEvent.setup({ delay: null });
    renderApp('/job/applications/job-9');
    const card = await screen.findByRole('article', { name: 'Asha Rao' });
    await user.click(within(card).getByRole('button', { name: action }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText(`Asha Rao will be ${outcome} for Frontend Engineer.`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.find('PUT', '/api/applications/app-1')).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: action }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: action }));
    await expectToast(`Application ${outcome} successfully`);
    expect(api.find('PUT', '/api/applications/app-1')[0]?.body).toEqual({ status: outcome, dateOfJoining: expect.any(String) });
  });

  it('shows on an applied candidate\'s card that they already completed the interview, with its score', async () => {
    mockApi(() => listResponse([anApplication({ status: 'applied', interviewCompleted: true, interviewScore: 64 })]));
    renderApp('/job/applications/job-9');
    const card = await screen.findByRole('article', { name: 'Asha Rao' });
    expect(within(card).getByRole('button', { name: 'View Interview Results (64/100)' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Shortlist' })).toBeInTheDocument();
  });

  it('the filter dialog enables a sort\'s order toggle only while that sort is on, and Apply reloads and closes', async () => {
    const api = mockApi(() => listResponse([]));
    const user = userEvent.setup({ delay: null });
    renderApp('/job/applications/job-9');
    expect(await screen.findByText('No Applications Found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter Applications' });
    expect(within(dialog).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
      'Rejected', 'Applied', 'Shortlisted', 'Name', 'Date of Application', 'Rating',
    ]);
    expect(within(dialog).getByRole('checkbox', { name: 'Date of Application' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Date of Application order: descending' })).toBeEnabled();
    const nameOrder = within(dialog).getByRole('button', { name: 'Name order: ascending' });
    expect(nameOrder).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Rating order: ascending' })).toBeDisabled();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Name' }));
    expect(nameOrder).toBeEnabled();
    await user.click(nameOrder);
    expect(within(dialog).getByRole('button', { name: 'Name order: descending' })).toBeEnabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Date of Application' }));
    expect(within(dialog).getByRole('button', { name: 'Date of Application order: descending' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Applied' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Shortlisted' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.find('GET', '/api/applicants')).toHaveLength(2));
    expect(api.find('GET', '/api/applicants')[1]?.query.toString()).toBe('jobId=job-9&status=applied&status=shortlisted&desc=jobApplicant.name&page=1&limit=12');
  });

  it('Apply reloads the list even when the filters did not change', async () => {
    const api = mockApi(() => listResponse([anApplication()]));
    const user = userEvent.setup({ delay: null });
    renderApp('/job/applications/job-9');
    await screen.findByRole('article', { name: 'Asha Rao' });
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Filter Applications' })).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(api.find('GET', '/api/applicants')).toHaveLength(2));
    const [first, second] = api.find('GET', '/api/applicants');
    expect(second?.query.toString()).toBe(first?.query.toString());
  });

  it('shows the server message and an empty list when the applications cannot be loaded', async () => {
    mockApi(() => ({ status: 403, body: { message: 'You can only manage applications of your own jobs' } }));
    renderApp('/job/applications/job-9');
    await expectToast('You can only manage applications of your own jobs');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
