import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { REPO_ROOT } from './stack';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 390, height: 844 } as const;
export type Viewport = typeof DESKTOP | typeof MOBILE;

const SCREENSHOT_DIR = join(REPO_ROOT, 'test-output', 'screenshots');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Errors the page threw or logged; a healthy screen has none. */
  errors: string[];
}

export async function openPage(browser: Browser, viewport: Viewport, baseUrl: string): Promise<Session> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl, isMobile: viewport === MOBILE, hasTouch: viewport === MOBILE });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The browser logs every 4xx answer as an error; the tests check those answers themselves.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  return { context, page, errors };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // From the top, so the sticky bar sits where it belongs in the full-page image.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

let counter = 0;
/** A fresh address per call and per run, so reruns against the same stack never collide. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}.${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Form controls a screen reader could not name: no <label>, aria-label or aria-labelledby. */
export function unlabelledControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea'))
      .filter((el) => el.type !== 'hidden')
      .filter((el) => (el.labels?.length ?? 0) === 0 && !el.getAttribute('aria-label') && !el.getAttribute('aria-labelledby'))
      .map((el) => el.outerHTML.slice(0, 120)),
  );
}
