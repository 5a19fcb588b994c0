/**
 * The gateway's Content-Security-Policy in a real browser (issue 16, docs/security.md "HTTP edge"):
 * the web app (landing page, sign-in, signed-in pages) and both API documents (swagger-ui at
 * /api/docs and the AI service's at /ai/docs) work under it, with no CSP violation reported.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot, uniqueEmail, DESKTOP, type Session } from './support/browser';
import { signupViaApi } from './support/api';
import { signIn } from './support/app';
import { startWebStack, STACK_START_TIMEOUT_MS, type RunningStack } from './support/stack';

const PASSWORD = 'Secret#2026';

/** Every CSP violation the page reports (the DOM event), recorded from the first script on. */
async function watchViolations(session: Session): Promise<void> {
  await session.context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`));
  });
}

async function violations(page: Page, session: Session): Promise<string[]> {
  const fromDom = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
  const fromConsole = session.errors.filter((e) => /Content Security Policy|Refused to/i.test(e));
  return [...fromDom, ...fromConsole];
}

describe('the Content-Security-Policy in Chromium (embedded mode)', () => {
  let stack: RunningStack;
  let browser: Browser;
  let session: Session;

  beforeAll(async () => {
    stack = await startWebStack('embedded');
    browser = await launchBrowser();
  }, STACK_START_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  beforeEach(async () => {
    session = await openPage(browser, DESKTOP, stack.baseUrl);
    await watchViolations(session);
  });

  afterEach(async () => {
    await session.context.close();
  });

  it('the landing page renders with its styles and runs its scripts, no violation', async () => {
    const { page } = session;
    const res = await page.goto('/');
    expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.getByRole('link', { name: /login/i }).first().waitFor();
    // emotion's injected <style> tags apply (a styled page, not bare HTML).
    const styledTags = await page.evaluate(() => document.querySelectorAll('style').length);
    expect(styledTags).toBeGreaterThan(0);
    await screenshot(page, 'csp-landing');
    expect(await violations(page, session)).toEqual([]);
    expect(session.errors).toEqual([]);
  });

  it('sign-in and signed-in pages work, no violation', async () => {
    const { page } = session;
    const account = { email: uniqueEmail('csp'), password: PASSWORD, name: 'Csp Tester' };
    await signupViaApi(stack.baseUrl, { type: 'applicant', ...account });
    await signIn(page, account, 'applicant');
    await page.goto('/profile');
    await page.getByText(account.email).first().waitFor();
    await screenshot(page, 'csp-profile');
    await page.goto('/candidate');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'csp-learning-agent');
    expect(await violations(page, session)).toEqual([]);
    expect(session.errors).toEqual([]);
  });

  it.each([
    ['/api/docs', 'Hirewise API'],
    ['/ai/docs', 'Hirewise AI service'],
  ])('swagger-ui at %s shows the document and its operations, no violation', async (path, title) => {
    const { page } = session;
    const res = await page.goto(path);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.locator('.swagger-ui .info .title').filter({ hasText: title }).waitFor();
    await page.locator('.opblock').first().waitFor();
    expect(await page.locator('.opblock').count()).toBeGreaterThan(3);
    // Expanding an operation (swagger-ui's own scripts and styles) works too.
    await page.locator('.opblock-summary').first().click();
    await page.locator('.opblock-body').first().waitFor();
    await screenshot(page, `csp-docs${path.replace(/\//g, '-')}`);
    expect(await violations(page, session)).toEqual([]);
    expect(session.errors).toEqual([]);
  });
});
