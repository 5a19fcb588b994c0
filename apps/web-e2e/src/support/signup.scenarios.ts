import type { Page, Request } from 'playwright-core';
import type { SignupRequest } from '@hirewise/contracts';
import { bell, clickMenuItem, fillCommonSignup, menuItems, signedInMenu, toast, words } from './app';
import { screenshot, uniqueEmail, unlabelledControls } from './browser';
import { PASSWORD, type E2eContext } from './context';

function signupRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/auth/signup') seen.push(request);
  });
  return seen;
}

/** Signup of both categories: validation, the request sent, the menu and profile afterwards. */
export function signupScenarios(ctx: E2eContext): void {
  const { viewport, tag } = ctx;

  it('signup: untouched required fields get their messages, Incorrect Input, and no request', async () => {
    const { page } = ctx;
    const sent = signupRequests(page);
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Signup' }).click();
    await toast(page, 'Incorrect Input').waitFor();
    for (const message of ['Name is required', 'Email is required', 'Password is required']) {
      expect(await page.getByText(message, { exact: true }).isVisible()).toBe(true);
    }
    await page.getByLabel(/^Email/).fill('not-an-email');
    await page.getByLabel(/^Email/).blur();
    await page.getByText('Incorrect email format', { exact: true }).waitFor();
    await screenshot(page, `signup-validation-${tag}`);
    expect(sent).toHaveLength(0);
    expect(await unlabelledControls(page)).toEqual([]);
    await page.getByLabel('Category').selectOption('recruiter');
    await page.getByLabel(/^Bio/).waitFor();
    expect(await unlabelledControls(page)).toEqual([]);
  });

  it('signs up an applicant with education and skills, then shows the applicant menu', async () => {
    const { page, session } = ctx;
    const sent = signupRequests(page);
    await page.goto('/signup');
    await fillCommonSignup(page, { name: 'Asha Rao', email: uniqueEmail(`asha.${tag}`), password: PASSWORD });
    await page.getByLabel('Institution name').fill('IIT Madras');
    await page.getByLabel('Start year').fill('2018');
    await page.getByRole('button', { name: 'Add education' }).click();
    const skills = page.getByPlaceholder(/e\.g\. React/);
    await skills.fill('React');
    await skills.press('Enter');
    await skills.fill('SQL');
    await page.getByRole('button', { name: 'Add skill' }).click();
    await screenshot(page, `signup-applicant-${tag}`);
    await page.getByRole('button', { name: 'Signup' }).click();
    await toast(page, 'Logged in successfully').waitFor();
    // Issue 18: a new applicant starts on the jobs.
    await page.waitForURL((url) => url.pathname === '/home');
    const body = JSON.parse(sent[0]?.postData() ?? '{}') as SignupRequest;
    expect(body).toMatchObject({ type: 'applicant', name: 'Asha Rao', skills: ['React', 'SQL'] });
    expect(body.education).toEqual([{ institutionName: 'IIT Madras', startYear: 2018 }]);
    expect(await page.evaluate(() => [localStorage.getItem('type'), Boolean(localStorage.getItem('token'))])).toEqual(['applicant', true]);
    expect(await menuItems(page, viewport)).toEqual(signedInMenu('applicant', viewport));
    expect(await bell(page, 0).isVisible()).toBe(true);
    await screenshot(page, `applicant-home-${tag}`);
    expect(session.errors).toEqual([]);
  });

  it('signs up a recruiter: bio stops at 250 words, contact number is sent with +91', async () => {
    const { page, session } = ctx;
    const sent = signupRequests(page);
    await page.goto('/signup');
    await page.getByLabel('Category').selectOption('recruiter');
    await fillCommonSignup(page, { name: 'Vikram Shah', email: uniqueEmail(`vikram.${tag}`), password: PASSWORD });
    const bio = page.getByLabel(/^Bio/);
    await bio.fill(words(251));
    expect(await bio.inputValue()).toBe('');
    await bio.fill(words(250));
    expect(await bio.inputValue()).toBe(words(250));
    await bio.press('End');
    await bio.pressSequentially(' extra');
    expect(await bio.inputValue()).toBe(`${words(250)} `);
    await page.getByText('250/250').waitFor();
    await page.getByLabel('Contact Number').fill('98765 43210');
    await screenshot(page, `signup-recruiter-${tag}`);
    await page.getByRole('button', { name: 'Signup' }).click();
    await toast(page, 'Logged in successfully').waitFor();
    // Issue 18: a new recruiter starts on their own jobs.
    await page.waitForURL((url) => url.pathname === '/myjobs');
    const body = JSON.parse(sent[0]?.postData() ?? '{}') as SignupRequest;
    expect(body).toMatchObject({ type: 'recruiter', name: 'Vikram Shah', contactNumber: '+919876543210' });
    expect(body).not.toHaveProperty('education');
    // Recruiter Agent and Resume Builder are in the recruiter's menu (the bar from lg, the drawer below).
    expect(await menuItems(page, viewport)).toEqual(signedInMenu('recruiter', viewport));
    expect(await bell(page, 0).isVisible()).toBe(true);
    await clickMenuItem(page, viewport, 'Recruiter Agent');
    await page.waitForURL((url) => url.pathname === '/recruiter');
    await page.getByRole('heading', { name: 'Job Hiring Agent' }).waitFor();
    await clickMenuItem(page, viewport, 'Resume Builder');
    await page.waitForURL((url) => url.pathname === '/resume');
    await page.getByRole('heading', { level: 1, name: 'Resume Builder' }).waitFor();

    await clickMenuItem(page, viewport, 'Profile');
    await page.waitForURL((url) => url.pathname === '/profile');
    await expect(page.getByLabel(/^Name/).inputValue()).resolves.toBe('Vikram Shah');
    await page.getByLabel(/^Bio/).fill('We build payments software for small shops.');
    const saved = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/user' && res.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Update Details' }).click();
    const response = await saved;
    const { message } = (await response.json()) as { message: string };
    expect(response.status()).toBe(200);
    await toast(page, message).waitFor();
    await screenshot(page, `recruiter-profile-${tag}`);
    expect(await unlabelledControls(page)).toEqual([]);
    expect(session.errors).toEqual([]);
  });
}
