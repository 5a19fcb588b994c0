import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { JobFacets } from '@hirewise/contracts/jobs';
import { aJob } from '@/test-utils/fixtures';
import { clearToasts, expectToast, listResponse, mockApi, renderAt, signIn, type ApiCall, type FakeResponse } from '@/test-utils/render';
import { JobsScreen } from '../JobsScreen';

/** The address's query (the shared probe shows path and hash only). */
function SearchProbe() {
  return <div data-testid="search">{useLocation().search}</div>;
}
const renderHome = (route = '/home') => renderAt(<><JobsScreen /><SearchProbe /></>, route);

const FACETS: JobFacets = {
  total: 40,
  totalCapped: false,
  jobType: [
    { value: 'Full Time', count: 25 },
    { value: 'Part Time', count: 10 },
    { value: 'Work From Home', count: 5 },
  ],
  duration: [
    { value: 0, count: 8 },
    { value: 1, count: 2 },
    { value: 3, count: 20 },
    { value: 6, count: 10 },
  ],
  salary: [
    { min: 0, max: 10000, count: 4 },
    { min: 10000, max: 25000, count: 0 },
    { min: 25000, max: 50000, count: 16 },
    { min: 50000, max: 100000, count: 12 },
    { min: 100000, max: null, count: 8 },
  ],
  remote: { remote: 7, onSite: 33 },
};

/** GET /api/jobs answers `jobs`, the facets FACETS, the type-ahead `suggest`; anything else `other`. */
function homeApi({ jobs = listResponse([]), suggest, other }: { jobs?: FakeResponse; suggest?: (q: string) => string[]; other?: (call: ApiCall) => FakeResponse | undefined } = {}) {
  return mockApi((call) => {
    if (call.path === '/api/jobs') return jobs;
    if (call.path === '/api/jobs/facets') return { status: 200, body: FACETS };
    if (call.path === '/api/jobs/suggest') {
      const texts = suggest?.(call.query.get('q') ?? '') ?? [];
      return { status: 200, body: { suggestions: texts.map((text, i) => ({ text, kind: i % 2 === 0 ? 'title' : 'skill' })) } };
    }
    if (call.path === '/api/applications') return listResponse([]);
    return other?.(call);
  });
}

