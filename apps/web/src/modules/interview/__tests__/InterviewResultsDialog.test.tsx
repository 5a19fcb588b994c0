import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InterviewResult } from '@hirewise/contracts';
import { anApplication } from '../../../test-utils/fixtures';
import { clearToasts, expectToast, listResponse, mockApi, renderApp, signIn, type FakeResponse } from '../../../test-utils/render';

const result = (overrides: Partial<InterviewResult> = {}): InterviewResult => ({
  _id: 'res-1',
  applicationId: 'app-1',
  jobId: 'job-9',
  questions: ['What is a closure?', 'Explain the event loop.'],
  answers: ['A function with its scope.', 'It runs queued callbacks.'],
  scores: [80, 60],
  overallScore: 70,
  feedback: ['Good', 'Fair'],
  answerModes: ['voice', 'typed'],
  videoFileId: 'vid-1',
  videoRecording: 'vid-1',
  videoFileName: 'vid-1.webm',
  videoDeletedAt: null,
  completedAt: '2025-03-04T10:20:00.000Z',
  ...overrides,
});

function api(results: FakeResponse, application = anApplication({ _id: 'app-1', status: 'shortlisted', interviewCompleted: true, interviewScore: 70 })) {
  return mockApi((call) => {
    if (call.method === 'GET' && call.path === '/api/applicants') return listResponse([application]);
    if (call.method === 'GET' && call.path === '/api/applications/app-1/interview-results') return results;
    if (call.method === 'POST' && call.path === '/api/stream/interview/vid-1/link') return { status: 200, body: { url: '/api/stream/interview/vid-1?access=t', expiresAt: new Date(Date.now() + 600_000).toISOString() } };
    return undefined;
  });
}

async function openResults() {
  renderApp('/job/applications/job-9');
  const card = await screen.findByRole('article', { name: 'Asha Rao' });
  await userEvent.click(within(card).getByRole('button', { name: 'View Interview Results (70/100)' }));
}

describe('Interview Results dialog', () => {
  beforeEach(() => signIn({ token: 'tok-r', type: 'recruiter' }));
  afterEach(() => clearToasts());

  it('shows the overall score, each answer and score, the video with its file name, the date-time and Close', async () => {
    const calls = api({ status: 200, body: { success: true, result: result() } });
    await openResults();
    const dialog = await screen.findByRole('dialog', { name: 'Interview Results' });
    expect(await within(dialog).findByText('Overall score: 70/100')).toBeInTheDocument();
    const items = within(dialog).getAllByTestId('results-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('What is a closure?');
    expect(items[0]).toHaveTextContent('A function with its scope.');
    expect(items[0]).toHaveTextContent('80/100');
    expect(items[1]).toHaveTextContent('60/100');
    const video = await within(dialog).findByTestId('interview-video');
    expect(video.getAttribute('src')).toBe('/api/stream/interview/vid-1?access=t');
    expect(within(dialog).getByTestId('video-file-name')).toHaveTextContent('vid-1.webm');
    expect(within(dialog).getByRole('button', { name: 'Download Video' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('results-completed-at')).toHaveTextContent('2025');
    expect(calls.find('POST', '/api/stream/interview/vid-1/link')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says the recording was deleted at the candidate's request", async () => {
    const calls = api({ status: 200, body: { success: true, result: result({ videoFileId: null, videoRecording: null, videoDeletedAt: '2025-03-05T00:00:00.000Z' }) } });
    await openResults();
    const dialog = await screen.findByRole('dialog', { name: 'Interview Results' });
    expect(await within(dialog).findByText("The recording was deleted at the candidate's request.")).toBeInTheDocument();
    expect(within(dialog).queryByTestId('interview-video')).toBeNull();
    expect(calls.find('POST', '/api/stream/interview/vid-1/link')).toHaveLength(0);
  });

  it("warns 'No interview results found' when success is false", async () => {
    api({ status: 200, body: { success: false, message: 'No interview results found' } });
    await openResults();
    await expectToast('No interview results found');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'Failed to load interview results' when the call fails", async () => {
    api({ status: 500, body: { message: 'boom' } });
    await openResults();
    await expectToast('Failed to load interview results');
  });

  it("shows a disabled 'Awaiting Interview' before the interview is done", async () => {
    api({ status: 500 }, anApplication({ _id: 'app-1', status: 'shortlisted', interviewCompleted: false }));
    renderApp('/job/applications/job-9');
    const card = await screen.findByRole('article', { name: 'Asha Rao' });
    expect(within(card).getByRole('button', { name: 'Awaiting Interview' })).toBeDisabled();
  });
});
