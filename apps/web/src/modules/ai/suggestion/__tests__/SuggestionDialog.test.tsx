import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CandidateSuggestionInput } from '@hirewise/contracts/ai';
import { anApplication } from '@/test-utils/fixtures';
import { clearToasts, listResponse, mockApi, renderApp, signIn, type FakeResponse } from '@/test-utils/render';

const recruiterProfile = { _id: 'r-1', type: 'recruiter', name: 'Priya Sharma', email: 'p@x.in', bio: 'We build payments software.', contactNumber: '' };

function api(suggestion: () => FakeResponse | Promise<FakeResponse>) {
  const mock = mockApi((call) => {
    if (call.method === 'GET' && call.path === '/api/applicants') return listResponse([anApplication()]);
    if (call.method === 'GET' && call.path === '/api/user') return { status: 200, body: recruiterProfile };
    return undefined;
  });
  // The suggestion answer may be held back to look at the loading text.
  const routed = global.fetch as jest.Mock;
  global.fetch = jest.fn(async (input: string, init?: RequestInit) => {
    if (new URL(input, 'http://localhost').pathname === '/api/suggest-candidate') {
      mock.calls.push({ method: init?.method ?? 'GET', path: '/api/suggest-candidate', query: new URLSearchParams(), body: JSON.parse(String(init?.body)), headers: { ...(init?.headers as Record<string, string> | undefined) } });
      const answer = await suggestion();
      return { ok: answer.status < 300, status: answer.status, statusText: '', headers: { get: () => null }, text: async () => (answer.body === undefined ? '' : JSON.stringify(answer.body)) };
    }
    return routed(input, init);
  }) as unknown as typeof fetch;
  return mock;
}

async function openSuggestion() {
  renderApp('/job/applications/job-9');
  const card = await screen.findByRole('article', { name: 'Asha Rao' });
  await userEvent.click(within(card).getByRole('button', { name: 'Open Suggestion' }));
  return screen.findByRole('dialog', { name: 'Recruiter Agent Suggestion' });
}

describe('Open Suggestion', () => {
  beforeEach(() => signIn({ token: 'tok-r', type: 'recruiter' }));
  afterEach(() => clearToasts());

  it("asks nothing until opened, then shows 'Loading suggestion...' and the sanitized suggestion", async () => {
    let answer: (value: FakeResponse) => void = () => undefined;
    const calls = api(() => new Promise<FakeResponse>((resolve) => (answer = resolve)));
    renderApp('/job/applications/job-9');
    await screen.findByRole('article', { name: 'Asha Rao' });
    expect(calls.find('POST', '/api/suggest-candidate')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Open Suggestion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recruiter Agent Suggestion' });
    expect(await within(dialog).findByText('Loading suggestion...')).toBeInTheDocument();
    await waitFor(() => expect(calls.find('POST', '/api/suggest-candidate')).toHaveLength(1));

    const body = calls.find('POST', '/api/suggest-candidate')[0]?.body as CandidateSuggestionInput;
    expect(body.companyDescription).toBe('We build payments software.');
    expect(body.candidateInfo).toContain('Skills: React');
    expect(body.candidateInfo).toContain('IIT Madras (2018 - 2022)');
    expect(body.candidateInfo).toContain('I love building interfaces.');
    expect(body.candidateInfo).not.toContain('Asha');
    expect(body.jobDescription).toContain('Title: Frontend Engineer');
    const init = (global.fetch as jest.Mock).mock.calls.find(([url]) => String(url).endsWith('/api/suggest-candidate'))?.[1] as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-r');

    answer({ status: 200, body: { evaluation: '<h3>Fit</h3><p onclick="x()">Good match<img src=x onerror="x()"></p><script>x()</script>', fitScore: 81, source: 'local' } });
    const text = await within(dialog).findByRole('region', { name: 'Suggestion' });
    expect(within(text).getByRole('heading', { level: 3, name: 'Fit' })).toBeInTheDocument();
    expect(within(text).getByText('Good match')).toBeInTheDocument();
    expect(text.querySelectorAll('script, img, [onclick], [onerror]')).toHaveLength(0);
    expect(within(dialog).getByText('Fit score: 81/100')).toBeInTheDocument();
    expect(within(dialog).queryByText('Loading suggestion...')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'Failed to fetch suggestion.' when the agent fails", async () => {
    api(() => ({ status: 503, body: { message: 'AI service unavailable' } }));
    const dialog = await openSuggestion();
    expect(await within(dialog).findByText('Failed to fetch suggestion.')).toBeInTheDocument();
  });

  it.each([
    ['empty', ''],
    ['only stripped markup', '<script>x()</script><img src=x>'],
  ])("says 'No suggestion available.' for an %s evaluation", async (_case, evaluation) => {
    api(() => ({ status: 200, body: { evaluation, source: 'local' } }));
    const dialog = await openSuggestion();
    expect(await within(dialog).findByText('No suggestion available.')).toBeInTheDocument();
  });
});
