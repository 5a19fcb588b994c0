import type { Locator, Page } from 'playwright-core';
import type { UserType } from '@hirewise/contracts';
import { MOBILE, type Viewport } from './browser';

export const NAV = {
  guest: ['Login', 'Signup'],
  recruiter: ['Home', 'Add Jobs', 'My Jobs', 'Employees', 'Recruiter Agent', 'Resume Builder', 'Webhooks', 'Profile', 'Logout'],
  applicant: ['Home', 'Applications', 'Saved searches', 'Profile', 'Learning Agent', 'Skill Assessment', 'Logout'],
} as const;

/** Where login and signup take each role (issue 18): the applicant's jobs, the recruiter's own. */
export const HOME_PATHS: Record<UserType, string> = { applicant: '/home', recruiter: '/myjobs' };

/**
 * The menu a signed-in user sees at this width: the role's items; the phone's drawer adds its
 * notifications row after them ('Notifications', with the unread count once there is one).
 */
export function signedInMenu(type: UserType, viewport: Viewport, unread = 0): string[] {
  const items: string[] = [...NAV[type]];
  if (viewport === MOBILE) items.push(unread > 0 ? `Notifications (${unread})` : 'Notifications');
  return items;
}

/** The notification bell in the bar, named by its unread count. */
export function bell(page: Page, unread?: number): Locator {
  if (unread === undefined) return page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  return page.getByRole('button', { name: `Notifications, ${unread} unread`, exact: true });
}

export function toast(page: Page, message: string): Locator {
  return page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: message });
}

/** The menu: the bar on desktop; on mobile the bar's links are hidden and the drawer holds them. */
export async function openMenu(page: Page, viewport: Viewport): Promise<Locator> {
  if (viewport !== MOBILE) return page.getByRole('navigation', { name: 'Main' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawerNav = page.getByRole('navigation', { name: 'Mobile' });
  await drawerNav.waitFor({ state: 'visible' });
  return drawerNav;
}

export async function menuItems(page: Page, viewport: Viewport): Promise<string[]> {
  const nav = await openMenu(page, viewport);
  const items = (await nav.getByRole('link').allTextContents()).map((text) => text.trim());
  if (viewport === MOBILE) await page.keyboard.press('Escape');
  return items;
}

/** Follows a menu item; on a phone, the drawer has slid out again when this returns. */
export async function clickMenuItem(page: Page, viewport: Viewport, label: string): Promise<void> {
  const nav = await openMenu(page, viewport);
  await nav.getByRole('link', { name: label, exact: true }).click();
  if (viewport === MOBILE) await nav.waitFor({ state: 'hidden' });
}

export interface Account {
  email: string;
  password: string;
  name: string;
}

export async function fillCommonSignup(page: Page, account: Account): Promise<void> {
  await page.getByLabel(/^Name/).fill(account.name);
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
}

export async function login(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Logs in through the form and waits for the role's landing screen. */
export async function signIn(page: Page, account: Pick<Account, 'email' | 'password'>, type: UserType): Promise<void> {
  await login(page, account);
  await page.waitForURL((url) => url.pathname === HOME_PATHS[type]);
}

export function words(count: number): string {
  return Array.from({ length: count }, (_, i) => `word${i}`).join(' ');
}
