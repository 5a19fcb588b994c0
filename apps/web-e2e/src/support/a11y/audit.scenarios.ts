import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, screenshot, type Session, type Viewport } from '../browser';
import type { HiringContext } from '../hiring.context';
import { audit, type AuditLog } from './audit';
import { preloadAxe } from './axe';
import { MOBILE_DRAWER, SCREENS, type Role, type ScreenCase } from './screens';
import { openAs, type A11yWorld } from './world';

/** Runs `step`; when it fails, keeps a screenshot of what the page showed (test-output/screenshots). */
export async function withScreenshotOnFailure<T>(page: Page, name: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    await screenshot(page, name.replace(/[^a-z0-9-]+/gi, '-')).catch(() => undefined);
    throw error;
  }
}

/**
 * axe-core on every screen of SCREENS and each of its states at desktop width, and on the main ones
 * (and the menu drawer) at phone width: no serious or critical violation, and every form field named
 * in Chromium's accessibility tree, including the fields each state must have. Every dialog opened
 * is closed with Escape and must give focus back to the page.
 */
export function auditScreens(ctx: HiringContext, world: () => A11yWorld, log: AuditLog): void {
  const sessions = new Map<string, Session>();

  async function pageFor(role: Role, viewport: Viewport) {
    const key = `${role}-${viewport.width}`;
    let session = sessions.get(key);
    if (!session) {
      const who = role === 'guest' ? undefined : world()[role];
      session = await openAs(ctx.browser, ctx.stack.baseUrl, viewport, who);
      await preloadAxe(session.context);
      sessions.set(key, session);
    }
    return session;
  }

  afterAll(async () => {
    for (const session of sessions.values()) {
      expect(session.errors).toEqual([]);
      await session.context.close();
    }
  });

  async function check(page: Page, name: string, viewport: Viewport, fields: (string | RegExp)[] = []) {
    const entry = await audit(page, log, name, `${viewport.width}x${viewport.height}`);
    const names = entry.fields.map((field) => field.name);
    const missing = fields.filter((expected) => !names.some((found) => (typeof expected === 'string' ? found === expected : expected.test(found))));
    expect({ screen: name, missing }).toEqual({ screen: name, missing: [] });
  }

  const label = (screen: ScreenCase, viewport: Viewport) => {
    const states = (screen.states ?? []).filter((state) => viewport === DESKTOP || state.mobile).map((state) => state.name);
    return `${screen.role}: ${screen.name}${states.length ? ` (+ ${states.join(', ')})` : ''} at ${viewport.width}x${viewport.height}`;
  };
  const cases: [string, ScreenCase, Viewport][] = [
    ...SCREENS.map((screen): [string, ScreenCase, Viewport] => [label(screen, DESKTOP), screen, DESKTOP]),
    ...[...SCREENS.filter((screen) => screen.mobile), MOBILE_DRAWER].map((screen): [string, ScreenCase, Viewport] => [label(screen, MOBILE), screen, MOBILE]),
  ];

  it.each(cases)('%s', async (_label, screen, viewport) => {
    const { page } = await pageFor(screen.role, viewport);
    const w = world();
    await withScreenshotOnFailure(page, `a11y-failed-${screen.role}-${screen.name}-${viewport.width}`, async () => {
      await page.goto(screen.path(w));
      await screen.ready(page, w).waitFor();
      if (screen !== MOBILE_DRAWER) await check(page, screen.name, viewport, screen.fields);
      for (const state of screen.states ?? []) {
        if (viewport === MOBILE && !state.mobile) continue;
        const dialog = await state.show(page, w);
        await check(page, `${screen.name}: ${state.name}`, viewport, state.fields);
        if (dialog) {
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'hidden' });
          await page.waitForFunction(() => document.activeElement !== null && document.activeElement !== document.body, undefined, { timeout: 3000 });
        }
      }
    });
  });
}
