import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, type Session, type Viewport } from './browser';
import { startWebStack, STACK_START_TIMEOUT_MS, type RunningStack, type StackMode } from './stack';

export interface HiringContext {
  mode: StackMode;
  stack: RunningStack;
  browser: Browser;
  /** A fresh browser context (no session) at this viewport, closed after the spec file. */
  open(viewport: Viewport): Promise<Session>;
}

/**
 * One stack and one browser per spec file; the journey's steps share pages (the recruiter's and
 * the applicant's), so contexts live until the file ends.
 */
export function useHiringContext(mode: StackMode): HiringContext {
  const sessions: Session[] = [];
  const ctx = {
    mode,
    open: async (viewport: Viewport) => {
      const session = await openPage(ctx.browser, viewport, ctx.stack.baseUrl);
      sessions.push(session);
      return session;
    },
  } as HiringContext;

  beforeAll(async () => {
    ctx.stack = await startWebStack(mode);
    ctx.browser = await launchBrowser();
  }, STACK_START_TIMEOUT_MS);

  afterAll(async () => {
    for (const session of sessions) await session.context.close().catch(() => undefined);
    await ctx.browser?.close();
    await ctx.stack?.stop();
  }, 60_000);

  return ctx;
}
