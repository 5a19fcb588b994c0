import type { Page } from 'playwright-core';
import { ApplicationMessages } from '@hirewise/contracts';
import { postJobViaApi, signupViaApi } from '../api';
import { bell, toast } from '../app';
import { bellPopover } from '../notifications.helpers';
import { DESKTOP, uniqueEmail, type Session } from '../browser';
import { PASSWORD } from '../context';
import { applicationIdViaApi, setStatusViaApi } from '../files.api';
import { card } from '../hiring.helpers';
import type { HiringContext } from '../hiring.context';
import { audit, type AuditLog } from './audit';
import { countPointerInput, expectFocusOn, expectFocusTrapped, focusedLabel, pointerInputs, tabTo } from './keyboard';
import { openAs, type A11yWorld } from './world';

const SOP = 'I have built accessible React forms for five years and test them with a screen reader.';
const ANSWERS = [
  'I split the app by feature, keep shared types in one package and test each boundary.',
  'I measure first, then cache hot reads and stream large responses.',
  'I write a failing test, make the smallest fix and keep the test.',
];

/** One applicant and one job of their own, shared by the apply and the interview journeys. */
interface KeyboardJourney {
  applicant: { name: string; email: string; password: string; token: string };
  title: string;
  jobId: string;
  tab: Session;
}

const journeys = new WeakMap<HiringContext, KeyboardJourney>();

async function journeyFor(ctx: HiringContext, world: A11yWorld): Promise<KeyboardJourney> {
  const existing = journeys.get(ctx);
  if (existing) return existing;
  const base = ctx.stack.baseUrl;
  const applicant = { name: 'Keya Bose', email: uniqueEmail('keya'), password: PASSWORD, token: '' };
  applicant.token = (await signupViaApi(base, { type: 'applicant', name: applicant.name, email: applicant.email, password: PASSWORD, education: [], skills: ['Node.js'] })).token;
  const title = `Accessibility Engineer Kb${Math.random().toString(36).slice(2, 7)}`;
  const jobId = await postJobViaApi(base, world.recruiter.token, { title, jobType: 'Full Time', salary: 70000, duration: 0, skillsets: ['Node.js', 'PostgreSQL'], interviewQuestions: 3 });
  const tab = await ctx.open(DESKTOP);
  await countPointerInput(tab.context);
  const journey = { applicant, title, jobId, tab };
  journeys.set(ctx, journey);
  return journey;
}

async function pressEnterOn(page: Page, name: string): Promise<void> {
  expect(await focusedLabel(page)).toContain(name);
  await page.keyboard.press('Enter');
}

/**
 * Issue 8: the whole apply flow with the keyboard alone (Tab, Shift+Tab, Enter, Escape, typing):
 * log in, go to the jobs, search, open the apply dialog, write the statement of purpose, submit,
 * find it in Applications. Every stop on the way has a visible focus indicator and comes in
 * reading order; the dialog keeps focus while open and gives it back to Apply when it closes.
 */
