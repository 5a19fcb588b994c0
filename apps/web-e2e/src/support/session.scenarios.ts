import { TOAST_DURATION_MS } from '@hirewise/contracts';
import { bell, clickMenuItem, login, menuItems, NAV, signedInMenu, signIn, toast } from './app';
import { MOBILE, screenshot } from './browser';
import { PASSWORD, type E2eContext } from './context';

/** Landing, login, the toast's life time, logout, the token redirects and the other role's screens. */
export function sessionScenarios(ctx: E2eContext): void {
  const { viewport, tag } = ctx;

  it('shows the landing page with Login and Signup in the menu', async () => {
    const { page, session } = ctx;
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: /Hire smarter/ }).waitFor();
    if (viewport === MOBILE) {
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true);
    }
    expect(await menuItems(page, viewport)).toEqual([...NAV.guest]);
    // The notification bell is for signed-in users only.
    expect(await bell(page).count()).toBe(0);
    expect(await page.locator('#faq [data-scope="accordion"][data-part="item"]').count()).toBe(4);
    await screenshot(page, `landing-${tag}`);
    expect(session.errors).toEqual([]);
  });

  it('login: email is checked on blur and a bad email blocks submit with Incorrect Input', async () => {
    const { page } = ctx;
    let loginCalls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/auth/login') loginCalls += 1;
    });
    await page.goto('/login');
    const email = page.getByLabel(/^Email/);
    await email.focus();
    await email.blur();
    await page.getByText('Email is required', { exact: true }).waitFor();
    await email.fill('meera@');
    await email.blur();
    await page.getByText('Incorrect email format', { exact: true }).waitFor();
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await toast(page, 'Incorrect Input').waitFor();
    await screenshot(page, `login-validation-${tag}`);
    expect(loginCalls).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('login: a wrong password shows the server message', async () => {
    const { page, existing } = ctx;
    await login(page, { email: existing.email, password: 'wrong-password' });
    await toast(page, 'Invalid email or password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('logs in to the jobs; the toast stays through a click elsewhere and hides itself after about 2 s', async () => {
    const { page, existing } = ctx;
    await login(page, existing);
    const greeting = toast(page, 'Logged in successfully');
    await greeting.waitFor({ state: 'visible' });
    const shownAt = Date.now();
    // Issue 18: an applicant lands on the jobs (/home), not on the landing page.
    await page.waitForURL((url) => url.pathname === '/home');
    expect(await greeting.getAttribute('data-type')).toBe('success');
    await screenshot(page, `login-toast-${tag}`);
    await page.getByRole('heading', { level: 1 }).click();
    expect(await greeting.isVisible()).toBe(true);
    await greeting.waitFor({ state: 'detached', timeout: TOAST_DURATION_MS + 3000 });
    const visibleFor = Date.now() - shownAt;
    expect(visibleFor).toBeGreaterThanOrEqual(TOAST_DURATION_MS - 300);
    expect(visibleFor).toBeLessThan(TOAST_DURATION_MS + 2500);
    expect(await menuItems(page, viewport)).toEqual(signedInMenu('applicant', viewport));
    // The bell sits in the bar at every width; nothing has happened to this account yet.
    expect(await bell(page, 0).isVisible()).toBe(true);
    expect(await page.getByTestId('unread-badge').count()).toBe(0);
  });

  it('logs out from the menu: "You are logged out", then the login page (never an empty screen)', async () => {
    const { page, existing } = ctx;
    await signIn(page, existing, 'applicant');
    await page.getByRole('heading', { level: 1, name: 'Jobs' }).waitFor();
    // The notice may show for a moment only (until the login screen's code is there): every
    // text the page shows on the way is recorded, and the page is never without a heading.
    await page.evaluate(() => {
      const w = window as unknown as { __texts: string[]; __blank: string[] };
      w.__texts = [];
      w.__blank = [];
      new MutationObserver(() => {
        const main = document.querySelector('main');
        w.__texts.push(main?.textContent ?? '');
        if (!main?.querySelector('h1, h2')) w.__blank.push(`${location.pathname}: ${main?.innerHTML.slice(0, 300) ?? 'no main'}`);
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await clickMenuItem(page, viewport, 'Logout');
    await toast(page, 'Logged out successfully').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __texts: string[]; __blank: string[] };
      return { texts: w.__texts, blank: w.__blank };
    });
    expect(seen.texts.some((text) => text.includes('You are logged out'))).toBe(true);
    expect(seen.blank).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await menuItems(page, viewport)).toEqual([...NAV.guest]);
    expect(await bell(page).count()).toBe(0);
    await screenshot(page, `logout-${tag}`);
  });

  it('an applicant opening a recruiter screen reads whose screen it is and goes back to the jobs', async () => {
    const { page, existing, session } = ctx;
    let refused = 0;
    page.on('response', (response) => {
      if (response.status() === 403) refused += 1;
    });
    await signIn(page, existing, 'applicant');
    for (const route of ['/addjob', '/myjobs', '/employees']) {
      await page.goto(route);
      await page.getByRole('heading', { level: 1, name: 'This page is for recruiters' }).waitFor();
    }
    expect(await toast(page, 'Error').count()).toBe(0);
    await screenshot(page, `role-notice-${tag}`);
    await page.getByRole('link', { name: 'Browse jobs' }).click();
    await page.waitForURL((url) => url.pathname === '/home');
    // Nothing was asked of the server that it would refuse.
    expect(refused).toBe(0);
    expect(session.errors).toEqual([]);
  });

  it('sends visitors without a token from /profile, /candidate and /recruiter to /login', async () => {
    const { page } = ctx;
    for (const route of ['/profile', '/candidate', '/recruiter']) {
      await page.goto(route);
      await page.waitForURL((url) => url.pathname === '/login');
    }
  });
}
