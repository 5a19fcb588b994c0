import { TOAST_DURATION_MS } from '@hirewise/contracts';
import { clickMenuItem, login, menuItems, NAV, toast } from './app';
import { MOBILE, screenshot } from './browser';
import { PASSWORD, type E2eContext } from './context';

/** Landing, login, the toast's life time, logout and the token redirects. */
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

  it('logs in; the toast stays through a click elsewhere and hides itself after about 2 s', async () => {
    const { page, existing } = ctx;
    await login(page, existing);
    const greeting = toast(page, 'Logged in successfully');
    await greeting.waitFor({ state: 'visible' });
    const shownAt = Date.now();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await greeting.getAttribute('data-type')).toBe('success');
    await screenshot(page, `login-toast-${tag}`);
    await page.getByRole('heading', { level: 1 }).click();
    expect(await greeting.isVisible()).toBe(true);
    await greeting.waitFor({ state: 'detached', timeout: TOAST_DURATION_MS + 3000 });
    const visibleFor = Date.now() - shownAt;
    expect(visibleFor).toBeGreaterThanOrEqual(TOAST_DURATION_MS - 300);
    expect(visibleFor).toBeLessThan(TOAST_DURATION_MS + 2500);
    expect(await menuItems(page, viewport)).toEqual([...NAV.applicant]);
  });

  it('logs out from the menu', async () => {
    const { page, existing } = ctx;
    await login(page, existing);
    await page.waitForURL((url) => url.pathname === '/');
    await clickMenuItem(page, viewport, 'Logout');
    await toast(page, 'Logged out successfully').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await menuItems(page, viewport)).toEqual([...NAV.guest]);
    await screenshot(page, `logout-${tag}`);
  });

  it('sends visitors without a token from /profile, /candidate and /recruiter to /login', async () => {
    const { page } = ctx;
    for (const route of ['/profile', '/candidate', '/recruiter']) {
      await page.goto(route);
      await page.waitForURL((url) => url.pathname === '/login');
    }
  });
}
