import type { Browser } from 'playwright-core';
import type { UserType } from '@hirewise/contracts';
import { postJobViaApi, signupViaApi } from '../api';
import { openPage, uniqueEmail, type Session, type Viewport } from '../browser';
import { PASSWORD } from '../context';
import { applicationIdViaApi, applyViaApi, setStatusViaApi } from '../files.api';

export interface Account {
  name: string;
  email: string;
  password: string;
  token: string;
  type: UserType;
}

/**
 * What the screens need to show something in every state, made through the gateway: a recruiter
 * with five jobs; an applicant with applications that change the screens (applied, shortlisted with
 * a video interview waiting, applied to a job that requires an audio interview) and one job left
 * open; a second applicant still to shortlist; an employee (accepted, which cancels every other
 * open application of theirs, hence a third account) rated by the recruiter and rating the job.
 */
export interface A11yWorld {
  recruiter: Account;
  applicant: Account;
  other: Account;
  employee: Account;
  jobs: { open: string; applied: string; shortlisted: string; accepted: string; audio: string };
  titles: { open: string; applied: string; shortlisted: string; accepted: string; audio: string };
  /** The applicant's application to the shortlisted job (the video interview's address). */
  shortlistedApplication: string;
}

async function call(baseUrl: string, method: string, path: string, token: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function account(baseUrl: string, type: UserType, name: string, prefix: string, extra: Record<string, unknown>): Promise<Account> {
  const email = uniqueEmail(prefix);
  const body = type === 'recruiter' ? { type, name, email, password: PASSWORD, bio: '', contactNumber: '', ...extra } : { type, name, email, password: PASSWORD, education: [], skills: [], ...extra };
  const { token } = await signupViaApi(baseUrl, body as Parameters<typeof signupViaApi>[1]);
  return { name, email, password: PASSWORD, token, type };
}

export async function seedWorld(baseUrl: string): Promise<A11yWorld> {
  const marker = Math.random().toString(36).slice(2, 7);
  const recruiter = await account(baseUrl, 'recruiter', 'Sunita Rao', 'sunita', { bio: 'We build payment software for small shops in Pune.' });
  const applicant = await account(baseUrl, 'applicant', 'Vikram Sethi', 'vikram', {
    education: [{ institutionName: 'IIT Bombay', startYear: 2016, endYear: 2020 }],
    skills: ['React', 'TypeScript'],
  });
  const other = await account(baseUrl, 'applicant', 'Farah Khan', 'farah', { skills: ['Go'] });
  const employee = await account(baseUrl, 'applicant', 'Meena Pillai', 'meena', {
    education: [
      { institutionName: 'IIT Bombay', startYear: 2016, endYear: 2020 },
      { institutionName: 'IIM Ahmedabad', startYear: 2021 },
    ],
    skills: ['Support', 'SQL'],
  });
  const titles = {
    open: `Data Analyst ${marker}`,
    applied: `QA Engineer ${marker}`,
    shortlisted: `Frontend Engineer ${marker}`,
    accepted: `Support Engineer ${marker}`,
    audio: `API Developer ${marker}`,
  };
  const post = (title: string, extra: Record<string, unknown> = {}) =>
    postJobViaApi(baseUrl, recruiter.token, { title, jobType: 'Full Time', salary: 60000, duration: 3, skillsets: ['React', 'SQL'], interviewQuestions: 3, ...extra });
  const jobs = {
    open: await post(titles.open),
    applied: await post(titles.applied),
    shortlisted: await post(titles.shortlisted),
    accepted: await post(titles.accepted),
    audio: await post(titles.audio, { requiresInterview: true, interviewQuestions: 1 }),
  };
  for (const job of [jobs.applied, jobs.shortlisted, jobs.audio]) await applyViaApi(baseUrl, applicant.token, job, 'I have shipped React apps for four years.');
  await applyViaApi(baseUrl, employee.token, jobs.accepted, 'I have run support desks for six years.');
  await applyViaApi(baseUrl, other.token, jobs.shortlisted, 'Go and SQL every day.');
  const shortlistedApplication = await applicationIdViaApi(baseUrl, applicant.token, jobs.shortlisted);
  await setStatusViaApi(baseUrl, recruiter.token, shortlistedApplication, 'shortlisted');
  const acceptedApplication = await applicationIdViaApi(baseUrl, employee.token, jobs.accepted);
  await setStatusViaApi(baseUrl, recruiter.token, acceptedApplication, 'shortlisted');
  await setStatusViaApi(baseUrl, recruiter.token, acceptedApplication, 'accepted');
  // Ratings both ways: stars on the job tile and the employee card, the badge on the profile.
  const { _id: applicantId } = (await call(baseUrl, 'GET', '/api/user', employee.token)) as { _id: string };
  await call(baseUrl, 'PUT', '/api/rating', recruiter.token, { rating: 4, applicantId });
  await call(baseUrl, 'PUT', '/api/rating', employee.token, { rating: 5, jobId: jobs.accepted });
  return { recruiter, applicant, other, employee, jobs, titles, shortlistedApplication };
}

/** A page already signed in as `who` (the session the login screen would store), or a guest's. */
export async function openAs(browser: Browser, baseUrl: string, viewport: Viewport, who?: Account): Promise<Session> {
  const session = await openPage(browser, viewport, baseUrl);
  if (who) {
    await session.context.addInitScript(
      ([token, type]) => {
        window.localStorage.setItem('token', token);
        window.localStorage.setItem('type', type);
      },
      [who.token, who.type] as const,
    );
  }
  return session;
}