describe('/home search (issue 19)', () => {
  afterEach(() => clearToasts());
  beforeEach(() => signIn({ token: 't', type: 'applicant' }));

  it('shows the company, the place and a Remote badge, and links the title to the job page', async () => {
    homeApi({ jobs: listResponse([aJob({ _id: 'j 1', company: 'Acme Labs', location: { city: 'Pune', country: 'India' }, remote: true })]) });
    renderHome();
    const tile = await screen.findByRole('article', { name: 'Frontend Engineer' });
    expect(within(tile).getByText('Acme Labs · Priya Sharma')).toBeInTheDocument();
    expect(within(tile).getByText('Pune, India')).toBeInTheDocument();
    expect(within(tile).getByText('Remote')).toBeInTheDocument();
    expect(within(tile).getByRole('link', { name: 'Frontend Engineer' })).toHaveAttribute('href', '/jobs/j%201');
  });

  it('shows neither place nor badge for a job without them', async () => {
    homeApi({ jobs: listResponse([aJob()]) });
    renderHome();
    const tile = await screen.findByRole('article', { name: 'Frontend Engineer' });
    expect(within(tile).queryByTestId('job-place')).not.toBeInTheDocument();
    expect(within(tile).getByText('Priya Sharma')).toBeInTheDocument();
  });

  it('marks the matched words of the title and the skills from the highlight ranges, as text', async () => {
    const job = aJob({
      title: 'React <b>Developer</b>',
      skillsets: ['React', 'TypeScript', 'CSS'],
      highlights: { title: [[0, 5], [9, 18]], skillsets: [[[0, 5]], [], [[1, 3]]] },
    });
    homeApi({ jobs: listResponse([job]) });
    renderHome('/home?q=react');
    const tile = await screen.findByRole('article', { name: 'React <b>Developer</b>' });
    const heading = within(tile).getByRole('heading', { level: 2 });
    expect(Array.from(heading.querySelectorAll('mark')).map((m) => m.textContent)).toEqual(['React', 'Developer']);
    // The title's markup is text: no <b> element was made from it.
    expect(heading.querySelector('b')).toBeNull();
    expect(heading).toHaveTextContent('React <b>Developer</b>');
    const skills = within(tile).getByRole('list', { name: 'Skills' });
    expect(Array.from(skills.querySelectorAll('mark')).map((m) => m.textContent)).toEqual(['React', 'SS']);
    expect(within(skills).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['React', 'TypeScript', 'CSS']);
  });

  it('Share copies the job page\'s link and says "Link copied"', async () => {
    homeApi({ jobs: listResponse([aJob({ _id: 'job-9' })]) });
    const user = userEvent.setup({ delay: null });
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderHome();
    await user.click(await screen.findByRole('button', { name: 'Share Frontend Engineer' }));
    await expectToast('Link copied');
    expect(writeText).toHaveBeenCalledWith('http://localhost/jobs/job-9');
  });

  it('Share opens the device\'s share sheet where there is one', async () => {
    homeApi({ jobs: listResponse([aJob({ _id: 'job-9' })]) });
    const user = userEvent.setup({ delay: null });
    const share = jest.fn(async () => undefined);
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      renderHome();
      await user.click(await screen.findByRole('button', { name: 'Share Frontend Engineer' }));
      await waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Frontend Engineer', url: 'http://localhost/jobs/job-9' }));
      expect(writeText).not.toHaveBeenCalled();
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
  });

  it('says "1,000+ jobs" when the search stopped counting, and keeps loading pages past it', async () => {
    const page = Array.from({ length: 12 }, (_, i) => aJob({ _id: `c${i}`, title: `Job ${i}` }));
    const api = homeApi({ jobs: { status: 200, body: page, headers: { 'X-Total-Count': '1000', 'X-Total-Count-Capped': 'true' } } });
    renderHome('/home?q=engineer');
    expect(await screen.findByTestId('results-summary')).toHaveTextContent('1,000+ jobs · Sorted by Best match');
    await waitFor(() => expect(api.find('GET', '/api/jobs')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('says the exact count and the order: newest first without a search, the sorts when chosen', async () => {
    homeApi({ jobs: listResponse([aJob()], 1) });
    const first = renderHome();
    expect(await screen.findByTestId('results-summary')).toHaveTextContent('1 job · Sorted by Newest first');
    first.unmount();
    homeApi({ jobs: listResponse([aJob()], 1234) });
    renderHome('/home?q=react&desc=salary');
    expect(await screen.findByTestId('results-summary')).toHaveTextContent('1,234 jobs · Sorted by Salary (descending)');
  });

  it('suggests as it types: arrows move through the list, Enter searches for the one chosen', async () => {
    const api = homeApi({ suggest: (q) => (q.startsWith('jav') ? ['Java Developer', 'JavaScript', 'Java'] : []) });
    const user = userEvent.setup({ delay: null });
    renderHome();
    const box = await screen.findByRole('combobox', { name: 'Search jobs' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'jav');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Java DeveloperJob title', 'JavaScriptSkill', 'JavaJob title']);
    // One request for the word typed quickly (debounced), not one per key.
    expect(api.find('GET', '/api/jobs/suggest').map((c) => c.query.get('q'))).toEqual(['jav']);

    await user.keyboard('{ArrowDown}');
    const options = within(listbox).getAllByRole('option');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    // Past the last it wraps to the first.
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowUp}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');

    expect(box).toHaveValue('JavaScript');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?q=JavaScript'));
    await waitFor(() => expect(api.find('GET', '/api/jobs').at(-1)?.query.get('q')).toBe('JavaScript'));
  });

  it('Escape closes the suggestions and keeps the text; Enter without a choice searches for the text', async () => {
    const api = homeApi({ suggest: () => ['Data Analyst'] });
    const user = userEvent.setup({ delay: null });
    renderHome();
    const box = await screen.findByRole('combobox', { name: 'Search jobs' });
    await user.type(box, 'data');
    await screen.findByRole('option', { name: /Data Analyst/ });
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
    expect(box).toHaveValue('data');
    // ArrowDown opens it again.
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}{Enter}');
    await waitFor(() => expect(api.find('GET', '/api/jobs').at(-1)?.query.get('q')).toBe('data'));
  });

  it('a suggestion can be picked with the pointer', async () => {
    homeApi({ suggest: () => ['Kubernetes'] });
    const user = userEvent.setup({ delay: null });
    renderHome();
    await user.type(await screen.findByRole('combobox', { name: 'Search jobs' }), 'kub');
    await user.click(await screen.findByRole('option', { name: /Kubernetes/ }));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?q=Kubernetes'));
  });

  it('shows facet counts beside job types, durations, salary bands and Remote, asked with the same filters', async () => {
    const api = homeApi();
    const user = userEvent.setup({ delay: null });
    renderHome('/home?q=react&location=Pune&duration=4');
    await user.click(await screen.findByRole('button', { name: 'More Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    const fullTime = within(dialog).getByRole('checkbox', { name: 'Full Time' });
    await waitFor(() => expect(fullTime).toHaveAccessibleDescription('25 jobs'));
    expect(within(dialog).getByRole('checkbox', { name: 'Work From Home' })).toHaveAccessibleDescription('5 jobs');
    const durations = within(within(dialog).getByRole('combobox', { name: 'Duration' })).getAllByRole('option').map((o) => o.textContent);
    // "Under N months": stored durations below N, flexible (0) included.
    expect(durations).toEqual(['All (40 jobs)', '1 (8 jobs)', '2 (10 jobs)', '3 (10 jobs)', '4 (30 jobs)', '5 (30 jobs)', '6 (30 jobs)', '7 (40 jobs)']);
    expect(within(dialog).getByRole('group', { name: 'Salary bands' })).toHaveTextContent('₹0k – ₹10k: 4 jobs');
    expect(within(dialog).getByRole('button', { name: '₹10k – ₹25k: 0 jobs' })).toBeDisabled();
    expect(within(within(dialog).getByRole('combobox', { name: 'Remote' })).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Any',
      'Remote only (7 jobs)',
      'On-site only (33 jobs)',
    ]);
    expect(api.find('GET', '/api/jobs/facets')[0]?.query.toString()).toBe('q=react&duration=4&location=Pune');

    // A salary band sets the slider to it; the counts follow the draft.
    await user.click(within(dialog).getByRole('button', { name: '₹25k – ₹50k: 16 jobs' }));
    expect(within(dialog).getByTestId('salary-range')).toHaveTextContent('₹25k – ₹50k');
    await waitFor(() => expect(api.find('GET', '/api/jobs/facets').at(-1)?.query.toString()).toBe('q=react&salaryMin=25000&salaryMax=50000&duration=4&location=Pune'));
  });

  it('filters by location and remote, keeping both in the address', async () => {
    const api = homeApi();
    const user = userEvent.setup({ delay: null });
    renderHome();
    await user.click(await screen.findByRole('button', { name: 'More Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Location' }), ' Bengaluru ');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Remote' }), 'onsite');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?location=Bengaluru&remote=0'));
    await waitFor(() => expect(api.find('GET', '/api/jobs').at(-1)?.query.toString()).toBe('location=Bengaluru&remote=0&page=1&limit=12'));
  });

  it('opens remote=1 from an address with Remote only chosen', async () => {
    const api = homeApi();
    const user = userEvent.setup({ delay: null });
    renderHome('/home?remote=1');
    await waitFor(() => expect(api.find('GET', '/api/jobs')[0]?.query.get('remote')).toBe('1'));
    await user.click(await screen.findByRole('button', { name: 'More Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getByRole('combobox', { name: 'Remote' })).toHaveValue('remote');
  });
});
