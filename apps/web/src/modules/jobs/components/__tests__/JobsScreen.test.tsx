import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aJob } from '@/test-utils/fixtures';
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
    mockApi(() => listResponse([aJob()]));
    renderApp('/home');
    const tile = await screen.findByRole('article', { name: 'Frontend Engineer' });
    expect(within(tile).getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(within(tile).getByRole('button', { name: 'Take Audio Interview' })).toBeDisabled();
  });

  it('Take Audio Interview opens the job\'s audio interview', async () => {
    signIn({ token: 't', type: 'applicant' });
    mockApi(() => listResponse([aJob({ _id: 'job-7' })]));
    renderApp('/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Take Audio Interview' }));
    await expectPath('/jobs/job-7/interview');
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
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('searches on Enter and on the search icon', async () => {
    signIn({ token: 't', type: 'applicant' });
    const api = mockApi(() => listResponse([]));
    const user = userEvent.setup();
    renderApp('/home');
    await screen.findByText('No jobs found');
    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), ' react {Enter}');
    await waitFor(() => expect(api.calls.at(-1)?.query.get('q')).toBe('react'));
    await user.clear(screen.getByRole('searchbox', { name: 'Search jobs' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'sql');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.calls.at(-1)?.query.get('q')).toBe('sql'));
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
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls[1]?.query.toString()).toBe('jobType=Full+Time&jobType=Work+From+Home&salaryMin=2000&duration=4&desc=rating&page=1&limit=12');
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
    expect(api.calls.map((c) => c.query.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
