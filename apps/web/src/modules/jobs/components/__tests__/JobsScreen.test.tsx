import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aJob, anApplication } from '@/test-utils/fixtures';
import { clearToasts, expectPath, expectToast, listResponse, mockApi, renderApp, signIn } from '@/test-utils/render';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

describe('/home (Jobs)', () => {
  afterEach(() => clearToasts());

  it('shows open job tiles with their facts and hides jobs whose deadline has passed', async () => {
    signIn({ token: 't', type: 'applicant' });
    mockApi(({ path }) =>
      path === '/api/jobs'
        ? listResponse([
            aJob({ _id: 'j1', title: 'Frontend Engineer', salary: 150000, duration: 0, jobType: 'Part Time', skillsets: ['React', 'CSS'] }),
            aJob({ _id: 'j2', title: 'Expired Role', deadline: new Date(Date.now() - 60_000).toISOString() }),
          ])
        : undefined,
    );
    renderApp('/home');
    const tile = await screen.findByRole('article', { name: 'Frontend Engineer' });
    expect(screen.queryByRole('article', { name: 'Expired Role' })).not.toBeInTheDocument();
    expect(within(tile).getByText('Priya Sharma')).toBeInTheDocument();
    expect(within(tile).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(tile).getByText('Part Time')).toBeInTheDocument();
    expect(within(tile).getByText('₹1,50,000 per month')).toBeInTheDocument();
    expect(within(tile).getByText('Flexible')).toBeInTheDocument();
    expect(within(tile).getByText('Deadline')).toBeInTheDocument();
    expect(within(within(tile).getByRole('list', { name: 'Skills' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['React', 'CSS']);
    expect(within(tile).getByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  it('says "No jobs found" when nothing matches', async () => {
    signIn({ token: 't', type: 'applicant' });
    mockApi(() => listResponse([]));
    renderApp('/home');
    expect(await screen.findByText('No jobs found')).toBeInTheDocument();
  });

  it('shows the generic Error toast when the list cannot be loaded', async () => {
    signIn({ token: 't', type: 'applicant' });
    mockApi(() => ({ status: 400, body: { message: 'salaryMin cannot be negative' } }));
    renderApp('/home');
    await expectToast('Error');
    expect(screen.getByText('The list could not be loaded.')).toBeInTheDocument();
  });

  it('disables Apply and Take Audio Interview for recruiters', async () => {
    signIn({ token: 't', type: 'recruiter' });
    const api = mockApi(() => listResponse([aJob()]));
    renderApp('/home');
    const tile = await screen.findByRole('article', { name: 'Frontend Engineer' });
    expect(within(tile).getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(within(tile).getByRole('button', { name: 'Take Audio Interview' })).toBeDisabled();
    // A recruiter has no applications to ask for.
    expect(api.find('GET', '/api/applications')).toHaveLength(0);
  });

  it('Take Audio Interview opens the job\'s audio interview', async () => {
    signIn({ token: 't', type: 'applicant' });
    mockApi(({ path }) => {
      if (path === '/api/applications') return listResponse([anApplication({ jobId: 'job-7', status: 'shortlisted' })]);
      return listResponse([aJob({ _id: 'job-7' })]);
    });
    renderApp('/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Take Audio Interview' }));
    await expectPath('/jobs/job-7/interview');
  });

  it('shows the status of the applicant\'s latest application instead of Apply, reading the applications once', async () => {
    signIn({ token: 't', type: 'applicant' });
    const api = mockApi(({ path }) => {
      if (path === '/api/applications') {
        return listResponse([
          anApplication({ _id: 'old', jobId: 'j1', status: 'rejected', dateOfApplication: '2026-01-02T10:00:00.000Z' }),
          anApplication({ _id: 'new', jobId: 'j1', status: 'shortlisted', dateOfApplication: '2026-03-02T10:00:00.000Z' }),
          anApplication({ _id: 'ended', jobId: 'j2', status: 'rejected' }),
        ]);
      }
      return listResponse([aJob({ _id: 'j1', title: 'Applied Role' }), aJob({ _id: 'j2', title: 'Rejected Role' }), aJob({ _id: 'j3', title: 'New Role' })]);
    });
    renderApp('/home');
    const applied = await screen.findByRole('article', { name: 'Applied Role' });
    await waitFor(() => expect(within(applied).getByText('Shortlisted', { selector: '[data-status]' })).toBeInTheDocument());
    expect(within(applied).queryByRole('button', { name: /Apply/ })).not.toBeInTheDocument();

    const rejected = screen.getByRole('article', { name: 'Rejected Role' });
    expect(within(rejected).getByText('Rejected', { selector: '[data-status]' })).toBeInTheDocument();
    expect(within(rejected).getByRole('button', { name: 'Apply Again' })).toBeEnabled();

    const fresh = screen.getByRole('article', { name: 'New Role' });
    expect(within(fresh).queryByText(/Applied|Shortlisted|Rejected/, { selector: '[data-status]' })).not.toBeInTheDocument();
    expect(within(fresh).getByRole('button', { name: 'Apply' })).toBeEnabled();

    const reads = api.find('GET', '/api/applications');
    expect(reads).toHaveLength(1);
    expect(reads[0]?.query.get('limit')).toBe('200');
  });

  it.each([
    ['no application', undefined, false],
    ['applied, no interview required', { status: 'applied' }, false],
    ['applied to a job that requires one', { status: 'applied', requiresInterview: true }, true],
    ['shortlisted', { status: 'shortlisted' }, true],
    ['shortlisted, interview completed', { status: 'shortlisted', interviewCompleted: true }, false],
    ['accepted', { status: 'accepted' }, false],
    ['rejected', { status: 'rejected', requiresInterview: true }, false],
  ] as const)('offers Take Audio Interview to an applicant only where it can be taken: %s', async (_case, app, offered) => {
    signIn({ token: 't', type: 'applicant' });
    const requiresInterview = app !== undefined && 'requiresInterview' in app;
    mockApi(({ path }) => {
      if (path === '/api/applications') {
        return listResponse(
          app ? [anApplication({ jobId: 'j1', status: app.status, interviewCompleted: 'interviewCompleted' in app ? app.interviewCompleted : false })] : [],
        );
      }
      return listResponse([aJob({ _id: 'j1', requiresInterview })]);
    });
    renderApp('/home');
    const tile = await screen.findByRole('article', { name: 'Frontend Engineer' });
    if (app) await waitFor(() => expect(within(tile).getByText(/^[A-Z][a-z]+$/, { selector: '[data-status]' })).toBeInTheDocument());
    expect(within(tile).queryByRole('button', { name: 'Take Audio Interview' }) !== null).toBe(offered);
  });

  it('says why a cancelled application was cancelled, and just "Cancelled" without a reason', async () => {
    signIn({ token: 't', type: 'applicant' });
    const cancelled = { ...anApplication({ jobId: 'j1', status: 'cancelled' }), cancelledFor: { jobId: 'j9', title: 'Backend Engineer' } };
    mockApi(({ path }) => {
      if (path === '/api/applications') return listResponse([cancelled, anApplication({ _id: 'a2', jobId: 'j2', status: 'cancelled' })]);
      return listResponse([aJob({ _id: 'j1', title: 'Role One' }), aJob({ _id: 'j2', title: 'Role Two' })]);
    });
    renderApp('/home');
    const one = await screen.findByRole('article', { name: 'Role One' });
    expect(await within(one).findByText('Cancelled: you accepted an offer for Backend Engineer')).toBeInTheDocument();
    const two = screen.getByRole('article', { name: 'Role Two' });
    expect(within(two).getByText('Cancelled', { selector: '[data-status]' })).toBeInTheDocument();
    expect(within(two).queryByTestId('cancellation-note')).not.toBeInTheDocument();
  });

  it('applies with a statement of purpose that stops at 250 words', async () => {
    signIn({ token: 't', type: 'applicant' });
    const api = mockApi(({ method, path }) => {
      if (method === 'GET' && path === '/api/jobs') return listResponse([aJob({ _id: 'job-1' })]);
      if (method === 'POST' && path === '/api/jobs/job-1/applications') return { status: 201, body: { message: 'Job application successful' } };
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply for Frontend Engineer' });
    const sop = within(dialog).getByLabelText(/^Statement of Purpose/);
    fireEvent.change(sop, { target: { value: words(251) } });
    expect(sop).toHaveValue('');
    fireEvent.change(sop, { target: { value: words(250) } });
    expect(within(dialog).getByTestId('word-count')).toHaveTextContent('250/250');
    await user.type(sop, ' extra');
    expect(sop).toHaveValue(`${words(250)} `);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expectToast('Job application successful');
    expect(api.find('POST', '/api/jobs/job-1/applications')[0]?.body).toEqual({ sop: words(250) });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server message when applying fails', async () => {
    signIn({ token: 't', type: 'applicant' });
    mockApi(({ method }) =>
      method === 'GET' ? listResponse([aJob({ _id: 'job-1' })]) : { status: 409, body: { message: 'You have already applied for this job' } },
    );
    const user = userEvent.setup();
    renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await expectToast('You have already applied for this job');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('asks a visitor who is not signed in to log in, without asking the server', async () => {
    const api = mockApi(() => listResponse([aJob()]));
    renderApp('/home');
    expect(screen.getByText('Log in to browse jobs')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('combobox', { name: 'Search jobs' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('searches on Enter and on the search icon', async () => {
    signIn({ token: 't', type: 'applicant' });
    const api = mockApi(() => listResponse([]));
    const user = userEvent.setup();
    renderApp('/home');
    await screen.findByText('No jobs found');
    await user.type(screen.getByRole('combobox', { name: 'Search jobs' }), ' react {Enter}');
    await waitFor(() => expect(api.find('GET', '/api/jobs').at(-1)?.query.get('q')).toBe('react'));
    await user.clear(screen.getByRole('combobox', { name: 'Search jobs' }));
    await user.type(screen.getByRole('combobox', { name: 'Search jobs' }), 'sql');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.find('GET', '/api/jobs').at(-1)?.query.get('q')).toBe('sql'));
  });

  it('applies More Filters: job types, salary bounds times 1000, duration and a sort', async () => {
    signIn({ token: 't', type: 'recruiter' });
    const api = mockApi(() => listResponse([]));
    const user = userEvent.setup();
    renderApp('/home');
    await screen.findByText('No jobs found');
    await user.click(screen.getByRole('button', { name: 'More Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Full Time' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Work From Home' }));
    const minThumb = within(dialog).getByRole('slider', { name: 'Minimum salary' });
    minThumb.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByTestId('salary-range')).toHaveTextContent('₹2k – ₹100k+');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Duration' }), '4');
    const ratingOrder = within(dialog).getByRole('button', { name: 'Rating order: ascending' });
    expect(ratingOrder).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Rating' }));
    await user.click(ratingOrder);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.find('GET', '/api/jobs')).toHaveLength(2));
    expect(api.find('GET', '/api/jobs')[1]?.query.toString()).toBe('jobType=Full+Time&jobType=Work+From+Home&salaryMin=2000&duration=4&desc=rating&page=1&limit=12');
  });

  it('loads the next page with Load more until X-Total-Count is reached', async () => {
    signIn({ token: 't', type: 'applicant' });
    const api = mockApi(({ query }) => {
      const pageNo = Number(query.get('page'));
      const items = Array.from({ length: pageNo === 1 ? 12 : 1 }, (_, i) => aJob({ _id: `p${pageNo}-${i}`, title: `Job ${pageNo}-${i}` }));
      return listResponse(items, 13);
    });
    const user = userEvent.setup();
    renderApp('/home');
    await screen.findByRole('article', { name: 'Job 1-0' });
    expect(screen.getAllByTestId('job-tile')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('article', { name: 'Job 2-0' });
    expect(screen.getAllByTestId('job-tile')).toHaveLength(13);
    expect(api.find('GET', '/api/jobs').map((c) => c.query.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
