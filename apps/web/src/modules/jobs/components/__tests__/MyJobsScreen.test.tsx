import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aJob } from '@/test-utils/fixtures';
import { clearToasts, expectPath, expectToast, factValue, listResponse, mockApi, renderApp, signIn } from '@/test-utils/render';

const job = aJob({
  _id: 'job-1',
  title: 'Backend Engineer',
  jobType: 'Part Time',
  salary: 60000,
  duration: 2,
  dateOfPosting: '2026-04-03T08:00:00.000Z',
  maxApplicants: 40,
  maxPositions: 5,
  acceptedCandidates: 2,
  rating: -1,
});

describe('/myjobs', () => {
  afterEach(() => clearToasts());
  beforeEach(() => signIn({ token: 't', type: 'recruiter' }));

  it('lists the recruiter\'s own jobs (myjobs=1) with the spec\'s card facts', async () => {
    const api = mockApi(() => listResponse([job]));
    renderApp('/myjobs');
    expect(screen.getByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Backend Engineer' });
    const lists = api.find('GET', '/api/jobs');
    expect(lists).toHaveLength(1);
    expect(lists[0]?.query.get('myjobs')).toBe('1');
    expect(within(card).getByRole('img', { name: 'Not rated yet' })).toBeInTheDocument();
    expect(factValue(card, 'Role')).toBe('Part Time');
    expect(factValue(card, 'Salary')).toBe('₹60,000 per month');
    expect(factValue(card, 'Duration')).toBe('2 month');
    expect(factValue(card, 'Date Of Posting')).toBe('3 Apr 2026');
    expect(factValue(card, 'Number of Applicants')).toBe('40');
    expect(factValue(card, 'Remaining Number of Positions')).toBe('3');
    expect(within(card).getByRole('list', { name: 'Skills' })).toHaveTextContent('ReactTypeScript');
    expect(within(card).getByRole('link', { name: 'View Applications' })).toHaveAttribute('href', '/job/applications/job-1');
  });

  it('keeps an expired job visible to its recruiter and marks it', async () => {
    mockApi(() => listResponse([aJob({ title: 'Old Job', deadline: '2020-01-01T00:00:00.000Z' })]));
    renderApp('/myjobs');
    const card = await screen.findByRole('article', { name: 'Old Job' });
    expect(within(card).getByText('Deadline passed')).toBeInTheDocument();
  });

  it('says "No jobs found" when the recruiter has none', async () => {
    mockApi(() => listResponse([]));
    renderApp('/myjobs');
    expect(await screen.findByText('No jobs found')).toBeInTheDocument();
  });

  it('View Applications opens the job\'s applications', async () => {
    mockApi(({ path }) => (path === '/api/jobs' ? listResponse([job]) : listResponse([])));
    renderApp('/myjobs');
    await userEvent.click(await screen.findByRole('link', { name: 'View Applications' }));
    await expectPath('/job/applications/job-1');
  });

  it('Update Details refuses fewer than 1 applicant or position, then sends the limits with the job\'s content', async () => {
    const api = mockApi(({ method }) =>
      method === 'PUT' ? { status: 200, body: { message: 'Job details updated successfully' } } : listResponse([job]),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/myjobs');
    await user.click(await screen.findByRole('button', { name: 'Update Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Details' });
    const applicants = within(dialog).getByLabelText('Maximum Number Of Applicants');
    const positions = within(dialog).getByLabelText('Positions Available');
    expect(applicants).toHaveValue(40);
    expect(positions).toHaveValue(5);
    await user.clear(applicants);
    await user.type(applicants, '0');
    await user.clear(positions);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await expectToast('Incorrect Input');
    expect(within(dialog).getByText('Maximum number of applicants must be at least 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Positions available must be at least 1')).toBeInTheDocument();
    expect(api.find('PUT', '/api/jobs/job-1')).toHaveLength(0);

    await user.clear(applicants);
    await user.type(applicants, '50');
    await user.type(positions, '6');
    await user.clear(within(dialog).getByLabelText('Application Deadline'));
    await user.type(within(dialog).getByLabelText('Application Deadline'), '2030-01-15T10:30');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await expectToast('Job details updated successfully');
    expect(api.find('PUT', '/api/jobs/job-1')[0]?.body).toEqual({
      deadline: new Date('2030-01-15T10:30').toISOString(),
      maxApplicants: 50,
      maxPositions: 6,
      description: '',
      location: { city: '', country: '' },
      remote: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.find('GET', '/api/jobs')).toHaveLength(2));
  });

  it('Update Details shows the job\'s description, place and Remote, and sends what was changed', async () => {
    const described = { ...job, description: '<p>Ship <em>fast</em></p>', location: { city: 'Pune', country: 'India' }, remote: true };
    const api = mockApi(({ method }) => (method === 'PUT' ? { status: 200, body: { message: 'Job details updated successfully' } } : listResponse([described])));
    const user = userEvent.setup({ delay: null });
    renderApp('/myjobs');
    await user.click(await screen.findByRole('button', { name: 'Update Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Details' });
    expect(within(dialog).getByRole('textbox', { name: 'Description' }).innerHTML).toBe('<p>Ship <em>fast</em></p>');
    expect(within(dialog).getByLabelText(/^City/)).toHaveValue('Pune');
    expect(within(dialog).getByLabelText(/^Country/)).toHaveValue('India');
    expect(within(dialog).getByRole('checkbox', { name: 'Remote' })).toBeChecked();
    await user.clear(within(dialog).getByLabelText(/^City/));
    await user.type(within(dialog).getByLabelText(/^City/), 'Mumbai');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Remote' }));
    await user.clear(within(dialog).getByLabelText('Application Deadline'));
    await user.type(within(dialog).getByLabelText('Application Deadline'), '2030-01-15T10:30');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await expectToast('Job details updated successfully');
    expect(api.find('PUT', '/api/jobs/job-1')[0]?.body).toMatchObject({
      description: '<p>Ship <em>fast</em></p>',
      location: { city: 'Mumbai', country: 'India' },
      remote: false,
    });
  });

  it('shows the server message when the update is refused', async () => {
    mockApi(({ method }) =>
      method === 'PUT' ? { status: 409, body: { message: 'Positions available cannot be below the 2 candidates already accepted' } } : listResponse([job]),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/myjobs');
    await user.click(await screen.findByRole('button', { name: 'Update Details' }));
    await user.click(await screen.findByRole('button', { name: 'Update' }));
    await expectToast('Positions available cannot be below the 2 candidates already accepted');
    expect(screen.getByRole('dialog', { name: 'Update Details' })).toBeInTheDocument();
  });

  it('Delete Job asks "Are you sure?"; Cancel keeps it, Delete removes it', async () => {
    const api = mockApi(({ method }) => (method === 'DELETE' ? { status: 200, body: { message: 'Job deleted successfully' } } : listResponse([job])));
    const user = userEvent.setup({ delay: null });
    renderApp('/myjobs');
    await user.click(await screen.findByRole('button', { name: 'Delete Job' }));
    let dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.find('DELETE', '/api/jobs/job-1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Job' }));
    dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('Job deleted successfully');
    expect(api.find('DELETE', '/api/jobs/job-1')).toHaveLength(1);
  });
});
