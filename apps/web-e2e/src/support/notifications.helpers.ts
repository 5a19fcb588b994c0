import type { Locator, Page } from 'playwright-core';
import { bell } from './app';

/**
 * Waits for the bell to say `unread`, reached the way the app gets there by itself, without a
 * reload: its poll (every 30 s) or a focus event (what coming back to the tab sends; the count is
 * fetched again once it is older than 5 s). A focus event is sent every second
 * while waiting, so the count is asked for as soon as the app would.
 */
export async function waitForUnread(page: Page, unread: number, timeoutMs = 40_000): Promise<void> {
  const target = bell(page, unread);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await target.waitFor({ timeout: 1000 });
      return;
    } catch {
      if (Date.now() > deadline) {
        throw new Error(`the bell did not say ${unread} unread within ${timeoutMs} ms; it says "${await bell(page).getAttribute('aria-label')}"`);
      }
      await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    }
  }
}

/**
 * The bell's popover, found by its 'See all' link. (It should also be a dialog named
 * "Notifications" by its title: the accessibility suite checks that on its own.)
 */
export function bellPopover(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.getByRole('link', { name: 'See all' }) });
}

/** Opens the bell's popover and waits for its list of notifications. */
export async function openBell(page: Page): Promise<Locator> {
  await bell(page).click();
  const popover = bellPopover(page);
  await popover.getByRole('list', { name: 'Notifications' }).waitFor();
  return popover;
}

/** A notification in the popover (a button), by its title; `unread` ones are announced as such. */
export function bellItem(popover: Locator, title: string, unread: boolean): Locator {
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return popover.getByRole('button', { name: new RegExp(`^${unread ? 'Unread: ' : ''}${escaped}`) });
}
