import { AccountabilityMessages, AI_INTERVIEW_NOTICE, type AiAuditExport, type Application } from '@hirewise/contracts';
import { readFile } from 'node:fs/promises';
import { postJobViaApi, signupViaApi } from './api';
import { signIn } from './app';
import { DESKTOP, MOBILE, screenshot, uniqueEmail } from './browser';
import type { HiringContext } from './hiring.context';
import { card, expectSuccessToast, overflowsSideways } from './hiring.helpers';
import { answerInterviewViaApi } from './interview.api';

const PASSWORD = 'Accountable-browser-pass-1';

async function applyViaApi(baseUrl: string, token: string, jobId: string): Promise<string> {
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  const applied = await fetch(`${baseUrl}/api/jobs/${jobId}/applications`, { method: 'POST', headers, body: JSON.stringify({ sop: 'Hello' }) });
  expect(applied.status).toBe(201);
  const mine = (await (await fetch(`${baseUrl}/api/applications`, { headers })).json()) as Application[];
  return mine.find((a) => a.jobId === jobId)!._id;
}

/** The AI interview taken to the end over the API (an audio interview: no recording), so the recruiter sees an AI score. */
async function takeInterviewViaApi(baseUrl: string, token: string, jobId: string, applicationId: string): Promise<void> {
  const scores = await answerInterviewViaApi(baseUrl, token, applicationId);
  // The server keeps its own questions and scores; the form only says the interview is submitted.
  const many = (value: unknown) => JSON.stringify(scores.map(() => value));
  const form = new FormData();
  for (const [name, value] of Object.entries({ jobId, applicationId, questions: many('Question?'), answers: many('Answer.'), scores: many(0), overallScore: '0' })) form.append(name, value);
  const saved = await fetch(`${baseUrl}/api/interview-results`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  expect(saved.status).toBe(201);
  const complete = await fetch(`${baseUrl}/api/applications/${applicationId}/interview-complete`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ interviewCompleted: true }),
  });
  expect(complete.status).toBe(200);
}

/**
 * Issue 21, parts 4, 5 and 8 in the browser: an applicant reads the notice before the AI interview
 * and requests a human interview instead; the recruiter sees the request on the card and marks it
 * handled, confirms reviewing an AI-scored candidate's answers before rejecting them, and downloads
 * the job's AI audit from Hiring insights.
 */
