import type { Page } from 'playwright-core';
import { ApplicationMessages } from '@hirewise/contracts';
import { clickMenuItem, signIn } from './app';
import { MOBILE, screenshot, uniqueEmail } from './browser';
import { PASSWORD } from './context';
import { postJobViaApi, signupViaApi } from './api';
import { card, expectSuccessToast, overflowsSideways } from './hiring.helpers';

/** A drawer item, then the drawer out of the way (it slides out after the click). */
async function goTo(page: Page, label: string, path: string): Promise<void> {
  await clickMenuItem(page, MOBILE, label);
  await page.waitForURL((url) => url.pathname === path);
  await page.getByRole('navigation', { name: 'Mobile' }).waitFor({ state: 'hidden' });
}
import type { HiringContext } from './hiring.context';

/**
 * The hiring screens at phone width (390x844): the drawer leads to them, nothing sticks out
 * sideways, dialogs fill the screen, and the apply path works by touch.
 */
export function hiringMobilePath(ctx: HiringContext): void {
  const suffix = ctx.mode === 'server' ? '-server' : '';
  const shot = (page: Page, name: string) => screenshot(page, `hiring-${name}-mobile${suffix}`);
  const marker = `Mb${Math.random().toString(36).slice(2, 7)}`;
  const title = `Site Reliability Engineer ${marker}`;
  const recruiter = { name: 'Imran Qureshi', email: uniqueEmail('imran'), password: PASSWORD };
  const applicant = { name: 'Leela Nair', email: uniqueEmail('leela'), password: PASSWORD };

  beforeAll(async () => {
    const { token } = await signupViaApi(ctx.stack.baseUrl, { type: 'recruiter', ...recruiter, bio: '', contactNumber: '' });
    await signupViaApi(ctx.stack.baseUrl, { type: 'applicant', ...applicant, education: [], skills: [] });
    await postJobViaApi(ctx.stack.baseUrl, token, { title, jobType: 'Work From Home', salary: 90000, duration: 0, skillsets: ['Linux', 'Terraform', 'Prometheus', 'Go'] });
  });

  it('an applicant browses from the drawer, filters in a full-screen dialog and applies', async () => {
    const { page, errors } = await ctx.open(MOBILE);
    await signIn(page, applicant, 'applicant');
    await goTo(page, 'Home', '/home');
    await page.getByRole('combobox', { name: 'Search jobs' }).fill(marker);
    await page.getByRole('button', { name: 'Search', exact: true }).tap();
    const tile = card(page, title);
    await tile.waitFor();
    // Waited for, not read once: the list renders again as the search's answer and its facet counts arrive.
    await tile.getByText('Flexible', { exact: true }).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await shot(page, 'home');

    await page.getByRole('button', { name: 'More Filters' }).tap();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await filters.waitFor();
    // Measured once the opening animation has ended.
    await filters.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    expect((await filters.boundingBox())?.width).toBe(MOBILE.width);
    expect(await filters.getByRole('button', { name: 'Apply' }).isVisible()).toBe(true);
    await shot(page, 'filters');
    await filters.getByRole('button', { name: 'Cancel' }).tap();
    await filters.waitFor({ state: 'detached' });

    await tile.getByRole('button', { name: 'Apply' }).tap();
    const apply = page.getByRole('dialog', { name: `Apply for ${title}` });
    await apply.getByLabel(/^Statement of Purpose/).fill('On call for three years; I automate what pages me.');
    const message = await expectSuccessToast(page, 'POST', /\/api\/jobs\/[^/]+\/applications$/, () => apply.getByRole('button', { name: 'Submit' }).tap());
    expect(message).toBe(ApplicationMessages.applied);
    await tile.locator('[data-status="applied"]').waitFor();

    await goTo(page, 'Applications', '/applications');
    await card(page, title).locator('[data-status="applied"]').waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await shot(page, 'applications');
    expect(errors).toEqual([]);
  });

  it('the recruiter reaches My Jobs and the applications from the drawer; cards fit the screen', async () => {
    const { page, errors } = await ctx.open(MOBILE);
    await signIn(page, recruiter, 'recruiter');
    await goTo(page, 'My Jobs', '/myjobs');
    const job = card(page, title);
    await job.waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    for (const name of ['View Applications', 'Update Details', 'Delete Job']) {
      const button = await job.getByRole(name === 'View Applications' ? 'link' : 'button', { name }).boundingBox();
      expect(button && button.x >= 0 && button.x + button.width <= MOBILE.width).toBe(true);
    }
    await shot(page, 'myjobs');

    await job.getByRole('button', { name: 'Update Details' }).tap();
    const update = page.getByRole('dialog', { name: 'Update Details' });
    await update.getByLabel('Positions Available').fill('0');
    await update.getByRole('button', { name: 'Update' }).tap();
    await update.getByText('Positions available must be at least 1', { exact: true }).waitFor();
    await shot(page, 'update-job');
    await update.getByRole('button', { name: 'Cancel' }).tap();

    await job.getByRole('link', { name: 'View Applications' }).tap();
    const applicantCard = card(page, applicant.name);
    await applicantCard.waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await shot(page, 'job-applications');
    await goTo(page, 'Employees', '/employees');
    await page.getByText('No employees found', { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });
}
