import { ApplicationMessages, NOTIFICATION_TYPE_LABELS } from '@hirewise/contracts';
import { postJobViaApi, signupViaApi } from './api';
import { bell, openMenu, signIn, toast } from './app';
import { DESKTOP, MOBILE, screenshot, uniqueEmail, type Session } from './browser';
import { PASSWORD } from './context';
import { applicationIdViaApi } from './files.api';
import { card, expectSuccessToast, overflowsSideways } from './hiring.helpers';
import type { HiringContext } from './hiring.context';
import { textLink, waitForMail, type Mail } from './mailbox';
import { bellItem, bellPopover, openBell, waitForUnread } from './notifications.helpers';
import { typeAnswer } from './interview.video.scenarios';
import { withScreenshotOnFailure } from './a11y/audit.scenarios';

/** One question (the interview journeys cover more): the answer is typed. */
const ANSWERS = ['I keep each service behind a typed contract and test the boundary with the real broker.'];

/** Long enough for one poll of the bell (30 s) plus the steps around it. */
const POLL_TEST_MS = 120_000;

/**
 * Issue 18's journey in the browser (embedded mode): an applicant applies; the recruiter, told by
 * the bell, shortlists after confirming; the applicant's bell counts up without a reload, the
 * popover shows "Shortlisted: <title>" and the email arrives as an .eml file with the link to the
 * interview; the applicant takes the interview from the notification; the recruiter's bell then
 * shows "Interview completed: <title>". Also: /notifications with Mark all as read, the bell and the
 * drawer's row on a phone, and the email's one-click unsubscribe page, opened logged out.
 */
