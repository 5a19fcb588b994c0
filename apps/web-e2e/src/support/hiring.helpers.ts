import type { Locator, Page, Response } from 'playwright-core';
import { toast } from './app';

/** The gateway answer to the next call of `method path` the page makes while `action` runs. */
export async function answerTo(page: Page, method: string, path: string | RegExp, action: () => Promise<void>): Promise<Response> {
  const matches = (url: string) => {
    const pathname = new URL(url).pathname;
    return typeof path === 'string' ? pathname === path : path.test(pathname);
  };
  const [response] = await Promise.all([page.waitForResponse((res) => res.request().method() === method && matches(res.url())), action()]);
  return response;
}

/** Runs `action`, expects a 2xx answer to `method path`, and the server's message as a green toast. */
export async function expectSuccessToast(page: Page, method: string, path: string | RegExp, action: () => Promise<void>): Promise<string> {
  const response = await answerTo(page, method, path, action);
  const body = (await response.json()) as { message?: string };
  if (!response.ok()) throw new Error(`${method} ${response.url()}: ${response.status()} ${JSON.stringify(body)}`);
  const message = body.message ?? '';
  const shown = toast(page, message).first();
  await shown.waitFor();
  expect(await shown.getAttribute('data-type')).toBe('success');
  return message;
}

/** A card of a list, by its heading. */
export function card(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title, exact: true });
}

/** The value a card's fact list gives for `label`. */
export async function fact(scope: Locator, label: string): Promise<string> {
  return (await scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').textContent())?.trim() ?? '';
}

/**
 * Reloads until `check` passes: counts and ratings reach other services through events, so a
 * screen may need a moment to show them. Each check waits for the screen's calls to settle.
 */
export async function eventually(page: Page, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await page.waitForLoadState('networkidle');
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await page.waitForTimeout(500);
    await page.reload();
  }
}

/** Whether anything sticks out sideways (a layout bug on phones). */
export function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}
