import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Application, BulkStatusReply } from '@hirewise/contracts/applications';
import { anApplication } from '@/test-utils/fixtures';
import { clearToasts, expectToast, listResponse, mockApi, renderApp, signIn, type FakeResponse } from '@/test-utils/render';

const person = (id: string, name: string, status: Application['status'] = 'applied') =>
  anApplication({ _id: id, status, jobApplicant: { ...anApplication().jobApplicant, userId: `u-${id}`, name } });

const asha = person('a1', 'Asha Rao');
const ravi = person('a2', 'Ravi Kumar', 'rejected');
const meera = person('a3', 'Meera Nair');

/** The job's applicants (`lists` in turn, the last repeating) and the bulk call's answer. */
function bulkApi(bulk: FakeResponse, lists: Application[][] = [[asha, ravi, meera]]) {
  const queue = [...lists];
  return mockApi(({ method, path }) => {
    if (method === 'GET' && path === '/api/applicants') return listResponse(queue.length > 1 ? (queue.shift() ?? []) : queue[0]);
    if (method === 'POST' && path === '/api/applications/bulk-status') return bulk;
    return undefined;
  });
}

const reply = (results: BulkStatusReply['results']): FakeResponse => ({
  status: 200,
  body: { changed: results.filter((r) => r.outcome === 'changed').length, results },
});

const toolbar = () => screen.getByRole('toolbar', { name: 'Bulk actions' });

