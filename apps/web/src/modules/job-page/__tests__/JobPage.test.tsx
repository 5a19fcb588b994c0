import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Job } from '@hirewise/contracts/jobs';
import { aJob, anApplication } from '@/test-utils/fixtures';
import { clearToasts, currentPath, expectPath, expectToast, factValue, listResponse, mockApi, renderApp, signIn, type FakeResponse } from '@/test-utils/render';

const JOB = aJob({
  _id: 'job-1',
  title: 'Platform Engineer',
  company: 'Acme Labs',
  location: { city: 'Pune', country: 'India' },
  remote: true,
  jobType: 'Part Time',
  salary: 150000,
  duration: 0,
  skillsets: ['Kubernetes', 'Go'],
  rating: 4.5,
  description: '<h2>What you do</h2><p>Run <strong>clusters</strong></p><ul><li>On call</li></ul>',
});

/** The gateway's page for a job: the job as JSON in <script id="job-data">. */
function embed(job: unknown): void {
  const script = document.createElement('script');
  script.id = 'job-data';
  script.type = 'application/json';
  script.textContent = JSON.stringify(job);
  document.head.append(script);
}

describe('/jobs/:id (the public job page)', () => {
  afterEach(() => {
    clearToasts();
    document.getElementById('job-data')?.remove();
    document.title = 'Hirewise';
  });

  it('renders the job the server embedded, without asking the server, for a visitor who is not signed in', async () => {
    embed(JOB);
    const api = mockApi(() => undefined);
    renderApp('/jobs/job-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform Engineer' })).toBeInTheDocument();
    expect(screen.getByTestId('job-company')).toHaveTextContent('Acme Labs');
    expect(screen.getByText('Posted by Priya Sharma')).toBeInTheDocument();
    expect(screen.getByText('Pune, India')).toBeInTheDocument();
    expect(screen.getByText('Remote')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    const details = screen.getByRole('complementary', { name: 'Job details' });
    expect(factValue(details, 'Role')).toBe('Part Time');
    expect(factValue(details, 'Salary')).toBe('₹1,50,000 per month');
    expect(factValue(details, 'Duration')).toBe('Flexible');
    expect(factValue(details, 'Deadline')).not.toBe('-');
    expect(within(screen.getByRole('list', { name: 'Skills' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Kubernetes', 'Go']);
    const description = screen.getByRole('region', { name: 'Job description' });
    expect(description.innerHTML).toBe(JOB.description);
    expect(document.title).toBe('Platform Engineer at Acme Labs');
    expect(api.calls).toHaveLength(0);
  });

  it('shows the description sanitized: no script, handler or attribute reaches the page', async () => {
    embed({ ...JOB, description: '<p onclick="x()">Hi<img src=x onerror="window.__jobHacked=1"></p><script>window.__jobHacked=2</script>' });
    mockApi(() => undefined);
    renderApp('/jobs/job-1');
    const description = await screen.findByRole('region', { name: 'Job description' });
    expect(description.innerHTML).toBe('<p>Hi</p>');
    expect((window as unknown as { __jobHacked?: number }).__jobHacked).toBeUndefined();
  });

  it('asks the public route without a token when the embedded job is another one, and names the recruiter when there is no company', async () => {
    embed({ ...JOB, _id: 'other' });
    const api = mockApi(({ path }) => (path === '/api/public/jobs/job-1' ? { status: 200, body: { ...JOB, company: '' } } : undefined));
    renderApp('/jobs/job-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform Engineer' })).toBeInTheDocument();
    expect(screen.getByTestId('job-company')).toHaveTextContent('Priya Sharma');
    expect(screen.queryByText(/^Posted by/)).not.toBeInTheDocument();
    expect(document.title).toBe('Platform Engineer at Priya Sharma');
    const [call] = api.find('GET', '/api/public/jobs/job-1');
    expect(call?.headers.Authorization).toBeUndefined();
  });

  it('ignores an embedded document that is not a job', async () => {
    const script = document.createElement('script');
    script.id = 'job-data';
    script.type = 'application/json';
    script.textContent = '{not json';
    document.head.append(script);
    const api = mockApi(({ path }) => (path === '/api/public/jobs/job-1' ? { status: 200, body: JOB } : undefined));
    renderApp('/jobs/job-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform Engineer' })).toBeInTheDocument();
    expect(api.find('GET', '/api/public/jobs/job-1')).toHaveLength(1);
  });

  it('says "Job not found" for a job the server does not have', async () => {
    mockApi(() => ({ status: 404, body: { message: 'Job not found' } }));
    renderApp('/jobs/missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/home');
    expect(document.title).toBe('Job not found');
  });

  it('offers to try again when the job could not be loaded for another reason', async () => {
    let answer: FakeResponse = { status: 503, body: { message: 'Service unavailable' } };
    mockApi(() => answer);
    const user = userEvent.setup({ delay: null });
    renderApp('/jobs/job-1');
    expect(await screen.findByText('The job could not be loaded.', {}, { timeout: 5000 })).toBeInTheDocument();
    answer = { status: 200, body: JOB };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform Engineer' })).toBeInTheDocument();
  });

  it('Apply, signed out, goes to the login page, which comes back to the job after login', async () => {
    embed(JOB);
    mockApi(({ method, path }) => {
      if (method === 'POST' && path === '/auth/login') return { status: 200, body: { token: 'jwt-1', type: 'applicant', message: 'Logged in successfully' } };
      if (path === '/api/jobs/job-1') return { status: 200, body: JOB };
      if (path === '/api/applications') return listResponse([]);
      return undefined;
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/jobs/job-1');
    const apply = await screen.findByRole('link', { name: 'Apply' });
    expect(apply).toHaveAttribute('href', '/login?next=%2Fjobs%2Fjob-1');
    await user.click(apply);
    await expectPath('/login');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup?next=%2Fjobs%2Fjob-1');
    await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await expectToast('Logged in successfully');
    await expectPath('/jobs/job-1');
    // Signed in now: the applicant's Apply opens the statement of purpose.
    expect(await screen.findByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  it('an applicant applies with a statement of purpose, reading the job with their token', async () => {
    signIn({ token: 't', type: 'applicant' });
    const api = mockApi(({ method, path }) => {
      if (path === '/api/jobs/job-1') return { status: 200, body: JOB };
      if (path === '/api/applications') return listResponse([]);
      if (method === 'POST' && path === '/api/jobs/job-1/applications') return { status: 201, body: { message: 'Job application successful' } };
      return undefined;
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/jobs/job-1');
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply for Platform Engineer' });
    await user.type(within(dialog).getByLabelText(/^Statement of Purpose/), 'I run clusters.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expectToast('Job application successful');
    expect(api.find('POST', '/api/jobs/job-1/applications')[0]?.body).toEqual({ sop: 'I run clusters.' });
    expect(api.find('GET', '/api/jobs/job-1')[0]?.headers.Authorization).toBe('Bearer t');
    expect(api.find('GET', '/api/public/jobs/job-1')).toHaveLength(0);
  });

  it('an applicant who holds the job sees the status instead of Apply; a passed deadline closes applications', async () => {
    signIn({ token: 't', type: 'applicant' });
    const expired: Job = { ...JOB, _id: 'job-2', deadline: new Date(Date.now() - 60_000).toISOString() };
    mockApi(({ path }) => {
      if (path === '/api/jobs/job-1') return { status: 200, body: JOB };
      if (path === '/api/jobs/job-2') return { status: 200, body: expired };
      if (path === '/api/applications') return listResponse([anApplication({ jobId: 'job-1', status: 'shortlisted' })]);
      return undefined;
    });
    const first = renderApp('/jobs/job-1');
    expect(await screen.findByText('Shortlisted', { selector: '[data-status]' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    first.unmount();
    renderApp('/jobs/job-2');
    expect(await screen.findByRole('button', { name: 'Applications closed' })).toBeDisabled();
  });

  it('a recruiter reads the job but has no Apply', async () => {
    signIn({ token: 't', type: 'recruiter' });
    mockApi(({ path }) => (path === '/api/jobs/job-1' ? { status: 200, body: JOB } : undefined));
    renderApp('/jobs/job-1');
    expect(await screen.findByText('Recruiters cannot apply to jobs.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('Share copies the page\'s link', async () => {
    embed(JOB);
    mockApi(() => undefined);
    const user = userEvent.setup({ delay: null });
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp('/jobs/job-1');
    await user.click(await screen.findByRole('button', { name: 'Share Platform Engineer' }));
    await expectToast('Link copied');
    expect(writeText).toHaveBeenCalledWith('http://localhost/jobs/job-1');
  });

  it('leaves /jobs itself the jobs list (the footer link)', async () => {
    mockApi(() => undefined);
    renderApp('/jobs');
    await waitFor(() => expect(currentPath()).toBe('/home'));
  });
});
