import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InterviewResult } from '@hirewise/contracts/applications';
import { anApplication } from '@/test-utils/fixtures';
import { clearToasts, expectToast, listResponse, mockApi, renderApp, signIn, type FakeResponse } from '@/test-utils/render';
import { mockGateway, mockObjectUrls, type FakeAnswer } from '@/test-utils/file-responses';

const result = (overrides: Partial<InterviewResult> = {}): InterviewResult => ({
  _id: 'res-1',
  applicationId: 'app-1',
  jobId: 'job-9',
  questions: ['What is a closure?', 'Explain the event loop.'],
  answers: ['A function with its scope.', 'It runs queued callbacks.'],
  scores: [80, 60],
  overallScore: 70,
  aiOverallScore: 70,
  scoreSource: 'ai',
  scoredBy: 'server',
  feedback: ['Good', 'Fair'],
  answerModes: ['voice', 'typed'],
  questionIds: ['q-1', 'q-2'],
  engines: [
    { name: 'local', version: '2.1.0' },
    { name: 'openai', version: 'prompt-3', model: 'gpt-4o-mini' },
  ],
  overallScoreMethod: 'mean-of-answer-scores-v1',
  overallScoreEngines: [
    { name: 'local', version: '2.1.0' },
    { name: 'openai', version: 'prompt-3', model: 'gpt-4o-mini' },
  ],
  evidence: [
    [
      { point: 'A function bundled with its lexical environment', status: 'covered', quote: 'A function with its scope' },
      { point: 'Keeps variables alive after the outer function returns', status: 'missing' },
    ],
    [{ point: 'Callbacks run when the call stack is empty', status: 'contradicted', quote: 'It runs queued callbacks' }],
  ],
  referenceOverlaps: [0.1, 0.86],
  review: null,
  reviewHistory: [],
  videoFileId: 'vid-1',
  videoRecording: 'vid-1',
  videoFileName: 'vid-1.webm',
  videoDeletedAt: null,
  videoDeletedReason: null,
  completedAt: '2025-03-04T10:20:00.000Z',
  ...overrides,
});