describe('bulk actions on a job\'s applications', () => {
  beforeEach(() => signIn({ token: 't', type: 'recruiter' }));
  afterEach(() => clearToasts());

  it('puts a named checkbox on every card and the actions only once something is chosen', async () => {
    bulkApi(reply([]));
    const user = userEvent.setup();
    renderApp('/job/applications/job-9');
    await screen.findByRole('article', { name: 'Asha Rao' });
    for (const name of ['Asha Rao', 'Ravi Kumar', 'Meera Nair']) {
      expect(within(screen.getByRole('article', { name })).getByRole('checkbox', { name: `Select ${name}` })).not.toBeChecked();
    }
    expect(within(toolbar()).queryByRole('button', { name: 'Shortlist selected' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Asha Rao' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Meera Nair' }));
    expect(within(toolbar()).getByText('2 selected')).toBeInTheDocument();
    expect(within(toolbar()).getByRole('button', { name: 'Shortlist selected' })).toBeEnabled();
    expect(within(toolbar()).getByRole('button', { name: 'Reject selected' })).toBeEnabled();

    await user.click(within(toolbar()).getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByRole('checkbox', { name: 'Select Asha Rao' })).not.toBeChecked();
    expect(within(toolbar()).queryByText(/selected$/)).not.toBeInTheDocument();
  });

  it('Select all chooses every visible card, and unchecking it chooses none', async () => {
    bulkApi(reply([]));
    const user = userEvent.setup();
    renderApp('/job/applications/job-9');
    await screen.findByRole('article', { name: 'Asha Rao' });
    await user.click(within(toolbar()).getByRole('checkbox', { name: 'Select all' }));
    expect(within(toolbar()).getByText('3 selected')).toBeInTheDocument();
    for (const name of ['Asha Rao', 'Ravi Kumar', 'Meera Nair']) expect(screen.getByRole('checkbox', { name: `Select ${name}` })).toBeChecked();
    await user.click(within(toolbar()).getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('checkbox', { name: 'Select Ravi Kumar' })).not.toBeChecked();
    expect(within(toolbar()).queryByText(/selected$/)).not.toBeInTheDocument();
  });

  it('Shortlist selected confirms, sends the chosen ids, sums up what changed and what was refused, and reloads the list', async () => {
    const refusal = 'An application that is rejected cannot become shortlisted';
    const api = bulkApi(
      reply([
        { applicationId: 'a1', outcome: 'changed', status: 'shortlisted' },
        { applicationId: 'a2', outcome: 'refused', status: 'rejected', message: refusal },
      ]),
      [[asha, ravi, meera], [person('a1', 'Asha Rao', 'shortlisted'), ravi, meera]],
    );
    const user = userEvent.setup();
    renderApp('/job/applications/job-9');
    await screen.findByRole('article', { name: 'Asha Rao' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Asha Rao' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Ravi Kumar' }));
    await user.click(within(toolbar()).getByRole('button', { name: 'Shortlist selected' }));

    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText('2 applicants will be shortlisted.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Reasons (optional)' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Shortlist selected' }));

    const summary = await screen.findByTestId('bulk-summary');
    expect(within(summary).getByText('1 of 2 applicants shortlisted')).toBeInTheDocument();
    expect(within(summary).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Shortlisted: Asha Rao',
      `Refused for Ravi Kumar: ${refusal}`,
    ]);
    expect(api.find('POST', '/api/applications/bulk-status').map((c) => c.body)).toEqual([{ applicationIds: ['a1', 'a2'], status: 'shortlisted' }]);
    await waitFor(() => expect(api.find('GET', '/api/applicants')).toHaveLength(2));
    expect(await within(screen.getByRole('article', { name: 'Asha Rao' })).findByText('Shortlisted', { selector: '[data-status]' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Asha Rao' })).not.toBeChecked();

    await user.click(within(summary).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('bulk-summary')).not.toBeInTheDocument();
  });

  it('Reject selected asks for the same optional reason and sends it; already rejected ones are named apart', async () => {
    const api = bulkApi(
      reply([
        { applicationId: 'a1', outcome: 'changed', status: 'rejected' },
        { applicationId: 'a2', outcome: 'unchanged', status: 'rejected' },
        { applicationId: 'a3', outcome: 'changed', status: 'rejected' },
      ]),
    );
    const user = userEvent.setup();
    renderApp('/job/applications/job-9');
    await screen.findByRole('article', { name: 'Asha Rao' });
    await user.click(within(toolbar()).getByRole('checkbox', { name: 'Select all' }));
    await user.click(within(toolbar()).getByRole('button', { name: 'Reject selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText('3 applicants will be rejected.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'The position has been filled' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject selected' }));

    const summary = await screen.findByTestId('bulk-summary');
    expect(within(summary).getByText('2 of 3 applicants rejected')).toBeInTheDocument();
    expect(within(summary).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Rejected: Asha Rao, Meera Nair', 'Already rejected: Ravi Kumar']);
    expect(api.find('POST', '/api/applications/bulk-status')[0]?.body).toEqual({
      applicationIds: ['a1', 'a2', 'a3'],
      status: 'rejected',
      reason: { reasons: ['position-filled'], text: '', share: false },
    });
  });

  it('a request refused as a whole says why, changes no card and keeps the selection', async () => {
    const api = bulkApi({ status: 403, body: { message: 'Only recruiters can do this' } });
    const user = userEvent.setup();
    renderApp('/job/applications/job-9');
    await screen.findByRole('article', { name: 'Asha Rao' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Meera Nair' }));
    await user.click(within(toolbar()).getByRole('button', { name: 'Shortlist selected' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Shortlist selected' }));
    await expectToast('Only recruiters can do this');
    expect(screen.queryByTestId('bulk-summary')).not.toBeInTheDocument();
    expect(api.find('POST', '/api/applications/bulk-status')).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'Select Meera Nair' })).toBeChecked();
  });

  it('new filters start a new selection: a card they hide comes back unchosen', async () => {
    mockApi(({ method, path, query }) =>
      method === 'GET' && path === '/api/applicants' ? listResponse(query.getAll('status').includes('applied') ? [asha, meera] : [asha, ravi, meera]) : undefined,
    );
    const user = userEvent.setup();
    renderApp('/job/applications/job-9');
    await screen.findByRole('article', { name: 'Ravi Kumar' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Asha Rao' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Ravi Kumar' }));
    const applyFilter = async () => {
      await user.click(screen.getByRole('button', { name: 'Filter' }));
      const filters = await screen.findByRole('dialog', { name: 'Filter Applications' });
      await user.click(within(filters).getByRole('checkbox', { name: 'Applied' }));
      await user.click(within(filters).getByRole('button', { name: 'Apply' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    };
    await applyFilter();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ravi Kumar' })).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Select Asha Rao' })).not.toBeChecked();
    expect(within(toolbar()).queryByText(/selected$/)).not.toBeInTheDocument();
    await applyFilter();
    expect(await screen.findByRole('checkbox', { name: 'Select Ravi Kumar' })).not.toBeChecked();
    expect(within(toolbar()).queryByText(/selected$/)).not.toBeInTheDocument();
  });

  it('offers no bulk toolbar when the job has no applications', async () => {
    bulkApi(reply([]), [[]]);
    renderApp('/job/applications/job-9');
    expect(await screen.findByText('No Applications Found')).toBeInTheDocument();
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });
});
