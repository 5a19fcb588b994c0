import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SavedSearchMessages } from '@hirewise/contracts/saved-searches';
import { clearToasts, expectPath, expectToast, listResponse, mockApi, renderApp, signIn } from '@/test-utils/render';
import { aSavedSearch, mockSavedSearchesApi, savedSearchId } from './saved-search-fixtures';

const HOUR = 3_600_000;
const card = (name: string) => screen.findByRole('article', { name });

function searches() {
  return [
    aSavedSearch(1, {
      name: 'Data jobs',
      filters: { q: 'data', jobType: ['Full Time'], salaryMin: 30000, salaryMax: 50000, duration: 3 },
      pendingMatches: 3,
      lastMatchAt: new Date(Date.now() - 2 * HOUR).toISOString(),
    }),
    aSavedSearch(2, { name: 'Anything remote', filters: { jobType: ['Work From Home'] }, digest: 'off' }),
  ];
}

describe('/saved-searches', () => {
  afterEach(() => clearToasts());

  it('shows a card per search: filters as chips, new matches, last match, how often it emails', async () => {
    signIn({ token: 't', type: 'applicant' });
    mockSavedSearchesApi(searches());
    renderApp('/saved-searches');
    expect(screen.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeInTheDocument();
    const data = await card('Data jobs');
    expect(within(within(data).getByRole('list', { name: 'Filters' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '“data”',
      'Full Time',
      '₹30,000 – ₹50,000',
      'Under 3 months',
    ]);
    expect(within(data).getByTestId('new-matches')).toHaveTextContent('3 new');
    expect(within(data).getByText('2 hours ago')).toBeInTheDocument();
    expect(within(data).getByRole('combobox', { name: 'Email me' })).toHaveValue('daily');

    const remote = screen.getByRole('article', { name: 'Anything remote' });
    expect(within(remote).queryByTestId('new-matches')).not.toBeInTheDocument();
    expect(within(remote).getByText('No matches yet')).toBeInTheDocument();
    expect(within(remote).getByRole('combobox', { name: 'Email me' })).toHaveValue('off');
    expect(screen.getByText('You can keep up to 20 saved searches; you have 2.')).toBeInTheDocument();
  });

  it('changes how often a search emails, and says so', async () => {
    signIn({ token: 't', type: 'applicant' });
    const api = mockSavedSearchesApi(searches());
    const user = userEvent.setup({ delay: null });
    renderApp('/saved-searches');
    const select = within(await card('Data jobs')).getByRole('combobox', { name: 'Email me' });
    await user.selectOptions(select, 'weekly');
    await expectToast(SavedSearchMessages.updated);
    expect(api.find('PUT', `/api/saved-searches/${savedSearchId(1)}`).map((c) => c.body)).toEqual([{ digest: 'weekly' }]);
    expect(select).toHaveValue('weekly');
  });

  it('a refused change says why and puts the choice back', async () => {
    signIn({ token: 't', type: 'applicant' });
    mockApi((call) => {
      if (call.method === 'GET' && call.path === '/api/saved-searches') return { status: 200, body: searches() };
      if (call.method === 'PUT') return { status: 403, body: { message: SavedSearchMessages.notYours } };
      return undefined;
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/saved-searches');
    const select = within(await card('Data jobs')).getByRole('combobox', { name: 'Email me' });
    await user.selectOptions(select, 'off');
    await expectToast(SavedSearchMessages.notYours);
    await waitFor(() => expect(select).toHaveValue('daily'));
  });

  it('renames a search, refusing a blank name', async () => {
    signIn({ token: 't', type: 'applicant' });
    const api = mockSavedSearchesApi(searches());
    const user = userEvent.setup({ delay: null });
    renderApp('/saved-searches');
    await user.click(within(await card('Data jobs')).getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename saved search' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Data jobs');
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('name cannot be empty')).toBeInTheDocument();
    expect(api.find('PUT', `/api/saved-searches/${savedSearchId(1)}`)).toHaveLength(0);

    await user.clear(name);
    await user.type(name, 'Data, Bengaluru');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(SavedSearchMessages.updated);
    expect(api.find('PUT', `/api/saved-searches/${savedSearchId(1)}`).map((c) => c.body)).toEqual([{ name: 'Data, Bengaluru' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const renamed = await card('Data, Bengaluru');

    // Typing, cancelling and opening again starts from the saved name.
    await user.click(within(renamed).getByRole('button', { name: 'Rename' }));
    const again = await screen.findByRole('dialog', { name: 'Rename saved search' });
    await user.type(within(again).getByRole('textbox', { name: /^Name/ }), ' draft');
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(renamed).getByRole('button', { name: 'Rename' }));
    expect(within(await screen.findByRole('dialog', { name: 'Rename saved search' })).getByRole('textbox', { name: /^Name/ })).toHaveValue('Data, Bengaluru');
  });

  it('deletes a search after Are you sure?', async () => {
    signIn({ token: 't', type: 'applicant' });
    const api = mockSavedSearchesApi(searches());
    const user = userEvent.setup({ delay: null });
    renderApp('/saved-searches');
    await user.click(within(await card('Anything remote')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('Anything remote will be deleted and its alerts stop.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast(SavedSearchMessages.deleted);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Anything remote' })).not.toBeInTheDocument());
    expect(api.find('DELETE', `/api/saved-searches/${savedSearchId(2)}`)).toHaveLength(1);
    expect(api.store.map((s) => s.name)).toEqual(['Data jobs']);
  });

  it('Show jobs opens /home with the search\'s filters', async () => {
    signIn({ token: 't', type: 'applicant' });
    const api = mockSavedSearchesApi(searches(), (call) => (call.method === 'GET' ? listResponse([]) : undefined));
    const user = userEvent.setup({ delay: null });
    renderApp('/saved-searches');
    const show = within(await card('Data jobs')).getByRole('link', { name: 'Show jobs' });
    expect(show).toHaveAttribute('href', '/home?q=data&jobType=Full+Time&salaryMin=30000&salaryMax=50000&duration=3');
    await user.click(show);
    await expectPath('/home');
    await waitFor(() => expect(api.find('GET', '/api/jobs').map((c) => c.query.toString())).toEqual(['q=data&jobType=Full+Time&salaryMin=30000&salaryMax=50000&duration=3&page=1&limit=12']));
  });

  it('explains job alerts when there are none, with a way to the jobs', async () => {
    signIn({ token: 't', type: 'applicant' });
    mockSavedSearchesApi([]);
    renderApp('/saved-searches');
    expect(await screen.findByRole('heading', { level: 2, name: 'No saved searches yet' })).toBeInTheDocument();
    expect(screen.getByText(/each new job that matches shows up in your notifications/)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Find jobs' })).toHaveAttribute('href', '/home');
  });

  it('is for applicants: a recruiter reads so and nothing is asked of the server', async () => {
    signIn({ token: 't', type: 'recruiter' });
    const api = mockSavedSearchesApi(searches());
    renderApp('/saved-searches');
    expect(screen.getByRole('heading', { level: 1, name: 'This page is for applicants' })).toBeInTheDocument();
    expect(api.find('GET', '/api/saved-searches')).toHaveLength(0);
  });
});