export function keyboardApply(ctx: HiringContext, world: () => A11yWorld, log: AuditLog): void {
  let j: KeyboardJourney;

  beforeAll(async () => {
    j = await journeyFor(ctx, world());
  });

  afterAll(async () => {
    expect(j.tab.errors).toEqual([]);
    expect(await pointerInputs(j.tab.page)).toBe(0);
  });

  it('logs in: Tab to Email and Password, type, Enter submits', async () => {
    const { page } = j.tab;
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await tabTo(page, page.getByLabel(/^Email/));
    await page.keyboard.type(j.applicant.email);
    await tabTo(page, page.getByLabel(/^Password/));
    await page.keyboard.type(j.applicant.password);
    await page.keyboard.press('Enter');
    // Issue 18: an applicant lands on the jobs.
    await page.waitForURL((url) => url.pathname === '/home');
  });

  it('after the login focus is on the jobs; Shift+Tab reaches the bell: Enter opens its popover, Escape closes it and gives focus back', async () => {
    const { page } = j.tab;
    await expectFocusOn(page.getByRole('main'));
    const trigger = bell(page, 0);
    await tabTo(page, trigger, 'Shift+Tab');
    await page.keyboard.press('Enter');
    const popover = bellPopover(page);
    await popover.getByText('No notifications yet').waitFor();
    // Focus moves into the popover.
    await page.waitForFunction(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    await audit(page, log, 'applicant: notification bell popover', '1280x800');
    // A screen reader announces it by its title.
    const named = await page.getByRole('dialog', { name: 'Notifications' }).count();
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'hidden' });
    await expectFocusOn(trigger);
    expect({ dialogsNamedNotifications: named }).toEqual({ dialogsNamedNotifications: 1 });
  });

  it('Shift+Tab on to the menu, Enter on Applications, then on Home; search with Enter', async () => {
    const { page } = j.tab;
    const menu = page.getByRole('navigation', { name: 'Main' });
    await tabTo(page, menu.getByRole('link', { name: 'Applications', exact: true }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/applications');
    await expectFocusOn(page.getByRole('main'));
    await tabTo(page, menu.getByRole('link', { name: 'Home', exact: true }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/home');
    await expectFocusOn(page.getByRole('main'));
    await card(page, world().titles.open).waitFor();
    await tabTo(page, page.getByRole('combobox', { name: 'Search jobs' }));
    await page.keyboard.type(j.title);
    await page.keyboard.press('Enter');
    // The search is a navigation (/home?q=...): the old list can stay up a moment, then a loading
    // state without cards; wait for the answer itself, the one card of the job.
    await page.waitForFunction((title) => {
      const cards = Array.from(document.querySelectorAll('article'));
      return cards.length === 1 && cards[0].getAttribute('aria-label') === title;
    }, j.title);
    expect(await page.getByRole('article').count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('q')).toBe(j.title);
  });

  it('opens the apply dialog with Enter: focus moves into it, stays inside on Tab, and Escape gives it back to Apply', async () => {
    const { page } = j.tab;
    const applyButton = card(page, j.title).getByRole('button', { name: 'Apply' });
    await tabTo(page, applyButton);
    await pressEnterOn(page, 'Apply');
    const dialog = page.getByRole('dialog', { name: `Apply for ${j.title}` });
    await dialog.waitFor();
    // Focus starts where the user writes.
    await expectFocusOn(dialog.getByLabel(/^Statement of Purpose/));
    // Textarea, Cancel, Submit, close: eight presses go round more than once.
    await expectFocusTrapped(page, dialog, 8);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectFocusOn(applyButton);
  });

  it('applies: types the statement of purpose, Tab to Submit, Enter; the dialog closes, the tile shows Applied and focus stays on the job', async () => {
    const { page } = j.tab;
    const applyButton = card(page, j.title).getByRole('button', { name: 'Apply' });
    await pressEnterOn(page, 'Apply');
    const dialog = page.getByRole('dialog', { name: `Apply for ${j.title}` });
    await dialog.waitFor();
    await tabTo(page, dialog.getByLabel(/^Statement of Purpose/));
    await page.keyboard.type(SOP);
    await dialog.getByText(`${SOP.split(' ').length}/250`).waitFor();
    await tabTo(page, dialog.getByRole('button', { name: 'Submit' }));
    const [response] = await Promise.all([
      page.waitForResponse((res) => res.request().method() === 'POST' && /\/api\/jobs\/[^/]+\/applications$/.test(new URL(res.url()).pathname)),
      page.keyboard.press('Enter'),
    ]);
    expect(response.status()).toBe(201);
    await toast(page, ApplicationMessages.applied).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    // Issue 18: the tile now shows the status instead of Apply; focus must stay on the job, not fall to the page.
    const tile = card(page, j.title);
    await tile.locator('[data-status="applied"]').waitFor();
    expect(await applyButton.count()).toBe(0);
    await page.waitForLoadState('networkidle');
    const focus = await tile.evaluate((el) => (el.contains(document.activeElement) ? 'on the job' : `on ${document.activeElement?.outerHTML.slice(0, 120) ?? 'nothing'}`));
    expect(focus).toBe('on the job');
  });

  it('Shift+Tab back to the menu, Enter on Applications: the application is listed as Applied', async () => {
    const { page } = j.tab;
    await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Applications', exact: true }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/applications');
    await expectFocusOn(page.getByRole('main'));
    const application = card(page, j.title);
    await application.waitFor();
    expect(await application.locator('[data-status]').textContent()).toBe('Applied');
    await audit(page, log, 'applicant: applications after a keyboard apply', '1280x800');
  });
}

/**
 * The video interview with the keyboard alone: Take Interview (Enter), the consent checkbox (Space),
 * Start (Enter), each answer typed into the answer box and submitted with Enter, Next Question,
 * Complete Interview; axe on the question, the evaluation and the summary. Then the recruiter's
 * results dialog: audited, focus kept inside, Escape returns it to the button that opened it.
 */
export function keyboardInterview(ctx: HiringContext, world: () => A11yWorld, log: AuditLog): void {
  let j: KeyboardJourney;

  beforeAll(async () => {
    j = await journeyFor(ctx, world());
    // The recruiter shortlists the application the apply journey made.
    const applicationId = await applicationIdViaApi(ctx.stack.baseUrl, j.applicant.token, j.jobId);
    await setStatusViaApi(ctx.stack.baseUrl, world().recruiter.token, applicationId, 'shortlisted');
  });

  afterAll(async () => {
    expect(j.tab.errors).toEqual([]);
    expect(await pointerInputs(j.tab.page)).toBe(0);
  });

  it('Take Interview with Enter, consent with Space, Start Interview with Enter', async () => {
    const { page } = j.tab;
    // The shortlist happened elsewhere: the page is reloaded (as the browser's reload key would).
    await page.reload();
    const take = card(page, j.title).getByRole('button', { name: 'Take Interview' });
    await take.waitFor();
    await tabTo(page, take);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith(`/interview/${j.jobId}/`));
    await page.getByTestId('device-check').waitFor();
    const consent = page.getByRole('checkbox', { name: /^I understand what is recorded/ });
    await tabTo(page, consent);
    await page.keyboard.press('Space');
    expect(await consent.isChecked()).toBe(true);
    const start = page.getByRole('button', { name: 'Start Interview' });
    await tabTo(page, start);
    await page.keyboard.press('Enter');
    await page.getByTestId('question-text').waitFor({ timeout: 20_000 });
    await audit(page, log, 'applicant: video interview question', '1280x800');
  });

  it('answers three questions by typing; Enter on Submit Typed Answer, Next Question and Complete Interview', async () => {
    const { page } = j.tab;
    for (const [index, answer] of ANSWERS.entries()) {
      await page.getByText(`Question ${index + 1} of 3`).waitFor();
      await page.getByTestId('question-text').waitFor({ timeout: 20_000 });
      await tabTo(page, page.getByLabel('Or type your answer'));
      await page.keyboard.type(answer);
      await tabTo(page, page.getByRole('button', { name: 'Submit Typed Answer' }));
      await page.keyboard.press('Enter');
      await page.getByTestId('evaluation').waitFor({ timeout: 20_000 });
      if (index === 0) await audit(page, log, 'applicant: video interview evaluation', '1280x800');
      const next = page.getByRole('button', { name: index < ANSWERS.length - 1 ? 'Next Question' : 'Complete Interview' });
      await tabTo(page, next);
      if (index < ANSWERS.length - 1) {
        await page.keyboard.press('Enter');
        continue;
      }
      const [saved] = await Promise.all([
        page.waitForResponse((res) => new URL(res.url()).pathname.endsWith('/interview-complete'), { timeout: 30_000 }),
        page.keyboard.press('Enter'),
      ]);
      expect(saved.status()).toBe(200);
    }
    await page.getByTestId('interview-summary').waitFor();
    expect(await page.getByTestId('summary-item').count()).toBe(3);
    await audit(page, log, 'applicant: video interview summary', '1280x800');
  });

  it("the recruiter's Interview Results dialog: audited, keeps focus, Escape returns it to the button", async () => {
    const recruiterTab = await openAs(ctx.browser, ctx.stack.baseUrl, DESKTOP, world().recruiter);
    try {
      const { page } = recruiterTab;
      await page.goto(`/job/applications/${j.jobId}`);
      const open = card(page, j.applicant.name).getByRole('button', { name: /^View Interview Results/ });
      await open.waitFor();
      await tabTo(page, open);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Interview Results' });
      await dialog.getByTestId('results-item').first().waitFor();
      await audit(page, log, 'recruiter: interview results dialog', '1280x800');
      await expectFocusTrapped(page, dialog, 8);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expectFocusOn(open);
      expect(recruiterTab.errors).toEqual([]);
    } finally {
      await recruiterTab.context.close();
    }
  });
}