export function notificationsJourney(ctx: HiringContext): void {
  const marker = `Nt${Math.random().toString(36).slice(2, 7)}`;
  const title = `Backend Engineer ${marker}`;
  const recruiter = { name: 'Anita Desai', email: uniqueEmail('anita'), password: PASSWORD };
  const applicant = { name: 'Varun Iyer', email: uniqueEmail('varun'), password: PASSWORD };
  let applicantToken = '';
  let jobId = '';
  let applicationId = '';
  let shortlistMail: Mail;
  let applicantTab: Session;
  let recruiterTab: Session;
  const sessions: Session[] = [];

  beforeAll(async () => {
    const base = ctx.stack.baseUrl;
    const { token } = await signupViaApi(base, { type: 'recruiter', ...recruiter, bio: '', contactNumber: '' });
    applicantToken = (await signupViaApi(base, { type: 'applicant', ...applicant, education: [], skills: ['Node.js', 'PostgreSQL'] })).token;
    // The job asks for an interview: the shortlist notification and its email lead straight to it.
    jobId = await postJobViaApi(base, token, { title, jobType: 'Full Time', salary: 90000, duration: 0, skillsets: ['Node.js', 'PostgreSQL'], interviewQuestions: ANSWERS.length, requiresInterview: true });
    applicantTab = await ctx.open(DESKTOP);
    sessions.push(applicantTab);
    await signIn(applicantTab.page, applicant, 'applicant');
  });

  afterAll(() => {
    for (const session of sessions) expect(session.errors).toEqual([]);
  });

  it('the applicant applies from the jobs; the bell starts at 0', async () => {
    const { page } = applicantTab;
    await bell(page, 0).waitFor();
    const search = page.getByRole('combobox', { name: 'Search jobs' });
    await search.fill(marker);
    await search.press('Enter');
    const tile = card(page, title);
    await tile.getByRole('button', { name: 'Apply' }).click();
    const apply = page.getByRole('dialog', { name: `Apply for ${title}` });
    await apply.getByLabel(/^Statement of Purpose/).fill('Six years of Node.js services on PostgreSQL.');
    expect(await expectSuccessToast(page, 'POST', /\/api\/jobs\/[^/]+\/applications$/, () => apply.getByRole('button', { name: 'Submit' }).click())).toBe(ApplicationMessages.applied);
    await tile.locator('[data-status="applied"]').waitFor();
    applicationId = await applicationIdViaApi(ctx.stack.baseUrl, applicantToken, jobId);
  });

  it('the recruiter signs in to a bell with the new application, follows it and shortlists after confirming', async () => {
    recruiterTab = await ctx.open(DESKTOP);
    sessions.push(recruiterTab);
    const { page } = recruiterTab;
    await signIn(page, recruiter, 'recruiter');
    await waitForUnread(page, 1);
    const popover = await openBell(page);
    // Opening it marks it read and goes to its screen: the job's applications.
    await bellItem(popover, `New application: ${title}`, true).click();
    await page.waitForURL((url) => url.pathname === `/job/applications/${jobId}`);
    await bell(page, 0).waitFor();

    const applicantCard = card(page, applicant.name);
    await applicantCard.getByRole('button', { name: 'Shortlist' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.waitFor();
    const message = await expectSuccessToast(page, 'PUT', /^\/api\/applications\/[^/]+$/, () => confirm.getByRole('button', { name: 'Shortlist', exact: true }).click());
    expect(message).toBe(ApplicationMessages.statusUpdated('shortlisted'));
    await confirm.waitFor({ state: 'detached' });
    await applicantCard.locator('[data-status="shortlisted"]').waitFor();
  }, POLL_TEST_MS);

  it("the applicant's bell counts up without a reload; the popover shows Shortlisted first, unread", async () => {
    const { page } = applicantTab;
    // Set in this document: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
    // The confirmation of the application and the shortlist.
    await waitForUnread(page, 2);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await page.getByTestId('unread-badge').textContent()).toBe('2');

    const popover = await openBell(page);
    const items = popover.getByRole('listitem');
    expect(await items.count()).toBe(2);
    expect(await items.first().textContent()).toContain(`Shortlisted: ${title}`);
    await bellItem(popover, `Shortlisted: ${title}`, true).waitFor();
    await bellItem(popover, `Application sent: ${title}`, true).waitFor();
    await popover.getByText('The next step is an AI interview', { exact: false }).waitFor();
    await popover.getByRole('link', { name: 'See all' }).waitFor();
    await screenshot(page, 'notifications-bell-desktop');
  }, POLL_TEST_MS);

  it('the email arrives (an .eml in DATA_DIR/mail): subject, greeting, and the link to the interview', async () => {
    shortlistMail = await waitForMail(ctx.stack.dataDir, applicant.email, (mail) => mail.parsed.subject === `Shortlisted: ${title}`);
    const text = shortlistMail.parsed.text ?? '';
    expect(text).toContain(`Hi ${applicant.name},`);
    expect(text).toContain(`You were shortlisted for “${title}”. The next step is an AI interview: take it when you are ready.`);
    const open = textLink(shortlistMail, 'Open Hirewise');
    // The gateway the stack serves (its own address: no PUBLIC_URL is set), at the interview's route.
    expect(open.port).toBe(new URL(ctx.stack.baseUrl).port);
    expect(open.pathname).toBe(`/interview/${jobId}/${applicationId}`);
    expect(shortlistMail.parsed.html).toContain(`href="${open.href}"`);
    // One-click unsubscribe (RFC 8058) for mail programs; mailparser reshapes List-* headers, so the raw head is read.
    const head = (shortlistMail.raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
    expect(head).toMatch(/^List-Unsubscribe: <https?:\/\/[^/>]+\/api\/notifications\/unsubscribe\?token=[^>]+>\r?$/im);
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/im);
    // The confirmation of the application came by email too.
    await waitForMail(ctx.stack.dataDir, applicant.email, (mail) => mail.parsed.subject === `Application sent: ${title}`);
  });

  it('the applicant takes the interview from the notification, which is then read', async () => {
    const { page } = applicantTab;
    const shown = bellPopover(page);
    const popover = (await shown.isVisible()) ? shown : await openBell(page);
    await bellItem(popover, `Shortlisted: ${title}`, true).click();
    // Where the email's link leads too.
    await page.waitForURL((url) => url.pathname === textLink(shortlistMail, 'Open Hirewise').pathname);
    await bell(page, 1).waitFor();

    await withScreenshotOnFailure(page, 'notifications-interview-failed', async () => {
      await page.getByTestId('device-check').waitFor();
      // The page starts once the (fake) camera shows a picture and the microphone is heard.
      await page.waitForFunction(() => (document.querySelector<HTMLVideoElement>('[data-testid="camera-preview"]')?.videoWidth ?? 0) > 0);
      await page.waitForFunction(() => Number(document.querySelector('[data-testid="mic-level"]')?.getAttribute('data-level') ?? 0) > 0);
      await page.getByText('I understand what is recorded').click();
      await page.getByRole('button', { name: 'Start Interview' }).click();
      for (const [index, answer] of ANSWERS.entries()) {
        await page.getByText(`Question ${index + 1} of ${ANSWERS.length}`).waitFor({ timeout: 20_000 });
        await typeAnswer(page, answer);
        if (index < ANSWERS.length - 1) await page.getByRole('button', { name: 'Next Question' }).click();
      }
      const [complete] = await Promise.all([
        page.waitForResponse((res) => res.url().endsWith(`/api/applications/${applicationId}/interview-complete`), { timeout: 30_000 }),
        page.getByRole('button', { name: 'Complete Interview' }).click(),
      ]);
      expect(complete.status()).toBe(200);
      await toast(page, 'Interview completed and saved successfully!').first().waitFor();
      await page.getByTestId('interview-summary').waitFor();
    });
  });

  it("the recruiter's bell shows Interview completed; See all, then Mark all as read on /notifications", async () => {
    const { page } = recruiterTab;
    await waitForUnread(page, 1);
    const popover = await openBell(page);
    await bellItem(popover, `Interview completed: ${title}`, true).waitFor();
    await popover.getByText(`${applicant.name} completed the AI interview for “${title}”.`, { exact: false }).waitFor();
    await bellItem(popover, `New application: ${title}`, false).waitFor();

    await popover.getByRole('link', { name: 'See all' }).click();
    await page.waitForURL((url) => url.pathname === '/notifications');
    await popover.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    const completed = card(page, `Interview completed: ${title}`);
    await completed.getByRole('button', { name: 'Mark as read' }).waitFor();
    await card(page, `New application: ${title}`).waitFor();
    await screenshot(page, 'notifications-page-desktop');

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await bell(page, 0).waitFor();
    await completed.getByRole('button', { name: 'Mark as read' }).waitFor({ state: 'detached' });
    expect(await page.getByTestId('unread-badge').count()).toBe(0);
    expect(await page.getByTestId('unread-dot').count()).toBe(0);
    await page.getByText('Unread only', { exact: true }).click();
    await page.getByText('No unread notifications', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('unread')).toBe('1');
  }, POLL_TEST_MS);

  it("on a phone: the bell in the bar, its popover fits the screen, and the drawer's Notifications row", async () => {
    const phone = await ctx.open(MOBILE);
    sessions.push(phone);
    const { page } = phone;
    await signIn(page, applicant, 'applicant');
    // The confirmation of the application is still unread; the shortlist was opened.
    await bell(page, 1).waitFor();
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true);
    const popover = await openBell(page);
    await bellItem(popover, `Application sent: ${title}`, true).waitFor();
    await bellItem(popover, `Shortlisted: ${title}`, false).waitFor();
    await popover.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    const box = await popover.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= MOBILE.width).toBe(true);
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'notifications-bell-mobile');
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'hidden' });

    const drawer = await openMenu(page, MOBILE);
    await drawer.getByRole('link', { name: 'Notifications (1)', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/notifications');
    await card(page, `Application sent: ${title}`).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'notifications-page-mobile');
  });

  it("the email's unsubscribe link works logged out, and the profile shows that email turned off", async () => {
    const guest = await ctx.open(MOBILE);
    sessions.push(guest);
    const unsubscribe = textLink(shortlistMail, 'Stop these emails (one click)');
    expect(unsubscribe.pathname).toBe('/unsubscribe');
    await guest.page.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
    await guest.page.getByRole('heading', { level: 1, name: 'You are unsubscribed' }).waitFor();
    await guest.page.getByText(`You will no longer get emails for: ${NOTIFICATION_TYPE_LABELS['application.shortlisted']}`).waitFor();
    expect(await guest.page.getByRole('link', { name: 'Manage all email settings' }).getAttribute('href')).toBe('/profile#notifications');
    expect(new URL(guest.page.url()).pathname).toBe('/unsubscribe');
    await screenshot(guest.page, 'notifications-unsubscribe-mobile');

    const { page } = applicantTab;
    await page.goto('/profile#notifications');
    const settings = page.getByRole('region', { name: 'Email notifications' });
    await settings.getByText(NOTIFICATION_TYPE_LABELS['application.shortlisted'], { exact: true }).waitFor();
    expect(await settings.getByLabel(NOTIFICATION_TYPE_LABELS['application.shortlisted']).isChecked()).toBe(false);
    expect(await settings.getByLabel(NOTIFICATION_TYPE_LABELS['application.received']).isChecked()).toBe(true);
  });
}
