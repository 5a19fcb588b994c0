import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationHistory } from '@hirewise/contracts/applications';
import { anApplication } from '@/test-utils/fixtures';
import { clearToasts, listResponse, mockApi, renderApp, signIn, type FakeResponse } from '@/test-utils/render';
import { formatDateTime } from '../../ui/utils/format';

const history: ApplicationHistory = {
  applicationId: 'app-1',
  jobTitle: 'Frontend Engineer',
  interviewCompletedAt: '2026-03-04T09:15:00.000Z',
  entries: [
    { from: null, to: 'applied', at: '2026-03-02T10:00:00.000Z', by: 'applicant' },
    { from: 'applied', to: 'shortlisted', at: '2026-03-03T11:30:00.000Z', by: 'recruiter' },
    {
      from: 'shortlisted',
      to: 'rejected',
      at: '2026-03-05T16:45:00.000Z',
      by: 'recruiter',
      rejection: { reasons: ['experience'], text: 'We need five years of React.', shared: true },
    },
  ],
};

/** The list at `listPath` holds one application, app-1; its history answers `answer`. */
function historyApi(listPath: string, answer: FakeResponse, application = anApplication({ _id: 'app-1', status: 'rejected' })) {
  return mockApi(({ method, path }) => {
    if (method === 'GET' && path === listPath) return listResponse([application]);
    if (method === 'GET' && path === '/api/applications/app-1/history') return answer;
    return undefined;
  });
}

async function openHistory(cardName: string) {
  const card = await screen.findByRole('article', { name: cardName });
  await userEvent.click(within(card).getByRole('button', { name: 'History' }));
  return screen.findByRole('dialog', { name: 'Application history' });
}

function rows(dialog: HTMLElement): string[] {
  return within(dialog)
    .getAllByTestId('history-item')
    .map((item) => item.textContent ?? '');
}

describe('application history', () => {
  afterEach(() => clearToasts());

  it('the applicant opens the timeline of their application: statuses, when, by whom, the interview and the shared reason', async () => {
    signIn({ token: 't', type: 'applicant' });
    const api = historyApi('/api/applications', { status: 200, body: history });
    renderApp('/applications');
    const dialog = await openHistory('Frontend Engineer');
    expect(await within(dialog).findByRole('list', { name: 'Status changes' })).toBeInTheDocument();
    expect(rows(dialog)).toEqual([
      `Applied${formatDateTime('2026-03-02T10:00:00.000Z')} · by you`,
      `Shortlisted${formatDateTime('2026-03-03T11:30:00.000Z')} · by the recruiter`,
      `Interview completed${formatDateTime('2026-03-04T09:15:00.000Z')} · by you`,
      `Rejected${formatDateTime('2026-03-05T16:45:00.000Z')} · by the recruiterReason: Not enough experience for the role. We need five years of React.`,
    ]);
    expect(within(dialog).getAllByTestId('history-item').map((item) => item.getAttribute('data-status'))).toEqual(['applied', 'shortlisted', null, 'rejected']);
    expect(within(dialog).getByText('Frontend Engineer')).toBeInTheDocument();
    expect(api.find('GET', '/api/applications/app-1/history')[0]?.headers.Authorization).toBe('Bearer t');
  });

  it('says in words that Hirewise cancelled it because of an offer accepted elsewhere', async () => {
    signIn({ token: 't', type: 'applicant' });
    historyApi('/api/applications', {
      status: 200,
      body: {
        ...history,
        interviewCompletedAt: null,
        entries: [
          history.entries[0],
          { from: 'applied', to: 'cancelled', at: '2026-03-06T10:00:00.000Z', by: 'system', cancelledFor: { jobId: 'j9', title: 'Data Analyst' } },
        ],
      },
    });
    renderApp('/applications');
    const dialog = await openHistory('Frontend Engineer');
    expect(await within(dialog).findByText(/by Hirewise: you accepted an offer for Data Analyst/)).toBeInTheDocument();
  });

  it('tells the applicant the job was closed', async () => {
    signIn({ token: 't', type: 'applicant' });
    historyApi('/api/applications', {
      status: 200,
      body: { ...history, interviewCompletedAt: null, entries: [history.entries[0], { from: 'applied', to: 'deleted', at: '2026-03-06T10:00:00.000Z', by: 'system' }] },
    });
    renderApp('/applications');
    const dialog = await openHistory('Frontend Engineer');
    await within(dialog).findAllByTestId('history-item');
    expect(rows(dialog).at(-1)).toBe(`Deleted${formatDateTime('2026-03-06T10:00:00.000Z')} · by Hirewise: the job was closed`);
  });

  it('the recruiter opens it from the applicant card: their own changes are "by you", and the reason says whether it is shared', async () => {
    signIn({ token: 'r', type: 'recruiter' });
    const unshared = { ...history, entries: history.entries.map((e) => (e.rejection ? { ...e, rejection: { ...e.rejection, shared: false } } : e)) };
    historyApi('/api/applicants', { status: 200, body: unshared });
    renderApp('/job/applications/job-9');
    const dialog = await openHistory('Asha Rao');
    await within(dialog).findAllByTestId('history-item');
    expect(rows(dialog).map((row) => row.replace(/\d.*?·/, '·'))).toEqual([
      'Applied· by the applicant',
      'Shortlisted· by you',
      'Interview completed· by the applicant',
      'Rejected· by youReason: Not enough experience for the role. We need five years of React.Not shared with the candidate',
    ]);
    expect(within(dialog).getByText('Asha Rao · Frontend Engineer')).toBeInTheDocument();
  });

  it('shows why the history could not be loaded and asks again on Try again', async () => {
    signIn({ token: 't', type: 'applicant' });
    let refused = true;
    const api = mockApi(({ path }) => {
      if (path === '/api/applications') return listResponse([anApplication({ _id: 'app-1' })]);
      if (path === '/api/applications/app-1/history') {
        return refused ? { status: 403, body: { message: "Only the applicant and the job's recruiter can see this application's history" } } : { status: 200, body: history };
      }
      return undefined;
    });
    renderApp('/applications');
    const dialog = await openHistory('Frontend Engineer');
    expect(await within(dialog).findByText("Only the applicant and the job's recruiter can see this application's history")).toBeInTheDocument();
    refused = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findAllByTestId('history-item')).toHaveLength(4);
    expect(api.find('GET', '/api/applications/app-1/history')).toHaveLength(2);
  });

  it('asks for the history only when the dialog opens', async () => {
    signIn({ token: 't', type: 'applicant' });
    const api = historyApi('/api/applications', { status: 200, body: history });
    renderApp('/applications');
    await screen.findByRole('article', { name: 'Frontend Engineer' });
    expect(api.find('GET', '/api/applications/app-1/history')).toHaveLength(0);
  });
});
