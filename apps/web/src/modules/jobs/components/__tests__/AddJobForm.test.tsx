import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toDateTimeLocal } from '@/modules/ui/utils/format';
import { clearToasts, expectPath, expectToast, mockApi, renderApp, signIn } from '@/test-utils/render';

describe('/addjob', () => {
  afterEach(() => clearToasts());
  beforeEach(() => signIn({ token: 't', type: 'recruiter' }));

  it('starts with the spec defaults', () => {
    mockApi(() => undefined);
    const before = Date.now();
    renderApp('/addjob');
    expect(screen.getByRole('heading', { level: 1, name: 'Add Job' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Job Type' })).toHaveValue('Full Time');
    expect(screen.getByRole('combobox', { name: 'Duration' })).toHaveValue('0');
    expect(screen.getByRole('option', { name: 'Flexible' })).toHaveProperty('selected', true);
    expect(screen.getAllByRole('option').filter((o) => o.closest('select')?.name === 'duration').map((o) => o.textContent)).toEqual([
      'Flexible', '1 month', '2 month', '3 month', '4 month', '5 month', '6 month',
    ]);
    expect(screen.getByLabelText(/^Salary/)).toHaveValue(0);
    expect(screen.getByLabelText(/^Maximum Number Of Applicants/)).toHaveValue(100);
    expect(screen.getByLabelText(/^Positions Available/)).toHaveValue(30);
    expect(screen.getByRole('combobox', { name: 'Interview Questions' })).toHaveValue('5');
    expect(screen.getAllByRole('option').filter((o) => o.closest('select')?.name === 'interviewQuestions').map((o) => o.textContent)).toEqual(['1', '3', '5', '7', '10']);
    expect(screen.getByRole('checkbox', { name: 'Requires Interview' })).not.toBeChecked();
    const deadline = (screen.getByLabelText(/^Application Deadline/) as HTMLInputElement).value;
    const tenDays = 864_000_000;
    expect([toDateTimeLocal(new Date(before + tenDays)), toDateTimeLocal(new Date(Date.now() + tenDays))]).toContain(deadline);
  });

  it('shows the schema messages and Incorrect Input, and sends nothing', async () => {
    const api = mockApi(() => undefined);
    const user = userEvent.setup({ delay: null });
    renderApp('/addjob');
    await user.clear(screen.getByLabelText(/^Maximum Number Of Applicants/));
    await user.type(screen.getByLabelText(/^Maximum Number Of Applicants/), '0');
    await user.clear(screen.getByLabelText(/^Positions Available/));
    await user.clear(screen.getByLabelText(/^Salary/));
    await user.type(screen.getByLabelText(/^Salary/), '-5');
    await user.click(screen.getByRole('button', { name: 'Create Job' }));
    await expectToast('Incorrect Input');
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Maximum number of applicants must be at least 1')).toBeInTheDocument();
    expect(screen.getByText('Positions available must be at least 1')).toBeInTheDocument();
    expect(screen.getByText('Salary cannot be negative')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Title/), 'X');
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
  });

  it('posts the job, greets in green and goes to /myjobs', async () => {
    const api = mockApi(({ method, path }) => {
      if (method === 'POST' && path === '/api/jobs') return { status: 201, body: { message: 'Job added successfully', _id: 'new-job' } };
      if (method === 'GET' && path === '/api/jobs') return { status: 200, body: [], headers: { 'X-Total-Count': '0' } };
      return undefined;
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/addjob');
    await user.type(screen.getByLabelText(/^Title/), '  Data Analyst ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Job Type' }), 'Work From Home');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Duration' }), '3');
    await user.clear(screen.getByLabelText(/^Salary/));
    await user.type(screen.getByLabelText(/^Salary/), '42000');
    await user.type(screen.getByPlaceholderText(/e\.g\. React/), 'SQL{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Interview Questions' }), '10');
    await user.click(screen.getByRole('checkbox', { name: 'Requires Interview' }));
    await user.click(screen.getByRole('button', { name: 'Create Job' }));
    await expectToast('Job added successfully');
    await expectPath('/myjobs');
    const body = api.find('POST', '/api/jobs')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Data Analyst',
      jobType: 'Work From Home',
      duration: 3,
      salary: 42000,
      skillsets: ['SQL'],
      maxApplicants: 100,
      maxPositions: 30,
      interviewQuestions: 10,
      requiresInterview: true,
    });
    expect(new Date(String(body.deadline)).getTime()).toBeGreaterThan(Date.now() + 9 * 86_400_000);
  });

  it('sends the description as clean HTML, the city, the country and Remote (issue 19)', async () => {
    const api = mockApi(({ method, path }) => {
      if (method === 'POST' && path === '/api/jobs') return { status: 201, body: { message: 'Job added successfully', _id: 'new-job' } };
      if (method === 'GET' && path === '/api/jobs') return { status: 200, body: [], headers: { 'X-Total-Count': '0' } };
      return undefined;
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/addjob');
    expect(screen.getByRole('checkbox', { name: 'Remote' })).not.toBeChecked();
    await user.type(screen.getByLabelText(/^Title/), 'Platform Engineer');
    const description = screen.getByRole('textbox', { name: 'Description' });
    await user.click(description);
    await user.keyboard('Run our Kubernetes clusters');
    // Make "Kubernetes" bold with the toolbar.
    const text = document.createTreeWalker(description, NodeFilter.SHOW_TEXT).nextNode() as Text;
    expect(text.data).toBe('Run our Kubernetes clusters');
    const range = document.createRange();
    range.setStart(text, 8);
    range.setEnd(text, 18);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await user.type(screen.getByLabelText(/^City/), 'Pune');
    await user.type(screen.getByLabelText(/^Country/), 'India');
    await user.click(screen.getByRole('checkbox', { name: 'Remote' }));
    await user.click(screen.getByRole('button', { name: 'Create Job' }));
    await expectToast('Job added successfully');
    expect(api.find('POST', '/api/jobs')[0]?.body).toMatchObject({
      title: 'Platform Engineer',
      description: '<p>Run our <strong>Kubernetes</strong> clusters</p>',
      location: { city: 'Pune', country: 'India' },
      remote: true,
    });
  });

  it('sends an empty description and place when none is given, and names a wrong city with the schema message', async () => {
    const api = mockApi(({ method, path }) => {
      if (method === 'POST' && path === '/api/jobs') return { status: 201, body: { message: 'Job added successfully', _id: 'new-job' } };
      if (method === 'GET' && path === '/api/jobs') return { status: 200, body: [], headers: { 'X-Total-Count': '0' } };
      return undefined;
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/addjob');
    await user.type(screen.getByLabelText(/^Title/), 'Analyst');
    await user.type(screen.getByLabelText(/^City/), 'Pune <b>');
    await user.click(screen.getByRole('button', { name: 'Create Job' }));
    await expectToast('Incorrect Input');
    expect(screen.getByText('City cannot contain < or >')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await user.clear(screen.getByLabelText(/^City/));
    await user.click(screen.getByRole('button', { name: 'Create Job' }));
    await expectToast('Job added successfully');
    expect(api.find('POST', '/api/jobs')[0]?.body).toMatchObject({ description: '', location: { city: '', country: '' }, remote: false });
  });

  it('shows the server message when the job is refused', async () => {
    mockApi(() => ({ status: 403, body: { message: 'Only recruiters can post jobs' } }));
    const user = userEvent.setup({ delay: null });
    renderApp('/addjob');
    await user.type(screen.getByLabelText(/^Title/), 'Data Analyst');
    await user.click(screen.getByRole('button', { name: 'Create Job' }));
    await expectToast('Only recruiters can post jobs');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Job' })).toBeEnabled());
    expect(screen.getByTestId('location')).toHaveTextContent('/addjob');
  });
});
