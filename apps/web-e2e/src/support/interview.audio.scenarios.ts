import type { Page } from 'playwright-core';
import { MediaPaths } from '@hirewise/contracts';
import { postJobViaApi, signupViaApi } from './api';
import { signIn, toast } from './app';
import { MOBILE, screenshot, uniqueEmail, type Session } from './browser';
import { PASSWORD } from './context';
import { applyViaApi } from './files.api';
import { card, overflowsSideways } from './hiring.helpers';
import type { HiringContext } from './hiring.context';
import { installSpeechStandIn } from './interview.speech';

/** /home, searched for the job's title. */
async function findJob(page: Page, title: string): Promise<void> {
  await page.goto('/home');
  const search = page.getByRole('combobox', { name: 'Search jobs' });
  await search.fill(title);
  await search.press('Enter');
  await card(page, title).waitFor();
}

const PHRASES = ['I design REST APIs in Node.js', 'with PostgreSQL transactions and tests'];

/**
 * The audio interview from a job tile on a phone, answered by voice through a page-level stand-in
 * for SpeechRecognition: recognition starts in en-US, is restarted after each end while recording
 * (the second phrase arrives that way), the transcript is evaluated after Stop Recording and the
 * result records the voice mode. Issue 18: a tile offers the interview only where the server lets
 * the applicant take it (applied to a job that requires one, or shortlisted; not yet completed);
 * an address typed by hand still asks an applicant who has not applied to apply first.
 */
