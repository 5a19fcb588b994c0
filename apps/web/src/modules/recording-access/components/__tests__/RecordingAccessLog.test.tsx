import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordingAccessLog as AccessLog } from '@hirewise/contracts/fairness';
import { anApplication } from '@/test-utils/fixtures';
import { listResponse, mockApi, renderApp, renderAt, signIn, type FakeResponse } from '@/test-utils/render';
import { formatDate, formatDateTime } from '../../../ui/utils/format';
import { RecordingAccessLog } from '../RecordingAccessLog';

const PATH = '/api/applications/app-1/recording-access';

const log = (overrides: Partial<AccessLog> = {}): AccessLog => ({
  applicationId: 'app-1',
  retentionDays: 90,
  recording: { status: 'kept', deletedAt: null, deletedReason: null, deleteAfter: '2027-03-07T09:00:00.000Z' },
  entries: [
    { viewerId: 'u-1', viewerRole: 'applicant', action: 'play', accessedAt: '2026-12-08T10:30:00.000Z' },
    { viewerId: 'r-1', viewerRole: 'recruiter', action: 'download', accessedAt: '2026-12-07T14:20:00.000Z' },
    { viewerId: 'r-1', viewerRole: 'recruiter', action: 'play', accessedAt: '2026-12-07T14:05:00.000Z' },
  ],
  ...overrides,
});

function lines(): string[] {
  return screen.getAllByTestId('recording-access-entry').map((item) => item.textContent ?? '');
}

function renderLog(answer: () => FakeResponse) {
  signIn({ token: 't', type: 'applicant' });
  const api = mockApi(({ method, path }) => (method === 'GET' && path === PATH ? answer() : undefined));
  renderAt(<RecordingAccessLog applicationId="app-1" />);
  return api;
}

describe('the recording access log', () => {
  it('lists every play and download, newest first, in the applicant\'s words, and how long the recording is kept', async () => {
    const api = renderLog(() => ({ status: 200, body: log() }));
    expect(await screen.findByRole('list', { name: 'Plays and downloads of the recording' })).toBeInTheDocument();
    expect(lines()).toEqual([
      `Viewed by you on ${formatDateTime('2026-12-08T10:30:00.000Z')}`,
      `Downloaded by the recruiter on ${formatDateTime('2026-12-07T14:20:00.000Z')}`,
      `Viewed by the recruiter on ${formatDateTime('2026-12-07T14:05:00.000Z')}`,
    ]);
    expect(screen.getByTestId('recording-state')).toHaveTextContent(
      `The recording is kept until ${formatDate('2027-03-07T09:00:00.000Z')}, then deleted automatically (90 days after the job's deadline).`,
    );
    expect(screen.queryByText('No one has viewed your recording yet')).toBeNull();
    expect(api.find('GET', PATH)[0]?.headers.Authorization).toBe('Bearer t');
  });

  it('says when no one has viewed the recording yet', async () => {
    renderLog(() => ({ status: 200, body: log({ entries: [] }) }));
    expect(await screen.findByText('No one has viewed your recording yet')).toBeInTheDocument();
    expect(screen.queryAllByTestId('recording-access-entry')).toEqual([]);
  });

  it('says the recording was deleted after the retention period, and keeps the log of who viewed it', async () => {
    renderLog(() => ({
      status: 200,
      body: log({
        recording: { status: 'deleted', deletedAt: '2027-03-08T02:00:00.000Z', deletedReason: 'retention', deleteAfter: null },
        entries: [{ viewerId: 'r-1', viewerRole: 'recruiter', action: 'play', accessedAt: '2026-12-07T14:05:00.000Z' }],
      }),
    }));
    expect(await screen.findByTestId('recording-state')).toHaveTextContent(
      `The recording was deleted after the retention period (90 days after the job's deadline) on ${formatDate('2027-03-08T02:00:00.000Z')}.`,
    );
    expect(lines()).toEqual([`Viewed by the recruiter on ${formatDateTime('2026-12-07T14:05:00.000Z')}`]);
  });

  it("says the recording was deleted at the applicant's request, and that no one viewed it before", async () => {
    renderLog(() => ({ status: 200, body: log({ recording: { status: 'deleted', deletedAt: '2026-12-09T08:00:00.000Z', deletedReason: 'applicant', deleteAfter: null }, entries: [] }) }));
    expect(await screen.findByTestId('recording-state')).toHaveTextContent(`The recording was deleted at your request on ${formatDate('2026-12-09T08:00:00.000Z')}.`);
    expect(screen.getByText('No one has viewed your recording yet')).toBeInTheDocument();
  });

  it('says an interview without a recording has none (and no "no one has viewed" line)', async () => {
    renderLog(() => ({ status: 200, body: log({ recording: { status: 'none', deletedAt: null, deletedReason: null, deleteAfter: null }, entries: [] }) }));
    expect(await screen.findByText('No recording was made for this interview.')).toBeInTheDocument();
    expect(screen.queryByText('No one has viewed your recording yet')).toBeNull();
  });

  it('shows why the log could not be loaded and asks again on Try again', async () => {
    let refused = true;
    const api = renderLog(() => (refused ? { status: 403, body: { message: "Only the applicant and the job's recruiter can see who opened this recording" } } : { status: 200, body: log() }));
    expect(await screen.findByText("Only the applicant and the job's recruiter can see who opened this recording")).toBeInTheDocument();
    refused = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('recording-access-entry')).toHaveLength(3);
    expect(api.find('GET', PATH)).toHaveLength(2);
  });

  it('opens from "Recording access" on the card of an application whose interview was taken, asking only then', async () => {
    signIn({ token: 't', type: 'applicant' });
    const interviewed = anApplication({ _id: 'app-1', status: 'shortlisted', interviewCompleted: true, interviewScore: 70 });
    const notYet = anApplication({ _id: 'app-2', status: 'applied', job: { ...interviewed.job, _id: 'job-2', title: 'Data Analyst' }, jobId: 'job-2' });
    const api = mockApi(({ method, path }) => {
      if (method === 'GET' && path === '/api/applications') return listResponse([interviewed, notYet]);
      if (method === 'GET' && path === '/api/applications/app-1/interview-results') return { status: 200, body: { success: false, message: 'No interview results found' } };
      if (method === 'GET' && path === PATH) return { status: 200, body: log() };
      return undefined;
    });
    renderApp('/applications');
    const card = await screen.findByRole('article', { name: 'Frontend Engineer' });
    expect(within(await screen.findByRole('article', { name: 'Data Analyst' })).queryByRole('button', { name: 'Recording access' })).toBeNull();
    expect(api.find('GET', PATH)).toHaveLength(0);

    await userEvent.click(within(card).getByRole('button', { name: 'Recording access' }));
    const dialog = await screen.findByRole('dialog', { name: 'Who viewed your recording' });
    expect(within(dialog).getByText('Frontend Engineer')).toBeInTheDocument();
    expect(await within(dialog).findByText(`Viewed by the recruiter on ${formatDateTime('2026-12-07T14:05:00.000Z')}`)).toBeInTheDocument();
    expect(api.find('GET', PATH)).toHaveLength(1);
  });
});
