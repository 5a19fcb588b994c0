import type { Page } from 'playwright-core';
import { ApplicationMessages, JobMessages, type Job } from '@hirewise/contracts';
import { clickMenuItem, signIn, toast, words } from './app';
import { DESKTOP, screenshot, uniqueEmail, unlabelledControls, type Session } from './browser';
import { PASSWORD } from './context';
import { signupViaApi } from './api';
import { answerTo, card, eventually, expectSuccessToast, fact } from './hiring.helpers';
import type { HiringContext } from './hiring.context';

/**
 * The hiring core at desktop width: a recruiter posts a job; an applicant finds it with search
 * and filters and applies (the tile then shows the status); the recruiter shortlists and accepts,
 * confirming each; the applicant sees Joined On and rates the job; the recruiter rates the employee
 * and ends the job, and the job's tile offers Apply Again. Steps share the two pages.
 */
export function hiringJourney(ctx: HiringContext): void {
  const suffix = ctx.mode === 'server' ? '-server' : '';
  const shot = (page: Page, name: string) => screenshot(page, `hiring-${name}-desktop${suffix}`);
  const marker = `Zq${Math.random().toString(36).slice(2, 7)}`;
  const title = `Platform Engineer ${marker}`;
  const recruiter = { name: 'Kavya Menon', email: uniqueEmail('kavya'), password: PASSWORD };
  const applicant = { name: 'Rohan Das', email: uniqueEmail('rohan'), password: PASSWORD };
  const sop = 'I run Kubernetes clusters in production and write Go services every day.';
  let recruiterTab: Session;
  let applicantTab: Session;

  beforeAll(async () => {
    await signupViaApi(ctx.stack.baseUrl, { type: 'recruiter', ...recruiter, bio: '', contactNumber: '' });
    await signupViaApi(ctx.stack.baseUrl, { type: 'applicant', ...applicant, education: [{ institutionName: 'NIT Trichy', startYear: 2017, endYear: 2021 }], skills: ['Go', 'Kubernetes'] });
    recruiterTab = await ctx.open(DESKTOP);
    applicantTab = await ctx.open(DESKTOP);
    await signIn(recruiterTab.page, recruiter, 'recruiter');
    await signIn(applicantTab.page, applicant, 'applicant');
  });

  afterAll(() => {
    expect(recruiterTab?.errors).toEqual([]);
    expect(applicantTab?.errors).toEqual([]);
  });

  it('the recruiter posts a job from Add Jobs: defaults, validation, then My Jobs shows it', async () => {
    const { page } = recruiterTab;
    await clickMenuItem(page, DESKTOP, 'Add Jobs');
    await page.waitForURL((url) => url.pathname === '/addjob');
    expect(await page.getByLabel('Maximum Number Of Applicants').inputValue()).toBe('100');
    expect(await page.getByLabel('Positions Available').inputValue()).toBe('30');
    expect(await page.getByLabel('Interview Questions').inputValue()).toBe('5');
    let posts = 0;
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/jobs') posts += 1;
    });
    await page.getByRole('button', { name: 'Create Job' }).click();
    await toast(page, 'Incorrect Input').waitFor();
    await page.getByText('Title is required', { exact: true }).waitFor();
    expect(posts).toBe(0);

    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel('Job Type').selectOption('Part Time');
    await page.getByLabel('Duration').selectOption('3');
    await page.getByLabel(/^Salary/).fill('45000');
    await page.getByLabel('Positions Available').fill('2');
    const skills = page.getByPlaceholder(/e\.g\. React/);
    await skills.fill('Kubernetes');
    await skills.press('Enter');
    await skills.fill('Go');
    await skills.press('Enter');
    expect(await unlabelledControls(page)).toEqual([]);
    await shot(page, 'addjob');
    const message = await expectSuccessToast(page, 'POST', '/api/jobs', () => page.getByRole('button', { name: 'Create Job' }).click());
    expect(message).toBe(JobMessages.created);
    await page.waitForURL((url) => url.pathname === '/myjobs');
    const myJob = card(page, title);
    await myJob.waitFor();
    expect(await fact(myJob, 'Role')).toBe('Part Time');
    expect(await fact(myJob, 'Salary')).toBe('₹45,000 per month');
    expect(await fact(myJob, 'Duration')).toBe('3 month');
    expect(await fact(myJob, 'Number of Applicants')).toBe('100');
    expect(await fact(myJob, 'Remaining Number of Positions')).toBe('2');
    await shot(page, 'myjobs');
  });

  it('the applicant finds the job with search and More Filters and applies with a statement of purpose', async () => {
    const { page } = applicantTab;
    await clickMenuItem(page, DESKTOP, 'Home');
    await page.waitForURL((url) => url.pathname === '/home');
    const search = page.getByRole('combobox', { name: 'Search jobs' });
    await search.fill(marker.toLowerCase());
    await answerTo(page, 'GET', '/api/jobs', () => search.press('Enter'));
    await card(page, title).waitFor();

    // A filter that excludes the job, then one that keeps it.
    await page.getByRole('button', { name: 'More Filters' }).click();
    let dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.getByText('Full Time', { exact: true }).click();
    await answerTo(page, 'GET', '/api/jobs', () => dialog.getByRole('button', { name: 'Apply' }).click());
    await page.getByText('No jobs found', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'More Filters' }).click();
    dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.getByText('Full Time', { exact: true }).click();
    await dialog.getByText('Part Time', { exact: true }).click();
    const minSalary = dialog.getByRole('slider', { name: 'Minimum salary' });
    await minSalary.focus();
    for (let i = 0; i < 4; i += 1) await minSalary.press('PageUp');
    await dialog.getByText('₹40k – ₹100k+').waitFor();
    await dialog.getByRole('combobox', { name: 'Duration' }).selectOption('4');
    await dialog.getByText('Salary', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Salary order: ascending' }).click();
    await shot(page, 'filters');
    const listed = await answerTo(page, 'GET', '/api/jobs', () => dialog.getByRole('button', { name: 'Apply' }).click());
    const query = new URL(listed.url()).searchParams;
    expect(query.get('q')).toBe(marker.toLowerCase());
    expect(query.getAll('jobType')).toEqual(['Part Time']);
    expect(query.get('salaryMin')).toBe('40000');
    expect(query.has('salaryMax')).toBe(false);
    expect(query.get('duration')).toBe('4');
    expect(query.getAll('desc')).toEqual(['salary']);
    expect(listed.headers()['x-total-count']).toBe('1');
    expect(((await listed.json()) as Job[]).map((job) => job.title)).toEqual([title]);
    const tile = card(page, title);
    await tile.waitFor();
    expect(await fact(tile, 'Salary')).toBe('₹45,000 per month');
    expect(await tile.getByText(recruiter.name).isVisible()).toBe(true);

    await tile.getByRole('button', { name: 'Apply' }).click();
    const apply = page.getByRole('dialog', { name: `Apply for ${title}` });
    const sopBox = apply.getByLabel(/^Statement of Purpose/);
    await sopBox.fill(words(251));
    expect(await sopBox.inputValue()).toBe('');
    await sopBox.fill(sop);
    await apply.getByText('12/250').waitFor();
    await shot(page, 'apply');
    const message = await expectSuccessToast(page, 'POST', /\/api\/jobs\/[^/]+\/applications$/, () => apply.getByRole('button', { name: 'Submit' }).click());
    expect(message).toBe(ApplicationMessages.applied);
    await apply.waitFor({ state: 'detached' });
    // Issue 18: the tile now shows the application's status instead of Apply.
    await tile.locator('[data-status="applied"]').waitFor();
    expect(await tile.getByRole('button', { name: 'Apply' }).count()).toBe(0);
    await shot(page, 'home-applied');

    await clickMenuItem(page, DESKTOP, 'Applications');
    const application = card(page, title);
    await application.waitFor();
    expect(await application.locator('[data-status]').textContent()).toBe('Applied');
    expect(await application.getByRole('button', { name: 'Rate Job' }).count()).toBe(0);
  });

  it('the recruiter reviews the application, filters, shortlists and accepts', async () => {
    const { page } = recruiterTab;
    await clickMenuItem(page, DESKTOP, 'My Jobs');
    await card(page, title).getByRole('link', { name: 'View Applications' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/job/applications/'));
    // The heading names the job.
    await page.getByRole('heading', { level: 1, name: `Applications for ${title}` }).waitFor();
    const applicantCard = card(page, applicant.name);
    await applicantCard.waitFor();
    expect(await applicantCard.getByText(sop).isVisible()).toBe(true);
    expect(await applicantCard.getByText('NIT Trichy (2017 - 2021)').isVisible()).toBe(true);
    // This applicant never uploaded a resume (the files journey covers one who did).
    await applicantCard.getByRole('button', { name: 'Download Resume' }).click();
    await toast(page, 'No resume found').waitFor();

    await page.getByRole('button', { name: 'Filter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter Applications' });
    expect(await dialog.getByRole('button', { name: 'Name order: ascending' }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Date of Application order: descending' }).isEnabled()).toBe(true);
    await dialog.getByText('Rejected', { exact: true }).click();
    const rejectedOnly = await answerTo(page, 'GET', '/api/applicants', () => dialog.getByRole('button', { name: 'Apply' }).click());
    expect(new URL(rejectedOnly.url()).searchParams.getAll('status')).toEqual(['rejected']);
    await page.getByText('No Applications Found', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('dialog', { name: 'Filter Applications' }).getByRole('button', { name: 'Reset' }).click();
    await answerTo(page, 'GET', '/api/applicants', () => page.getByRole('dialog', { name: 'Filter Applications' }).getByRole('button', { name: 'Apply' }).click());
    await applicantCard.waitFor();

    // Shortlist asks first ('Are you sure?', issue 18); Cancel changes nothing.
    let statusCalls = 0;
    page.on('request', (req) => {
      if (req.method() === 'PUT' && /^\/api\/applications\/[^/]+$/.test(new URL(req.url()).pathname)) statusCalls += 1;
    });
    await applicantCard.getByRole('button', { name: 'Shortlist' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByText(new RegExp(`${applicant.name} .*shortlisted.*${title}`)).waitFor();
    await shot(page, 'confirm-shortlist');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(statusCalls).toBe(0);
    expect(await applicantCard.locator('[data-status]').textContent()).toBe('Applied');

    await applicantCard.getByRole('button', { name: 'Shortlist' }).click();
    const shortlisted = await expectSuccessToast(page, 'PUT', /\/api\/applications\/[^/]+$/, () => confirm.getByRole('button', { name: 'Shortlist', exact: true }).click());
    expect(shortlisted).toBe(ApplicationMessages.statusUpdated('shortlisted'));
    await confirm.waitFor({ state: 'detached' });
    await applicantCard.getByRole('button', { name: 'Accept' }).waitFor();
    expect(await applicantCard.getByRole('button', { name: 'Awaiting Interview' }).isDisabled()).toBe(true);
    expect(await applicantCard.locator('[data-status]').textContent()).toBe('Shortlisted');
    await shot(page, 'job-applications');
    await applicantCard.getByRole('button', { name: 'Accept' }).click();
    await confirm.getByText(new RegExp(`${applicant.name} .*accepted.*${title}`)).waitFor();
    const accepted = await expectSuccessToast(page, 'PUT', /\/api\/applications\/[^/]+$/, () => confirm.getByRole('button', { name: 'Accept', exact: true }).click());
    expect(accepted).toBe(ApplicationMessages.statusUpdated('accepted'));
    await confirm.waitFor({ state: 'detached' });
    expect(statusCalls).toBe(2);
    await applicantCard.locator('[data-status="accepted"]').waitFor();
    expect(await applicantCard.getByRole('button', { name: 'Reject' }).count()).toBe(0);

    await clickMenuItem(page, DESKTOP, 'My Jobs');
    await eventually(page, async () => (await fact(card(page, title), 'Remaining Number of Positions')) === '1');
  });

  it('the applicant sees Joined On and rates the job', async () => {
    const { page } = applicantTab;
    await page.reload();
    const application = card(page, title);
    await application.locator('[data-status="accepted"]').waitFor();
    expect(await fact(application, 'Joined On')).toMatch(/^\d{1,2} \w{3} \d{4}$/);
    await application.getByRole('button', { name: 'Rate Job' }).click();
    let dialog = page.getByRole('dialog', { name: 'Rate Job' });
    await dialog.getByRole('radio', { name: '4 stars' }).click();
    await shot(page, 'rate-job');
    const message = await expectSuccessToast(page, 'PUT', '/api/rating', () => dialog.getByRole('button', { name: 'Save' }).click());
    expect(message).toBe(ApplicationMessages.ratingUpdated);
    await dialog.waitFor({ state: 'detached' });

    // Opening again shows the stored rating (GET /api/rating?id=jobId).
    await application.getByRole('button', { name: 'Rate Job' }).click();
    dialog = page.getByRole('dialog', { name: 'Rate Job' });
    await dialog.locator('[role="radio"][aria-label="4 stars"][aria-checked="true"]').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await shot(page, 'applications');
  });

  it('the recruiter sees the employee, rates them and ends the job', async () => {
    const { page } = recruiterTab;
    await eventually(page, async () => (await card(page, title).getByRole('img', { name: 'Rated 4 out of 5' }).count()) === 1);

    await clickMenuItem(page, DESKTOP, 'Employees');
    await page.waitForURL((url) => url.pathname === '/employees');
    const employee = card(page, applicant.name);
    await employee.waitFor();
    expect(await fact(employee, 'Job Title')).toBe(title);
    expect(await fact(employee, 'Joined On')).toMatch(/^\d{1,2} \w{3} \d{4}$/);
    await employee.getByRole('button', { name: 'Rate' }).click();
    const rate = page.getByRole('dialog', { name: 'Rate Employee' });
    await rate.getByRole('radio', { name: '5 stars' }).click();
    expect(await expectSuccessToast(page, 'PUT', '/api/rating', () => rate.getByRole('button', { name: 'Save' }).click())).toBe(ApplicationMessages.ratingUpdated);
    await rate.waitFor({ state: 'detached' });
    await eventually(page, async () => (await card(page, applicant.name).getByRole('img', { name: 'Rated 5 out of 5' }).count()) === 1);
    await shot(page, 'employees');

    await card(page, applicant.name).getByRole('button', { name: 'End Job' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    expect(await confirm.getByRole('button', { name: 'Cancel' }).isVisible()).toBe(true);
    const ended = await expectSuccessToast(page, 'PUT', /\/api\/applications\/[^/]+$/, () => confirm.getByRole('button', { name: 'End Job' }).click());
    expect(ended).toBe(ApplicationMessages.statusUpdated('finished'));
    await page.getByText('No employees found', { exact: true }).waitFor();

    const { page: applicantPage } = applicantTab;
    await applicantPage.reload();
    await card(applicantPage, title).locator('[data-status="finished"]').waitFor();
    expect(await card(applicantPage, title).getByRole('button', { name: 'Rate Job' }).isVisible()).toBe(true);

    // The job's tile: the ended application's status, and a new application is offered.
    await clickMenuItem(applicantPage, DESKTOP, 'Home');
    await applicantPage.waitForURL((url) => url.pathname === '/home');
    const search = applicantPage.getByRole('combobox', { name: 'Search jobs' });
    await search.fill(marker.toLowerCase());
    await search.press('Enter');
    const tile = card(applicantPage, title);
    await tile.locator('[data-status="finished"]').waitFor();
    await tile.getByRole('button', { name: 'Apply Again' }).waitFor();
    await shot(applicantPage, 'home-apply-again');
  });

  it("each role's screens tell the other role whose they are, with a way back home", async () => {
    const { page } = recruiterTab;
    for (const route of ['/applications', '/candidate']) {
      await page.goto(route);
      await page.getByRole('heading', { level: 1, name: 'This page is for applicants' }).waitFor();
    }
    await page.getByRole('link', { name: 'Go to My Jobs' }).click();
    await page.waitForURL((url) => url.pathname === '/myjobs');
    await card(page, title).waitFor();
  });
}
