import type { Browser, Page } from 'playwright-core';
import type { SignupRequest } from '@hirewise/contracts';
import { launchBrowser, openPage, uniqueEmail, type Session, type Viewport } from './browser';
import { startWebStack, STACK_START_TIMEOUT_MS, type RunningStack } from './stack';

export const PASSWORD = 'Secret#2026';

export interface E2eContext {
  viewport: Viewport;
  tag: 'desktop' | 'mobile';
  stack: RunningStack;
  browser: Browser;
  /** A fresh browser context per test: no stored session. */
  session: Session;
  page: Page;
  /** An applicant account created through the API before the tests, for the login scenarios. */
  existing: { name: string; email: string; password: string };
}

/** Registers the hooks of a spec file and returns the context they fill in. */
export function useE2eContext(viewport: Viewport, tag: 'desktop' | 'mobile'): E2eContext {
  const ctx = { viewport, tag, existing: { name: 'Meera Iyer', email: uniqueEmail(`meera.${tag}`), password: PASSWORD } } as E2eContext;

  beforeAll(async () => {
    ctx.stack = await startWebStack();
    ctx.browser = await launchBrowser();
    const body: SignupRequest = { type: 'applicant', ...ctx.existing, education: [], skills: [] };
    const res = await fetch(`${ctx.stack.baseUrl}/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`could not create the login account: ${res.status} ${await res.text()}`);
  }, STACK_START_TIMEOUT_MS);

  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.stack?.stop();
  }, 60_000);

  beforeEach(async () => {
    ctx.session = await openPage(ctx.browser, viewport, ctx.stack.baseUrl);
    ctx.page = ctx.session.page;
  });

  afterEach(async () => {
    await ctx.session.context.close();
  });

  return ctx;
}
