import { SelfIdentificationMessages } from '@hirewise/contracts';
import { signupViaApi, postJobViaApi } from './api';
import { signIn } from './app';
import { DESKTOP, MOBILE, screenshot, uniqueEmail } from './browser';
import type { HiringContext } from './hiring.context';
import { expectSuccessToast, overflowsSideways } from './hiring.helpers';

const PASSWORD = 'Fair-browser-pass-1';

/**
 * Issue 21 in the browser (the parts built so far): an applicant answers the voluntary
 * self-identification on the profile; the recruiter opens Hiring insights from My jobs and reads the
 * funnel and the adverse-impact report for the job, on a desktop and a phone.
 */
export function fairnessJourney(ctx: HiringContext): void {
  const recruiter = { email: uniqueEmail('fair-recruiter'), password: PASSWORD, name: 'Fatima Recruiter' };
  let jobId = '';

  beforeAll(async () => {
    const { token } = await signupViaApi(ctx.stack.baseUrl, { type: 'recruiter', ...recruiter });
    jobId = await postJobViaApi(ctx.stack.baseUrl, token, { title: 'Fairness Analyst', maxApplicants: 20 });
  });

  it('an applicant answers the self-identification on the profile, and applies', async () => {
    const applicant = { email: uniqueEmail('fair-applicant'), password: PASSWORD, name: 'Farah Applicant' };
    const { token } = await signupViaApi(ctx.stack.baseUrl, { type: 'applicant', ...applicant, skills: ['SQL'] });
    const session = await ctx.open(DESKTOP);
    const { page } = session;
    await signIn(page, applicant, 'applicant');
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Voluntary self-identification' });
    await section.getByText('Recruiters never see your answers', { exact: false }).waitFor();
    await section.getByRole('combobox', { name: 'Sex' }).selectOption('female');
    await section.getByRole('combobox', { name: 'Race or ethnicity' }).selectOption('asian');
    await section.getByRole('combobox', { name: 'Age' }).selectOption('prefer-not-to-say');
    const message = await expectSuccessToast(page, 'PUT', '/api/user/self-identification', () => section.getByRole('button', { name: 'Save answers' }).click());
    expect(message).toBe(SelfIdentificationMessages.saved);
    await page.reload();
    expect(await page.getByRole('region', { name: 'Voluntary self-identification' }).getByRole('combobox', { name: 'Sex' }).inputValue()).toBe('female');
    const applied = await fetch(`${ctx.stack.baseUrl}/api/jobs/${jobId}/applications`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify({ sop: 'Hello' }) });
    expect(applied.status).toBe(201);
  });

  it('the recruiter opens Hiring insights from My jobs: the funnel, the scores and the report for the job', async () => {
    const session = await ctx.open(DESKTOP);
    const { page } = session;
    await signIn(page, recruiter, 'recruiter');
    await page.getByRole('link', { name: 'Hiring insights' }).click();
    await page.waitForURL((url) => url.pathname === '/insights');
    await page.getByRole('heading', { level: 1, name: 'Hiring insights' }).waitFor();
    await page.getByRole('combobox', { name: 'Job' }).selectOption({ label: 'Fairness Analyst' });
    await page.getByText(/^1 candidate,|^1 candidate\./).waitFor();
    await page.getByRole('figure', { name: 'Applications that reached each stage' }).locator('svg').first().waitFor();
    const table = page.getByRole('table', { name: 'Sex: selection rate and impact ratio per stage' });
    expect(await table.getByRole('row', { name: /^Female/ }).textContent()).toContain('too few to judge');
    // The recruiter's view names no one: the applicant's name is not on the page.
    expect(await page.getByText('Farah Applicant').count()).toBe(0);
    expect(session.errors).toEqual([]);
    await screenshot(page, 'insights-desktop');

    const phone = await ctx.open(MOBILE);
    await signIn(phone.page, recruiter, 'recruiter');
    await phone.page.goto('/insights');
    await phone.page.getByRole('figure', { name: 'AI interview scores in tens' }).locator('svg').first().waitFor();
    await phone.page.getByRole('table', { name: 'Sex: selection rate and impact ratio per stage' }).waitFor();
    expect(await overflowsSideways(phone.page)).toBe(false);
    await screenshot(phone.page, 'insights-mobile');
  });
}
