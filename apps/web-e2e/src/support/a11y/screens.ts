import type { Locator, Page } from 'playwright-core';
import { NOTIFICATION_TYPE_LABELS } from '@hirewise/contracts';
import { card } from '../hiring.helpers';
import { openBell } from '../notifications.helpers';
import type { A11yWorld } from './world';

export type Role = 'guest' | 'applicant' | 'employee' | 'recruiter';

/** Fields whose names a state must list, so the field check can never pass on a screen that lost its form. */
type Fields = (string | RegExp)[];

/**
 * A further state of a screen, reached on the same page: a result generated, errors shown, a dialog
 * open. A state that opens a dialog returns it: Escape must close it and give focus back.
 */
export interface ScreenState {
  name: string;
  show: (page: Page, world: A11yWorld) => Promise<Locator | void>;
  fields?: Fields;
  /** Also at 390x844. */
  mobile?: boolean;
}

/** A screen to audit: where it is, what shows it is ready, its fields, then its further states in order. */
export interface ScreenCase {
  name: string;
  role: Role;
  path: (world: A11yWorld) => string;
  ready: (page: Page, world: A11yWorld) => Locator;
  fields?: Fields;
  /** Audited at 390x844 too. */
  mobile?: boolean;
  states?: ScreenState[];
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function openDialog(page: Page, scope: Locator, button: string, title: string): Promise<Locator> {
  await scope.getByRole('button', { name: button, exact: true }).click();
  await dialog(page, title).waitFor();
  return dialog(page, title);
}

/** The bell's popover (issue 18): the latest notifications, 'Mark all as read', 'See all'; a dialog named by its title. */
async function bellPopover(page: Page): Promise<Locator> {
  const popover = await openBell(page);
  await popover.getByRole('link', { name: 'See all' }).waitFor();
  expect({ dialogsNamedNotifications: await dialog(page, 'Notifications').count() }).toEqual({ dialogsNamedNotifications: 1 });
  return popover;
}

async function search(page: Page, text: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Search jobs' });
  await box.fill(text);
  await box.press('Enter');
  await card(page, text).waitFor();
}

async function learningPath(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: /^Skill/ }).selectOption('React');
  await page.getByRole('textbox', { name: /^Learning Goal/ }).fill('Build and ship a production dashboard');
  await page.getByRole('button', { name: 'Generate Learning Path' }).click();
  await page.getByRole('region', { name: 'Learning path' }).waitFor({ timeout: 20_000 });
}

async function assessmentChat(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: /^Skill/ }).selectOption('React');
  await page.getByRole('spinbutton', { name: 'Number of Questions' }).fill('1');
  await page.getByRole('button', { name: 'Start Assessment' }).click();
  await page.getByRole('log', { name: 'Messages' }).getByText(/\?/).first().waitFor({ timeout: 20_000 });
}

/** After assessmentChat: answers the one question. */
async function assessmentSummary(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Your answer' }).fill('Components hold state and props flow down; hooks share logic.');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('region', { name: 'Progress summary' }).waitFor({ timeout: 20_000 });
  await page.getByTestId('score-chart').locator('.recharts-bar-rectangle').first().waitFor();
}

async function recruiterAgent(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: /^Company Description/ }).fill('A payments company in Pune.');
  await page.getByRole('textbox', { name: /^Candidate Information/ }).fill('Five years of React and TypeScript.');
  await page.getByRole('textbox', { name: /^Job Description/ }).fill('Senior frontend engineer: React and TypeScript.');
  await page.getByRole('button', { name: 'Generate' }).click();
  await page.getByRole('region', { name: 'Candidate evaluation' }).waitFor({ timeout: 20_000 });
}

async function resume(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: /^Full Name/ }).fill('Vikram Sethi');
  await page.getByRole('textbox', { name: /^Current Position/ }).fill('Frontend Engineer');
  await page.getByRole('spinbutton', { name: /^Experience \(years\)/ }).fill('4');
  await page.getByRole('textbox', { name: /^Technologies/ }).fill('React, TypeScript');
  await page.getByRole('textbox', { name: 'Company Name 1' }).fill('Infosys');
  await page.getByRole('textbox', { name: 'Position 1' }).fill('Engineer');
  await page.getByRole('button', { name: 'Generate Resume' }).click();
  await page.getByRole('article', { name: 'Resume preview' }).waitFor({ timeout: 20_000 });
}

