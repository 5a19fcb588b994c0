import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SavedSearchMessages } from '@hirewise/contracts/saved-searches';
import { clearToasts, expectPath, expectToast, listResponse, renderApp, signIn } from '@/test-utils/render';
import { aSavedSearch, mockSavedSearchesApi } from './saved-search-fixtures';

/** /home as an applicant with no jobs and no applications; the saved-search routes over `saved`. */
function home(route: string, saved = mockSavedSearchesApi([], (call) => (call.method === 'GET' ? listResponse([]) : undefined))) {
  signIn({ token: 't', type: 'applicant' });
  renderApp(route);
  return saved;
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('No jobs found');
  await user.click(screen.getByRole('button', { name: 'Save search' }));
  return screen.findByRole('dialog', { name: 'Save this search' });
}

describe('Save search on /home', () => {
  afterEach(() => clearToasts());

  it('saves the search shown, with a name and a weekly email, then links to /saved-searches', async () => {
    const api = home('/home?q=data&jobType=Full%20Time&salaryMin=30000');
    const user = userEvent.setup({ delay: null });
    const dialog = await openDialog(user);
    expect(within(dialog).getByTestId('save-search-filters')).toHaveTextContent('Filters: “data”, Full Time, From ₹30,000');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('placeholder', 'data · Full Time · From ₹30,000');
    const digest = within(dialog).getByRole('combobox', { name: 'Email me' });
    expect(digest).toHaveValue('daily');
    expect(within(digest).getAllByRole('option').map((o) => o.textContent)).toEqual(['Daily email', 'Weekly email', 'In-app only']);

    await user.type(name, 'Data jobs');
    await user.selectOptions(digest, 'weekly');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(SavedSearchMessages.created);
    expect(api.find('POST', '/api/saved-searches').map((c) => c.body)).toEqual([
      { name: 'Data jobs', filters: { q: 'data', jobType: ['Full Time'], salaryMin: 30000 }, digest: 'weekly' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('link', { name: 'View saved searches' }));
    await expectPath('/saved-searches');
  });

  it('sends no name when none is typed, and daily by default', async () => {
    const api = home('/home?duration=3');
    const user = userEvent.setup({ delay: null });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(SavedSearchMessages.created);
    expect(api.find('POST', '/api/saved-searches')[0]?.body).toStrictEqual({ filters: { jobType: [], duration: 3 }, digest: 'daily' });
  });

  it('shows the server\'s 409 message in the dialog and keeps it open', async () => {
    const saved = mockSavedSearchesApi([aSavedSearch(1, { filters: { q: 'data', jobType: [] } })], (call) => (call.method === 'GET' ? listResponse([]) : undefined));
    home('/home?q=data', saved);
    const user = userEvent.setup({ delay: null });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SavedSearchMessages.duplicate);
    expect(screen.getByRole('dialog', { name: 'Save this search' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View saved searches' })).not.toBeInTheDocument();
    expect(saved.store).toHaveLength(1);

    // Opening it again starts clean.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    const again = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
  });
});
