import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, type Session, type Viewport } from './browser';
import { startS3Server, startWebStack, STACK_START_TIMEOUT_MS, type RunningStack, type S3Server, type StackMode } from './stack';

export interface HiringContext {
  mode: StackMode;
  stack: RunningStack;
  browser: Browser;
  /** With `storage: 's3'`: the s3rver the media service keeps its files in. */
  s3?: S3Server;
  /** A fresh browser context (no session) at this viewport, closed after the spec file. */
  open(viewport: Viewport): Promise<Session>;
}

/**
 * One stack and one browser per spec file; the journey's steps share pages (the recruiter's and
 * the applicant's), so contexts live until the file ends. With `storage: 's3'` the media service
 * keeps its files in an s3rver started in this process (STORAGE=s3).
 */
export function useHiringContext(mode: StackMode, options: { storage?: 'fs' | 's3' } = {}): HiringContext {
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
    // A stack given by E2E_BASE_URL keeps its own storage.
    if (options.storage === 's3' && !process.env.E2E_BASE_URL) ctx.s3 = await startS3Server();
    ctx.stack = await startWebStack(mode, ctx.s3?.env ?? {});
    ctx.browser = await launchBrowser();
  }, STACK_START_TIMEOUT_MS);

  afterAll(async () => {
    for (const session of sessions) await session.context.close().catch(() => undefined);
    await ctx.browser?.close();
    await ctx.stack?.stop();
    await ctx.s3?.close();
  }, 60_000);

  return ctx;
}