/** Every screen of spec section 2 with the states and dialogs that change what is on it. */
export const SCREENS: ScreenCase[] = [
  // Anyone.
  { name: 'landing', role: 'guest', path: () => '/', ready: (p) => h1(p, /Hire smarter/), mobile: true },
  { name: 'login', role: 'guest', path: () => '/login', ready: (p) => h1(p, 'Welcome back'), fields: [/^Email/, /^Password/], mobile: true },
  {
    name: 'signup (applicant)',
    role: 'guest',
    path: () => '/signup',
    ready: (p) => h1(p, 'Create your account'),
    fields: ['Category', /^Name/, /^Email/, /^Password/, 'Institution name'],
    mobile: true,
    states: [
      {
        name: 'recruiter fields',
        show: async (p) => {
          await p.getByLabel('Category').selectOption('recruiter');
          await p.getByLabel(/^Bio/).waitFor();
        },
        fields: ['Category', /^Name/, /^Bio/, 'Contact Number'],
        mobile: true,
      },
      {
        name: 'validation errors',
        show: async (p) => {
          await p.getByRole('button', { name: 'Signup' }).click();
          await p.getByText('Name is required', { exact: true }).waitFor();
        },
      },
    ],
  },
  { name: 'jobs list (guest: log in prompt)', role: 'guest', path: () => '/home', ready: (p) => p.getByText('Log in to browse jobs') },
  { name: 'not found', role: 'guest', path: () => '/no-such-page', ready: (p) => p.getByRole('heading', { level: 1 }) },
  { name: 'content page (support)', role: 'guest', path: () => '/support', ready: (p) => p.getByRole('heading', { level: 1 }) },
  { name: 'AI interview (registered route)', role: 'guest', path: () => '/ai-interview', ready: (p) => h1(p, 'AI Interview') },
  { name: 'unsubscribe (a bad link)', role: 'guest', path: () => '/unsubscribe?token=not-a-token', ready: (p) => h1(p, 'This unsubscribe link is invalid'), mobile: true },

  // Applicant.
  {
    name: 'jobs list',
    role: 'applicant',
    path: () => '/home',
    ready: (p, w) => card(p, w.titles.accepted),
    fields: ['Search jobs'],
    mobile: true,
    states: [
      { name: 'More Filters dialog', show: (p) => openDialog(p, p.locator('body'), 'More Filters', 'Filters'), fields: ['Full Time', 'Minimum salary', 'Duration'], mobile: true },
      {
        name: 'apply dialog',
        show: async (p, w) => {
          await search(p, w.titles.open);
          return openDialog(p, card(p, w.titles.open), 'Apply', `Apply for ${w.titles.open}`);
        },
        fields: [/^Statement of Purpose/],
        mobile: true,
      },
    ],
  },
  { name: 'my applications (applied, shortlisted)', role: 'applicant', path: () => '/applications', ready: (p, w) => card(p, w.titles.shortlisted).getByRole('button', { name: 'Take Interview' }), mobile: true },
  {
    name: 'my applications (accepted: Joined On, Rate Job)',
    role: 'employee',
    path: () => '/applications',
    ready: (p, w) => card(p, w.titles.accepted).getByRole('button', { name: 'Rate Job' }),
    states: [
      {
        name: 'Rate Job dialog',
        show: async (p, w) => {
          const rate = await openDialog(p, card(p, w.titles.accepted), 'Rate Job', 'Rate Job');
          await rate.getByRole('radio', { name: '5 stars' }).waitFor();
          return rate;
        },
        fields: ['1 star', '2 stars', '5 stars'],
      },
    ],
  },
  {
    name: 'profile (applicant, rated)',
    role: 'employee',
    path: () => '/profile',
    ready: (p, w) => p.getByRole('heading', { name: w.employee.name }),
    fields: [/^Name/, 'Institution name', 'Start year', 'Skills'],
    mobile: true,
    states: [
      {
        name: 'email notifications loaded',
        show: async (p) => {
          await p.getByRole('region', { name: 'Email notifications' }).getByText(NOTIFICATION_TYPE_LABELS['application.accepted'], { exact: true }).waitFor();
        },
        fields: [NOTIFICATION_TYPE_LABELS['application.accepted'], NOTIFICATION_TYPE_LABELS['application.shortlisted']],
        mobile: true,
      },
      { name: 'delete account dialog', show: (p) => openDialog(p, p.locator('body'), 'Delete account', 'Delete your account?'), fields: [/^Password/] },
    ],
  },
  {
    name: 'learning agent',
    role: 'applicant',
    path: () => '/candidate',
    ready: (p) => h1(p, 'Learning Agent'),
    fields: [/^Skill/, /^Learning Goal/, 'Current Level', 'Timeframe'],
    mobile: true,
    states: [{ name: 'learning path', show: learningPath }],
  },
  {
    name: 'skill assessment',
    role: 'applicant',
    path: () => '/assessment',
    ready: (p) => h1(p, 'Skill Assessment'),
    fields: [/^Skill/, 'Level', 'Number of Questions', 'Exercise Type'],
    states: [
      { name: 'chat', show: assessmentChat, fields: ['Your answer'] },
      { name: 'summary with chart', show: assessmentSummary },
    ],
  },
  {
    name: 'resume builder',
    role: 'applicant',
    path: () => '/resume',
    ready: (p) => h1(p, 'Resume Builder'),
    fields: [/^Full Name/, 'Company Name 1', 'Position 1'],
    states: [{ name: 'preview', show: resume }],
  },
  {
    name: 'video interview: consent and device check',
    role: 'applicant',
    path: (w) => `/interview/${w.jobs.shortlisted}/${w.shortlistedApplication}`,
    ready: (p) => p.getByTestId('device-check'),
    fields: [/^I understand what is recorded/],
    mobile: true,
    states: [
      {
        name: 'camera preview running',
        show: async (p) => {
          await p.waitForFunction(() => (document.querySelector<HTMLVideoElement>('[data-testid="camera-preview"]')?.videoWidth ?? 0) > 0);
        },
        mobile: true,
      },
    ],
  },
  {
    name: 'notifications',
    role: 'applicant',
    path: () => '/notifications',
    ready: (p, w) => p.getByRole('article', { name: `Shortlisted: ${w.titles.shortlisted}` }),
    fields: ['Unread only'],
    mobile: true,
    states: [{ name: 'bell popover', show: bellPopover, mobile: true }],
  },
  { name: 'audio interview: consent', role: 'applicant', path: (w) => `/jobs/${w.jobs.audio}/interview`, ready: (p) => p.getByTestId('device-check'), fields: [/^I understand what is recorded/] },
  { name: 'interview: not applied', role: 'applicant', path: (w) => `/jobs/${w.jobs.open}/interview`, ready: (p) => p.getByTestId('interview-load-error') },

  // Recruiter.
  { name: 'jobs list (recruiter, buttons disabled)', role: 'recruiter', path: () => '/home', ready: (p, w) => card(p, w.titles.open) },
  {
    name: 'add job',
    role: 'recruiter',
    path: () => '/addjob',
    ready: (p) => h1(p, 'Add Job'),
    fields: [/^Title/, 'Job Type', 'Duration', /^Salary/, 'Positions Available', 'Maximum Number Of Applicants', 'Interview Questions'],
    mobile: true,
    states: [
      {
        name: 'validation errors',
        show: async (p) => {
          await p.getByRole('button', { name: 'Create Job' }).click();
          await p.getByText('Title is required', { exact: true }).waitFor();
        },
        mobile: true,
      },
    ],
  },
  {
    name: 'my jobs',
    role: 'recruiter',
    path: () => '/myjobs',
    ready: (p, w) => card(p, w.titles.open),
    mobile: true,
    states: [
      { name: 'Update Details dialog', show: (p, w) => openDialog(p, card(p, w.titles.open), 'Update Details', 'Update Details'), fields: ['Maximum Number Of Applicants', 'Positions Available'] },
      { name: 'delete confirmation', show: (p, w) => openDialog(p, card(p, w.titles.open), 'Delete Job', 'Are you sure?') },
    ],
  },
  {
    name: 'job applicants',
    role: 'recruiter',
    path: (w) => `/job/applications/${w.jobs.shortlisted}`,
    ready: (p, w) => card(p, w.other.name).getByRole('button', { name: 'Shortlist' }),
    mobile: true,
    states: [
      { name: 'Filter Applications dialog', show: (p) => openDialog(p, p.locator('body'), 'Filter', 'Filter Applications'), fields: ['Rejected', 'Applied', 'Shortlisted'] },
      {
        name: 'Recruiter Agent Suggestion dialog',
        show: async (p, w) => {
          const suggestion = await openDialog(p, card(p, w.applicant.name), 'Open Suggestion', 'Recruiter Agent Suggestion');
          await suggestion.getByRole('region', { name: 'Suggestion' }).waitFor({ timeout: 20_000 });
          return suggestion;
        },
        mobile: true,
      },
    ],
  },
  {
    name: 'employees',
    role: 'recruiter',
    path: () => '/employees',
    ready: (p, w) => card(p, w.employee.name),
    mobile: true,
    states: [
      { name: 'Sort Employees dialog', show: (p) => openDialog(p, p.locator('body'), 'Sort', 'Sort Employees') },
      { name: 'Rate Employee dialog', show: (p, w) => openDialog(p, card(p, w.employee.name), 'Rate', 'Rate Employee'), fields: ['1 star', '2 stars', '5 stars'] },
      { name: 'End Job confirmation', show: (p, w) => openDialog(p, card(p, w.employee.name), 'End Job', 'Are you sure?') },
    ],
  },
  { name: 'profile (recruiter)', role: 'recruiter', path: () => '/profile', ready: (p, w) => p.getByRole('heading', { name: w.recruiter.name }), fields: [/^Name/, /^Bio/, 'Contact Number'] },
  {
    name: 'recruiter agent',
    role: 'recruiter',
    path: () => '/recruiter',
    ready: (p) => p.getByRole('heading', { name: 'Job Hiring Agent' }),
    fields: [/^Company Description/, /^Candidate Information/, /^Job Description/],
    states: [{ name: 'evaluation', show: recruiterAgent }],
  },
];

/** The mobile menu, opened: the drawer is a dialog of its own. */
export const MOBILE_DRAWER: ScreenCase = {
  name: 'mobile menu',
  role: 'applicant',
  path: () => '/',
  ready: (p) => p.getByRole('button', { name: 'Open menu' }),
  states: [
    {
      name: 'drawer open',
      show: async (p) => {
        await p.getByRole('button', { name: 'Open menu' }).click();
        await p.getByRole('navigation', { name: 'Mobile' }).waitFor();
        return p.getByRole('dialog');
      },
      mobile: true,
    },
  ],
};
