import type { Locator, Page } from 'playwright-core';
import { MOBILE, type Viewport } from './browser';

export const NAV = {
  guest: ['Login', 'Signup'],
  recruiter: ['Home', 'Add Jobs', 'My Jobs', 'Employees', 'Profile', 'Logout'],
  applicant: ['Home', 'Applications', 'Profile', 'Learning Agent', 'Skill Assessment', 'Logout'],
} as const;

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

export async function clickMenuItem(page: Page, viewport: Viewport, label: string): Promise<void> {
  const nav = await openMenu(page, viewport);
  await nav.getByRole('link', { name: label, exact: true }).click();
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

export function words(count: number): string {
  return Array.from({ length: count }, (_, i) => `word${i}`).join(' ');
}