function api(results: FakeResponse, application = anApplication({ _id: 'app-1', status: 'shortlisted', interviewCompleted: true, interviewScore: 70 }), review?: (body: unknown) => FakeResponse) {
  return mockApi((call) => {
    if (call.method === 'PUT' && call.path === '/api/applications/app-1/interview-results/review' && review) return review(call.body);
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

  it('downloads the video under the file name the dialog shows, not the upload\'s name the server sends', async () => {
    mockObjectUrls();
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const calls = mockGateway((call): FakeAnswer | undefined => {
      if (call.method === 'GET' && call.path === '/api/applicants') {
        return { status: 200, json: [anApplication({ _id: 'app-1', status: 'shortlisted', interviewCompleted: true, interviewScore: 70 })], headers: { 'X-Total-Count': '1' } };
      }
      if (call.method === 'GET' && call.path === '/api/applications/app-1/interview-results') return { status: 200, json: { success: true, result: result() } };
      if (call.method === 'POST' && call.path === '/api/stream/interview/vid-1/link') return { status: 200, json: { url: '/api/stream/interview/vid-1?access=t', expiresAt: new Date(Date.now() + 600_000).toISOString() } };
      if (call.method === 'GET' && call.path === '/api/download/interview/vid-1') {
        return { status: 200, blob: new Blob(['webm'], { type: 'video/webm' }), headers: { 'Content-Disposition': 'attachment; filename="interview.webm"' } };
      }
      return undefined;
    });
    await openResults();
    const dialog = await screen.findByRole('dialog', { name: 'Interview Results' });
    const shownName = (await within(dialog).findByTestId('video-file-name')).textContent;
    expect(shownName).toBe('vid-1.webm');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download Video' }));
    await expectToast('File downloaded successfully');
    expect(calls.filter((c) => c.path === '/api/download/interview/vid-1')).toHaveLength(1);
    expect(saved).toEqual([shownName]);
  });

  it("says the recording was deleted at the candidate's request", async () => {
    const calls = api({ status: 200, body: { success: true, result: result({ videoFileId: null, videoRecording: null, videoDeletedAt: '2025-03-05T00:00:00.000Z', videoDeletedReason: 'applicant' }) } });
    await openResults();
    const dialog = await screen.findByRole('dialog', { name: 'Interview Results' });
    expect(await within(dialog).findByText("The recording was deleted at the candidate's request.")).toBeInTheDocument();
    expect(within(dialog).queryByTestId('interview-video')).toBeNull();
    expect(calls.find('POST', '/api/stream/interview/vid-1/link')).toHaveLength(0);
  });

  it('says the recording was deleted after the retention period (issue 21)', async () => {
    const calls = api({ status: 200, body: { success: true, result: result({ videoFileId: null, videoRecording: null, videoDeletedAt: '2025-06-05T00:00:00.000Z', videoDeletedReason: 'retention' }) } });
    await openResults();
    const dialog = await screen.findByRole('dialog', { name: 'Interview Results' });
    expect(await within(dialog).findByTestId('recording-deleted')).toHaveTextContent("The recording was deleted after the retention period (a set number of days after the job's deadline).");
    expect(within(dialog).queryByText("The recording was deleted at the candidate's request.")).toBeNull();
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

  it('shows each answer\'s evidence and provenance, and which score is in force', async () => {
    api({ status: 200, body: { success: true, result: result() } });
    await openResults();
    const dialog = await screen.findByRole('dialog', { name: 'Interview Results' });
    expect(await within(dialog).findByTestId('results-score-source')).toHaveTextContent('AI score 70/100 in force · not reviewed yet');
    expect(within(dialog).getByTestId('results-provenance')).toHaveTextContent('mean of the answer scores (mean-of-answer-scores-v1); scored by local engine 2.1.0; openai gpt-4o-mini (version prompt-3)');
    const [first, second] = within(dialog).getAllByTestId('results-item');
    const evidence = within(first).getByRole('list', { name: 'Evidence' });
    expect(within(evidence).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'CoveredA function bundled with its lexical environment — “A function with its scope”',
      'MissingKeeps variables alive after the outer function returns',
    ]);
    expect(within(first).getByTestId('results-item-engine')).toHaveTextContent('Scored by local engine 2.1.0');
    expect(within(second).getByRole('list', { name: 'Evidence' })).toHaveTextContent('ContradictedCallbacks run when the call stack is empty — “It runs queued callbacks”');
    expect(within(second).getByTestId('results-item-engine')).toHaveTextContent('Scored by openai gpt-4o-mini (version prompt-3)');
    expect(within(first).queryByTestId('results-item-copy')).toBeNull();
    expect(within(second).getByTestId('results-item-copy')).toHaveTextContent("Possible copy: this answer repeats 86% of the reference answer's wording.");
    expect(within(dialog).getByTestId('review-status')).toHaveTextContent('Not reviewed yet.');
  });

  it('shows an override beside the AI score, and warns about scores stored before the server scored them', async () => {
    const review = { reviewedAt: '2025-03-06T09:00:00.000Z', overrideScore: 85, reason: 'The transcript lost the answer.', reviewedBy: 'rec-1' };
    api({ status: 200, body: { success: true, result: result({ overallScore: 85, scoreSource: 'recruiter', review, reviewHistory: [review] }) } }, anApplication({ _id: 'app-1', status: 'shortlisted', interviewCompleted: true, interviewScore: 85 }));
    renderApp('/job/applications/job-9');
    const card = await screen.findByRole('article', { name: 'Asha Rao' });
    await userEvent.click(within(card).getByRole('button', { name: 'View Interview Results (85/100)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Interview Results' });
    expect(await within(dialog).findByText('Overall score: 85/100')).toBeInTheDocument();
    expect(within(dialog).getByTestId('results-score-source')).toHaveTextContent("Recruiter's score 85/100 in force; AI score 70/100 · reviewed");
    expect(within(dialog).getByTestId('review-history')).toHaveTextContent('score set to 85/100 (The transcript lost the answer.)');
    expect(within(dialog).getByRole('checkbox', { name: 'Override the AI score' })).toBeChecked();

    clearToasts();
  });

  it('says when the scores came from the browser (stored before server-side scoring)', async () => {
    api({ status: 200, body: { success: true, result: result({ scoredBy: 'client', engines: [], overallScoreEngines: [], evidence: [] }) } });
    await openResults();
    const dialog = await screen.findByRole('dialog', { name: 'Interview Results' });
    expect(await within(dialog).findByTestId('results-provenance')).toHaveTextContent('not verified');
    expect(within(dialog).queryByRole('list', { name: 'Evidence' })).toBeNull();
  });

  it('refuses an override without a reason, then sends the score and the reason; the dialog shows the answer', async () => {
    const reason = 'Strong answer, the transcript cut it off.';
    const reviewed = result({ overallScore: 90, scoreSource: 'recruiter', review: { reviewedAt: '2025-03-06T09:00:00.000Z', overrideScore: 90, reason, reviewedBy: 'rec-1' } });
    const calls = api({ status: 200, body: { success: true, result: result() } }, undefined, () => ({ status: 200, body: { message: 'Interview score overridden', result: reviewed } }));
    await openResults();
    const dialog = await screen.findByRole('dialog', { name: 'Interview Results' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Override the AI score' }));
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Your score/ }), '90');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Override' }));
    expect(await within(dialog).findByText('A reason is required to override the AI score')).toBeInTheDocument();
    expect(calls.find('PUT', '/api/applications/app-1/interview-results/review')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), `  ${reason} `);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Override' }));
    await expectToast('Interview score overridden');
    expect(calls.find('PUT', '/api/applications/app-1/interview-results/review')[0]?.body).toEqual({ overrideScore: 90, reason });
    expect(await within(dialog).findByText('Overall score: 90/100')).toBeInTheDocument();
    expect(within(dialog).getByTestId('results-score-source')).toHaveTextContent("Recruiter's score 90/100 in force; AI score 70/100 · reviewed");
    // The list reloads so the card's button shows the score in force.
    await waitFor(() => expect(calls.find('GET', '/api/applicants').length).toBeGreaterThanOrEqual(2));
  });

  it('marks the results reviewed without an override, and shows the server\'s refusal', async () => {
    let answer: FakeResponse = { status: 403, body: { message: "Only the job's recruiter can review these interview results" } };
    const calls = api({ status: 200, body: { success: true, result: result() } }, undefined, () => answer);
    await openResults();
    const dialog = await screen.findByRole('dialog', { name: 'Interview Results' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Mark Reviewed' }));
    await expectToast("Only the job's recruiter can review these interview results");
    expect(calls.find('PUT', '/api/applications/app-1/interview-results/review')[0]?.body).toEqual({ overrideScore: null });
    answer = { status: 200, body: { message: 'Interview results marked as reviewed', result: result({ review: { reviewedAt: '2025-03-06T09:00:00.000Z', overrideScore: null, reason: null } }) } };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark Reviewed' }));
    await expectToast('Interview results marked as reviewed');
    expect(await within(dialog).findByTestId('results-score-source')).toHaveTextContent('AI score 70/100 in force · reviewed');
  });
});