export function accountabilityJourney(ctx: HiringContext): void {
  const recruiter = { email: uniqueEmail('acc-recruiter'), password: PASSWORD, name: 'Ravi Recruiter' };
  const asker = { email: uniqueEmail('acc-asker'), password: PASSWORD, name: 'Hana Asker' };
  const title = 'Accountable Backend Engineer';
  let jobId = '';

  beforeAll(async () => {
    const { token } = await signupViaApi(ctx.stack.baseUrl, { type: 'recruiter', ...recruiter });
    jobId = await postJobViaApi(ctx.stack.baseUrl, token, { title, maxApplicants: 20, requiresInterview: true, interviewQuestions: 3 });
    const scored = await signupViaApi(ctx.stack.baseUrl, { type: 'applicant', email: uniqueEmail('acc-scored'), password: PASSWORD, name: 'Sam Scored', skills: ['Go'] });
    const scoredApplication = await applyViaApi(ctx.stack.baseUrl, scored.token, jobId);
    await takeInterviewViaApi(ctx.stack.baseUrl, scored.token, jobId, scoredApplication);
  });

  it('an applicant reads what the AI evaluates before the interview and requests a human interview instead', async () => {
    const { token } = await signupViaApi(ctx.stack.baseUrl, { type: 'applicant', ...asker, skills: ['Go'] });
    await applyViaApi(ctx.stack.baseUrl, token, jobId);
    const session = await ctx.open(DESKTOP);
    const { page } = session;
    await signIn(page, asker, 'applicant');
    await page.goto('/applications');
    await card(page, title).getByRole('button', { name: 'Take Interview' }).click();
    await page.getByRole('heading', { name: 'Before you start' }).waitFor();
    await page.getByText(AI_INTERVIEW_NOTICE.evaluated).waitFor();
    await page.getByText(AI_INTERVIEW_NOTICE.alternative).waitFor();
    // How long the recording is kept: the service's period from the job's deadline (90 days by default).
    expect(await page.getByTestId('retention-notice').textContent()).toMatch(/^How long the recording is kept: until .+ \(90 days after the job's deadline\), then it is deleted automatically/);
    await screenshot(page, 'interview-notice-desktop');
    const message = await expectSuccessToast(page, 'POST', /\/human-interview-request$/, () => page.getByRole('button', { name: 'Request a human interview instead' }).click());
    expect(message).toBe(AccountabilityMessages.humanInterviewRequested);
    await page.getByTestId('human-interview-requested').waitFor();
    await page.getByRole('link', { name: 'Back to my applications' }).click();
    await page.waitForURL((url) => url.pathname === '/applications');
    expect(await card(page, title).getByTestId('human-interview-note').textContent()).toMatch(/^You asked for a human interview on .*; the recruiter has not handled it yet\.$/);

    const phone = await ctx.open(MOBILE);
    await signIn(phone.page, asker, 'applicant');
    await phone.page.goto('/applications');
    await card(phone.page, title).getByRole('button', { name: 'Take Interview' }).click();
    await phone.page.getByText(AI_INTERVIEW_NOTICE.evaluated).waitFor();
    expect(await overflowsSideways(phone.page)).toBe(false);
    await screenshot(phone.page, 'interview-notice-mobile');
  });

  it('the recruiter sees the request on the card and marks it handled, confirms reviewing the AI-scored answers before rejecting, and downloads the AI audit', async () => {
    const session = await ctx.open(DESKTOP);
    const { page } = session;
    await signIn(page, recruiter, 'recruiter');
    await page.goto(`/job/applications/${jobId}`);
    const askerCard = card(page, asker.name);
    await askerCard.getByText('Human interview requested').waitFor();
    await screenshot(page, 'human-interview-request-desktop');
    const handled = await expectSuccessToast(page, 'POST', /\/human-interview-request\/handled$/, () => askerCard.getByRole('button', { name: 'Mark handled' }).click());
    expect(handled).toBe(AccountabilityMessages.humanInterviewHandled);
    await askerCard.getByText(/handled on/).waitFor();

    const scoredCard = card(page, 'Sam Scored');
    await scoredCard.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    const confirm = dialog.getByRole('checkbox', { name: "I reviewed this candidate's interview answers myself, not only the AI's score." });
    await confirm.waitFor({ state: 'attached' });
    expect(await dialog.getByRole('button', { name: 'Reject' }).isDisabled()).toBe(true);
    await screenshot(page, 'review-before-reject-desktop');
    await dialog.getByText("I reviewed this candidate's interview answers myself", { exact: false }).click();
    const rejected = await expectSuccessToast(page, 'PUT', /^\/api\/applications\/[^/]+$/, () => dialog.getByRole('button', { name: 'Reject' }).click());
    expect(rejected).toBe('Application rejected successfully');

    await page.goto('/insights');
    await page.getByRole('combobox', { name: 'Job' }).selectOption({ label: title });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download AI audit' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^ai-audit-${jobId}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    const audit = JSON.parse(await readFile((await download.path())!, 'utf8')) as AiAuditExport;
    expect(audit.kind).toBe('hirewise.ai-audit');
    expect(audit.decisions.find((d) => d.to === 'rejected')).toMatchObject({ reviewConfirmed: true });
    expect(audit.humanInterviewRequests).toEqual([expect.objectContaining({ handledAt: expect.any(String) })]);
    expect(session.errors).toEqual([]);
  });
}
