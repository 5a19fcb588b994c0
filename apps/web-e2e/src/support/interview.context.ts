import { chromium } from 'playwright-core';
import { openPage, type Session, type Viewport } from './browser';
import { startWebStack, STACK_START_TIMEOUT_MS } from './stack';
import type { HiringContext } from './hiring.context';

/**
 * Chromium's fake camera and microphone (a test pattern and a beep) and the permission prompt
 * answered yes: getUserMedia and MediaRecorder work as they would for a real applicant.
 */
export const FAKE_MEDIA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--autoplay-policy=no-user-gesture-required'];

/** Like useHiringContext (one embedded stack and one browser per spec file), with the fake devices. */
export function useInterviewContext(): HiringContext {
  const sessions: Session[] = [];
  const ctx = {
    mode: 'embedded',
    open: async (viewport: Viewport) => {
      const session = await openPage(ctx.browser, viewport, ctx.stack.baseUrl);
      sessions.push(session);
      return session;
    },
  } as HiringContext;

  beforeAll(async () => {
    ctx.stack = await startWebStack('embedded');
    ctx.browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...FAKE_MEDIA_ARGS],
    });
  }, STACK_START_TIMEOUT_MS);

  afterAll(async () => {
    for (const session of sessions) await session.context.close().catch(() => undefined);
    await ctx.browser?.close();
    await ctx.stack?.stop();
  }, 60_000);

  return ctx;
}
