import { ApplicationMessages, publicJobPath } from '@hirewise/contracts';
import { postJobViaApi, signupViaApi } from './api';
import { signIn, toast } from './app';
import { DESKTOP, MOBILE, screenshot, uniqueEmail, type Session } from './browser';
import { PASSWORD } from './context';
import { answerTo, card, overflowsSideways } from './hiring.helpers';
import type { HiringContext } from './hiring.context';

/**
 * Issue 19's journey: an applicant searches with a typo ("javscript"), finds the job with the
 * matched word marked, opens its public page, shares its link (copied to the clipboard) and applies
 * from the page. Someone signed out opens the shared link on a phone, reads the job and is sent to
 * log in by Apply, then back to the page.
 */
export function jobPageJourney(ctx: HiringContext): void {
  const marker = `Jp${Math.random().toString(36).slice(2, 7)}`;
  const title = `JavaScript Developer ${marker}`;
  const company = `Lotus ${marker} Software`;
  const recruiter = { name: 'Kiran Shah', email: uniqueEmail('kiran'), password: PASSWORD };
  const applicant = { name: 'Divya Menon', email: uniqueEmail('divya'), password: PASSWORD };
  const reader = { name: 'Sahil Jain', email: uniqueEmail('sahil'), password: PASSWORD };
  let jobId = '';
  const sessions: Session[] = [];

  beforeAll(async () => {
    const base = ctx.stack.baseUrl;
    const { token } = await signupViaApi(base, { type: 'recruiter', ...recruiter, bio: '', contactNumber: '', companyName: company });
    await signupViaApi(base, { type: 'applicant', ...applicant, education: [], skills: ['JavaScript'] });
    await signupViaApi(base, { type: 'applicant', ...reader, education: [], skills: [] });
    jobId = await postJobViaApi(base, token, {
      title,
      jobType: 'Full Time',
      salary: 85000,
      duration: 0,
      skillsets: ['JavaScript', 'React'],
      description: '<h2>About the role</h2><p>Build the <strong>hiring tools</strong> our customers use every day.</p><ul><li>React and TypeScript</li><li>Accessible interfaces</li></ul>',
      location: { city: 'Pune', country: 'India' },
    });
  });

  afterAll(() => {
    for (const session of sessions) expect(session.errors).toEqual([]);
  });

  it('a search with a typo finds the job, with the matched words marked; its title opens the public page', async () => {
    const session = await ctx.open(DESKTOP);
    sessions.push(session);
    const { page, context } = session;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.stack.baseUrl });
    await signIn(page, applicant, 'applicant');
    const search = page.getByRole('combobox', { name: 'Search jobs' });
    await search.fill(`javscript ${marker}`);
    await answerTo(page, 'GET', '/api/jobs', () => search.press('Enter'));
    const tile = card(page, title);
    await tile.waitFor();
    expect((await tile.locator('mark').allTextContents()).map((t) => t.toLowerCase())).toContain('javascript');
    expect(await tile.textContent()).toContain(company);
    await screenshot(page, 'job-search-typo-desktop');

    await tile.getByRole('link', { name: title }).click();
    await page.waitForURL((url) => url.pathname === publicJobPath(jobId));
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.title()).toBe(`${title} at ${company}`);
    expect(await page.getByRole('heading', { name: 'About the role' }).isVisible()).toBe(true);
    // The JobPosting is in the HTML the server sends for the address (a search engine's first load), not
    // added by the app when it navigates there.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
    await screenshot(page, 'job-page-desktop');
  });

  it('Share copies the page\'s link; Apply sends the statement of purpose from the page', async () => {
    const { page } = sessions[0];
    await page.getByRole('button', { name: `Share ${title}` }).first().click();
    await toast(page, 'Link copied').first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${ctx.stack.baseUrl}${publicJobPath(jobId)}`);

    await page.getByRole('button', { name: 'Apply' }).click();
    const dialog = page.getByRole('dialog', { name: `Apply for ${title}` });
    await dialog.getByLabel(/Statement of Purpose/).fill('I build accessible React interfaces and would love to work on hiring tools.');
    const res = await answerTo(page, 'POST', `/api/jobs/${jobId}/applications`, () => dialog.getByRole('button', { name: 'Submit' }).click());
    expect(res.status()).toBe(201);
    await toast(page, ApplicationMessages.applied).first().waitFor();
  });

  it('signed out on a phone, the shared link shows the job; Apply asks to log in and comes back to the page', async () => {
    const session = await ctx.open(MOBILE);
    sessions.push(session);
    const { page } = session;
    await page.goto(publicJobPath(jobId));
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.getByText(company).first().isVisible()).toBe(true);
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'job-page-mobile-signed-out');

    await page.getByRole('link', { name: 'Apply' }).tap();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === publicJobPath(jobId));
    await page.getByLabel(/^Email/).fill(reader.email);
    await page.getByLabel(/^Password/).fill(reader.password);
    await page.getByRole('button', { name: 'Login' }).tap();
    await page.waitForURL((url) => url.pathname === publicJobPath(jobId));
    await page.getByRole('button', { name: 'Apply' }).waitFor();
  });

  it('an unknown job shows "Job not found"', async () => {
    const { page } = sessions[1];
    await page.goto(publicJobPath('00000000-0000-4000-8000-000000000000'));
    await page.getByRole('heading', { level: 1, name: 'Job not found' }).waitFor();
  });
}
