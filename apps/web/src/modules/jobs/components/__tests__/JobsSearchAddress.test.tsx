import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'react-router-dom';
import { clearToasts, listResponse, mockApi, renderApp, renderAt, signIn } from '@/test-utils/render';
import { JobsScreen } from '../JobsScreen';

/** The address's query, which the shared probe (path and hash) does not show. */
function SearchProbe() {
  return <div data-testid="search">{useLocation().search}</div>;
}
const search = () => screen.getByTestId('search').textContent;
const jobsQueries = (api: ReturnType<typeof mockApi>) => api.find('GET', '/api/jobs').map((c) => c.query.toString());

function renderHome(route: string) {
  return renderAt(
    <>
      <JobsScreen />
      <SearchProbe />
      <Link to="/home?q=sql&duration=2">Open a notification link</Link>
    </>,
    route,
  );
}

describe('/home: the search in the address', () => {
  afterEach(() => clearToasts());

  it('opens the search a link names: the list, the search box and the filters show it', async () => {
    signIn({ token: 't', type: 'applicant' });
    const api = mockApi(() => listResponse([]));
    const user = userEvent.setup({ delay: null });
    renderHome('/home?q=data&jobType=Full%20Time&salaryMin=30000');
    await screen.findByText('No jobs found');
    expect(jobsQueries(api)).toEqual(['q=data&jobType=Full+Time&salaryMin=30000&page=1&limit=12']);
    expect(screen.getByRole('combobox', { name: 'Search jobs' })).toHaveValue('data');

    await user.click(screen.getByRole('button', { name: 'More Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getByRole('checkbox', { name: 'Full Time' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Part Time' })).not.toBeChecked();
    expect(within(dialog).getByTestId('salary-range')).toHaveTextContent('₹30k – ₹100k+');
  });

  it('follows the address when it changes on the same screen (a notification link while on /home)', async () => {
    signIn({ token: 't', type: 'applicant' });
    const api = mockApi(() => listResponse([]));
    const user = userEvent.setup({ delay: null });
    renderHome('/home?q=data');
    await screen.findByText('No jobs found');
    await user.click(screen.getByRole('link', { name: 'Open a notification link' }));
    await waitFor(() => expect(jobsQueries(api)).toEqual(['q=data&page=1&limit=12', 'q=sql&duration=2&page=1&limit=12']));
    expect(screen.getByRole('combobox', { name: 'Search jobs' })).toHaveValue('sql');
  });

  it('writes a new search and applied filters (and the sort) into the address, asking the server once for each', async () => {
    signIn({ token: 't', type: 'recruiter' });
    const api = mockApi(() => listResponse([]));
    const user = userEvent.setup({ delay: null });
    renderHome('/home');
    await screen.findByText('No jobs found');
    expect(search()).toBe('');

    await user.type(screen.getByRole('combobox', { name: 'Search jobs' }), 'react{Enter}');
    await waitFor(() => expect(search()).toBe('?q=react'));
    expect(screen.getByRole('combobox', { name: 'Search jobs' })).toHaveValue('react');

    await user.click(screen.getByRole('button', { name: 'More Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Part Time' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Duration' }), '4');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Salary' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(search()).toBe('?q=react&jobType=Part+Time&duration=4&asc=salary'));
    await waitFor(() => expect(jobsQueries(api)).toHaveLength(3));
    expect(jobsQueries(api)).toEqual([
      'page=1&limit=12',
      'q=react&page=1&limit=12',
      'q=react&jobType=Part+Time&duration=4&asc=salary&page=1&limit=12',
    ]);
  });

  it('offers Save search to applicants only, and not to a visitor who is signed out', async () => {
    signIn({ token: 't', type: 'applicant' });
    mockApi(() => listResponse([]));
    const { unmount } = renderApp('/home');
    expect(await screen.findByRole('button', { name: 'Save search' })).toBeInTheDocument();
    unmount();

    signIn({ token: 't', type: 'recruiter' });
    const second = renderApp('/home');
    await screen.findByText('No jobs found');
    expect(screen.queryByRole('button', { name: 'Save search' })).not.toBeInTheDocument();
    second.unmount();

    window.localStorage.clear();
    renderApp('/home?q=data');
    expect(screen.getByText('Log in to browse jobs')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save search' })).not.toBeInTheDocument();
  });

  it('keeps the search on /myjobs too, with the recruiter\'s own list', async () => {
    signIn({ token: 't', type: 'recruiter' });
    const api = mockApi(() => listResponse([]));
    renderApp('/myjobs?q=node');
    await screen.findByText('No jobs found');
    expect(jobsQueries(api)).toEqual(['q=node&myjobs=1&page=1&limit=12']);
    expect(screen.queryByRole('button', { name: 'Save search' })).not.toBeInTheDocument();
  });
});