export function audioInterviewJourney(ctx: HiringContext): void {
  const recruiter = { name: 'Tara Menon', email: uniqueEmail('tara'), password: PASSWORD };
  const applicant = { name: 'Rohan Das', email: uniqueEmail('rohan'), password: PASSWORD };
  const title = `API Developer ${Date.now()}`;
  const otherTitle = `Data Engineer ${Date.now()}`;
  const plainTitle = `Support Engineer ${Date.now()}`;
  let jobId = '';
  let otherJobId = '';
  let tab: Session;

  beforeAll(async () => {
    const base = ctx.stack.baseUrl;
    const recruiterToken = (await signupViaApi(base, { type: 'recruiter', ...recruiter, bio: '', contactNumber: '' })).token;
    const applicantToken = (await signupViaApi(base, { type: 'applicant', ...applicant, education: [], skills: ['Node.js'] })).token;
    // The job requires an interview: open to its applicants without a shortlist.
    jobId = await postJobViaApi(base, recruiterToken, { title, jobType: 'Part Time', salary: 50000, duration: 3, skillsets: ['Node.js'], interviewQuestions: 1, requiresInterview: true });
    otherJobId = await postJobViaApi(base, recruiterToken, { title: otherTitle, jobType: 'Full Time', salary: 60000, duration: 0, skillsets: ['Spark'], interviewQuestions: 1, requiresInterview: true });
    // Applied to, but no interview required: nothing to take before a shortlist.
    const plainJobId = await postJobViaApi(base, recruiterToken, { title: plainTitle, jobType: 'Full Time', salary: 40000, duration: 0, skillsets: ['Node.js'], interviewQuestions: 1 });
    await applyViaApi(base, applicantToken, jobId, 'APIs are my thing.');
    await applyViaApi(base, applicantToken, plainJobId, 'I like helping people.');
    tab = await ctx.open(MOBILE);
    await tab.page.addInitScript(installSpeechStandIn, PHRASES);
    await signIn(tab.page, applicant, 'applicant');
  });

  afterAll(() => {
    expect(tab?.errors).toEqual([]);
  });

  it('offers Take Audio Interview only where the applicant can take it', async () => {
    const { page } = tab;
    // Not applied: Apply only.
    await findJob(page, otherTitle);
    const other = card(page, otherTitle);
    await other.getByRole('button', { name: 'Apply' }).waitFor();
    expect(await other.getByRole('button', { name: 'Take Audio Interview' }).count()).toBe(0);
    // Applied to a job without an interview: the status, nothing to take.
    await findJob(page, plainTitle);
    const plain = card(page, plainTitle);
    await plain.locator('[data-status="applied"]').waitFor();
    expect(await plain.getByRole('button', { name: 'Take Audio Interview' }).count()).toBe(0);
    expect(await plain.getByRole('button', { name: 'Apply' }).count()).toBe(0);
    // Applied to a job that requires one: the status and the interview.
    await findJob(page, title);
    const required = card(page, title);
    await required.locator('[data-status="applied"]').waitFor();
    await required.getByRole('button', { name: 'Take Audio Interview' }).waitFor();
    await screenshot(page, 'interview-tile-mobile');

    // The address typed by hand: the page asks to apply first.
    await page.goto(`/jobs/${otherJobId}/interview`);
    await page.getByText('You have not applied to this job yet. Please apply first, then take the interview.').waitFor();
    await page.getByRole('link', { name: 'Browse jobs' }).waitFor();
  });

  it('takes the audio interview by voice from the job tile and saves it with the voice mode', async () => {
    const { page } = tab;
    await findJob(page, title);
    await card(page, title).getByRole('button', { name: 'Take Audio Interview' }).click();
    await page.waitForURL((url) => url.pathname === `/jobs/${jobId}/interview`);
    await page.getByText('Device check').waitFor();
    // Audio only: a microphone meter, no camera preview.
    await expect(page.getByTestId('camera-preview').count()).resolves.toBe(0);
    await page.getByTestId('mic-level').waitFor();
    await page.getByText('I understand what is recorded').click();
    await page.getByRole('button', { name: 'Start Interview' }).click();
    await page.getByTestId('question-text').waitFor();
    expect(await overflowsSideways(page)).toBe(false);

    await page.getByRole('button', { name: 'Start Recording' }).click();
    await page.getByTestId('voice-recording').waitFor();
    // The second phrase comes from the recognition the page restarted after the first one ended.
    await page.getByTestId('transcript').filter({ hasText: `${PHRASES[0]} ${PHRASES[1]}` }).waitFor();
    const speech = await page.evaluate(() => (window as unknown as { __speech: { instances: number; langs: string[] } }).__speech);
    expect(speech.instances).toBeGreaterThanOrEqual(2);
    expect(new Set(speech.langs)).toEqual(new Set(['en-US']));
    await screenshot(page, 'interview-voice-mobile');

    // The server evaluates the transcript (issue 15): the page sends the answer and the question id, never an expected answer.
    const [evaluation] = await Promise.all([
      page.waitForRequest((req) => /\/api\/applications\/[^/]+\/interview\/answers$/.test(new URL(req.url()).pathname)),
      page.getByRole('button', { name: 'Stop Recording' }).click(),
    ]);
    expect(evaluation.postDataJSON()).toEqual({ questionId: expect.any(String), answer: `${PHRASES[0]} ${PHRASES[1]}`, answerMode: 'voice' });
    await page.getByTestId('evaluation').waitFor({ timeout: 20_000 });

    const [submission] = await Promise.all([
      page.waitForResponse((res) => new URL(res.url()).pathname === MediaPaths.interviewResults && res.request().method() === 'POST'),
      page.getByRole('button', { name: 'Complete Interview' }).click(),
    ]);
    expect(submission.status()).toBe(201);
    const body = submission.request().postDataBuffer()?.toString('latin1') ?? '';
    expect(body).toContain('["voice"]');
    expect(body).not.toContain('name="video"');
    await toast(page, 'Interview completed and saved successfully!').first().waitFor();
    await page.getByTestId('interview-summary').getByText('Your answer (spoken):').waitFor();
    await screenshot(page, 'interview-summary-mobile');
  });

  it('does not offer the interview a second time', async () => {
    const { page } = tab;
    await findJob(page, title);
    const tile = card(page, title);
    await tile.locator('[data-status="applied"]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await tile.getByRole('button', { name: 'Take Audio Interview' }).count()).toBe(0);
    await page.goto(`/jobs/${jobId}/interview`);
    await page.getByText('You have already completed this interview.').waitFor();
  });
}
