import type { Browser } from 'playwright-core';
import { postJobViaApi, signupViaApi } from '../api';
import { DESKTOP, launchBrowser, uniqueEmail, type Session } from '../browser';
import { PASSWORD } from '../context';
import { applicationIdViaApi, applyViaApi, setStatusViaApi } from '../files.api';
import { card } from '../hiring.helpers';
import { answerInterviewViaApi } from '../interview.api';
import { openBell } from '../notifications.helpers';
import { startWebStack, STACK_START_TIMEOUT_MS, type RunningStack } from '../stack';
import { HostileLlm } from './hostile-llm';
import { openAs, type Account } from './world';
import { expectNothingRan, expectSafeRichText, expectShownAsText, watchForXss, type XssWatch } from './xss.guard';
import { ALL_PAYLOADS, XSS } from './xss.payloads';

export interface XssContext {
  stack: RunningStack;
  browser: Browser;
  llm: HostileLlm;
}

/** One embedded stack whose AI service talks to the hostile model (AI_PROVIDER=openai), one browser. */
export function useXssContext(): XssContext {
  const ctx = { llm: new HostileLlm() } as XssContext;
  beforeAll(async () => {
    const llmUrl = await ctx.llm.start();
    ctx.stack = await startWebStack('embedded', { AI_PROVIDER: 'openai', AI_BASE_URL: llmUrl, AI_MODEL: 'hostile-model', AI_MAX_RETRIES: '0', AI_TIMEOUT_MS: '5000' });
    ctx.browser = await launchBrowser();
  }, STACK_START_TIMEOUT_MS);
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.stack?.stop();
    await ctx.llm.close();
  }, 60_000);
  return ctx;
}

async function send(baseUrl: string, method: string, path: string, token: string, body: unknown): Promise<void> {
  const init: RequestInit = { method, headers: { Authorization: `Bearer ${token}` } };
  if (body instanceof FormData) init.body = body;
  else {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
  }
  const res = await fetch(`${baseUrl}${path}`, init);
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
}

interface Tab {
  session: Session;
  watch: XssWatch;
}

/**
 * Issue 8, stored XSS: payloads (img onerror, script, "><svg onload, javascript: URLs, links,
 * srcdoc frames) stored through the API in both users' names, the recruiter's bio, the job's title
 * and skills, the statement of purpose, education, skills and interview answers, and typed into every
 * AI tool, whose model (a hostile stand-in) answers with more of them and echoes the input as raw
 * HTML. Every screen that shows them, as the owner and as the other role, shows them as text and
 * runs none: no window.__xss, no alert, no injected element or request, no console error.
 */
export function xssJourney(ctx: XssContext): void {
  const marker = `Xs${Math.random().toString(36).slice(2, 7)}`;
  const title = `${XSS.script} ${XSS.link} Engineer ${marker}`;
  /** A second job the applicant has not applied to: its tile still offers Apply. */
  const openTitle = `${XSS.svg} ${XSS.iframe} Analyst ${marker}`;
  const jobSkills = [XSS.img, XSS.svg, 'React'];
  const recruiter = { name: `Ravi ${XSS.svg}`, email: uniqueEmail('ravi'), password: PASSWORD, bio: ALL_PAYLOADS };
  const applicant = {
    name: `Asha ${XSS.img}`,
    email: uniqueEmail('asha'),
    password: PASSWORD,
    institution: `${XSS.link} ${XSS.iframe}`,
    skills: [XSS.script, XSS.jsUrl, 'React'],
    sop: `I want this job. ${ALL_PAYLOADS}`,
  };
  const answers = [`${XSS.img} closures`, `${XSS.script} ${XSS.link}`, `${XSS.iframe} scopes`];
  let recruiterAccount: Account;
  let applicantAccount: Account;
  let jobId = '';
  let applicationId = '';
  let recruiterTab: Tab;
  let applicantTab: Tab;

  beforeAll(async () => {
    const base = ctx.stack.baseUrl;
    const r = await signupViaApi(base, { type: 'recruiter', name: recruiter.name, email: recruiter.email, password: PASSWORD, bio: recruiter.bio, contactNumber: '' });
    const a = await signupViaApi(base, {
      type: 'applicant',
      name: applicant.name,
      email: applicant.email,
      password: PASSWORD,
      education: [{ institutionName: applicant.institution, startYear: 2015, endYear: 2019 }],
      skills: applicant.skills,
    });
    recruiterAccount = { ...recruiter, token: r.token, type: 'recruiter' };
    applicantAccount = { ...applicant, token: a.token, type: 'applicant' };
    jobId = await postJobViaApi(base, r.token, { title, jobType: 'Full Time', salary: 50000, duration: 0, skillsets: jobSkills, interviewQuestions: 3 });
    await postJobViaApi(base, r.token, { title: openTitle, jobType: 'Part Time', salary: 30000, duration: 3, skillsets: ['SQL'], interviewQuestions: 1 });
    await applyViaApi(base, a.token, jobId, applicant.sop);
    applicationId = await applicationIdViaApi(base, a.token, jobId);
    await setStatusViaApi(base, r.token, applicationId, 'shortlisted');
    // The interview the server runs (issue 15): the hostile model asks and evaluates; then the
    // submission as the applicant's browser sends it (an audio interview: no recording).
    await answerInterviewViaApi(base, a.token, applicationId, (index) => answers[index] ?? answers[0]);
    const form = new FormData();
    const fields = { jobId, applicationId, questions: JSON.stringify([`Q1 ${XSS.svg}`, 'Q2', 'Q3']), answers: JSON.stringify(answers), scores: JSON.stringify([40, 60, 50]), overallScore: '50', feedback: JSON.stringify([XSS.iframe, 'ok', 'ok']), answerModes: JSON.stringify(['typed', 'typed', 'typed']) };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    await send(base, 'POST', '/api/interview-results', a.token, form);
    await send(base, 'PUT', `/api/applications/${applicationId}/interview-complete`, a.token, { interviewCompleted: true, interviewScore: 50 });
    for (const [who, assign] of [
      [recruiterAccount, (tab: Tab) => (recruiterTab = tab)],
      [applicantAccount, (tab: Tab) => (applicantTab = tab)],
    ] as const) {
      const session = await openAs(ctx.browser, base, DESKTOP, who);
      assign({ session, watch: watchForXss(session) });
    }
  });

  afterAll(async () => {
    await recruiterTab?.session.context.close();
    await applicantTab?.session.context.close();
  });

  it('applicant, jobs: the tiles show the titles, the recruiter name, the skills and the status as text; so does the apply dialog', async () => {
    const { session, watch } = applicantTab;
    const { page } = session;
    await page.goto('/home');
    const search = page.getByRole('combobox', { name: 'Search jobs' });
    await search.fill(marker);
    await search.press('Enter');
    // Applied to (issue 18): the application's status instead of Apply.
    const tile = card(page, title);
    await tile.locator('[data-status="shortlisted"]').waitFor();
    await expectShownAsText(page, [title, recruiter.name, ...jobSkills], tile);
    expect(await tile.getByRole('button', { name: 'Apply' }).count()).toBe(0);
    const open = card(page, openTitle);
    await expectShownAsText(page, [openTitle, recruiter.name], open);
    await open.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('dialog', { name: `Apply for ${openTitle}` }).waitFor();
    await expectNothingRan(session, watch);
    await page.keyboard.press('Escape');
  });

  it('notifications (issue 18): the bell popover and /notifications show job titles and names as text, for both roles', async () => {
    const checks = [
      { tab: applicantTab, newest: `Shortlisted: ${title}`, texts: [`Shortlisted: ${title}`, `Application sent: ${title}`] },
      { tab: recruiterTab, newest: `New application: ${title}`, texts: [`New application: ${title}`, `${applicant.name} applied to “${title}”.`] },
    ];
    for (const { tab, newest, texts } of checks) {
      const { session, watch } = tab;
      const { page } = session;
      await page.goto('/notifications');
      await card(page, newest).waitFor();
      await expectShownAsText(page, texts, page.getByRole('list', { name: 'Notifications' }));
      await expectNothingRan(session, watch);
      const popover = await openBell(page);
      await popover.getByText(newest).first().waitFor();
      await expectShownAsText(page, texts, popover);
      await expectNothingRan(session, watch);
      await page.keyboard.press('Escape');
      await popover.waitFor({ state: 'hidden' });
    }
  });

  it('applicant, Applications and Profile: the job, the recruiter, own name, education and skills as text', async () => {
    const { session, watch } = applicantTab;
    const { page } = session;
    await page.goto('/applications');
    const application = card(page, title);
    await application.waitFor();
    await expectShownAsText(page, [title, recruiter.name], application);
    await expectNothingRan(session, watch);

    await page.goto('/profile');
    await page.getByRole('heading', { name: applicant.name }).waitFor();
    expect(await page.getByLabel(/^Name/).inputValue()).toBe(applicant.name);
    expect(await page.getByLabel('Institution name').first().inputValue()).toBe(applicant.institution);
    await expectShownAsText(page, applicant.skills.slice(0, 2));
    await expectNothingRan(session, watch);
  });

  it("recruiter, My Jobs and the job's applicants: name, statement of purpose, education, skills and interview answers as text", async () => {
    const { session, watch } = recruiterTab;
    const { page } = session;
    await page.goto('/myjobs');
    await expectShownAsText(page, [title, ...jobSkills], card(page, title));
    await expectNothingRan(session, watch);

    await page.goto(`/job/applications/${jobId}`);
    const applicantCard = card(page, applicant.name);
    await applicantCard.waitFor();
    await expectShownAsText(page, [applicant.name, applicant.sop, applicant.institution, ...applicant.skills], applicantCard);
    await applicantCard.getByRole('button', { name: /^View Interview Results/ }).click();
    const results = page.getByRole('dialog', { name: 'Interview Results' });
    await results.getByTestId('results-item').first().waitFor();
    // The hostile model's question and feedback (its echo of the answer, and a payload of its own), the answers: all as text.
    await expectShownAsText(page, [...answers, `Explain closures. ${XSS.img} ${XSS.script}`, XSS.svg], results);
    await expectNothingRan(session, watch);
    await page.keyboard.press('Escape');
  });

  it("recruiter, Open Suggestion: the hostile model's HTML (script, handlers, javascript: links, frames, the echoed input) arrives as plain rich text", async () => {
    const { session, watch } = recruiterTab;
    const { page } = session;
    await page.goto(`/job/applications/${jobId}`);
    await card(page, applicant.name).getByRole('button', { name: 'Open Suggestion' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recruiter Agent Suggestion' });
    const region = dialog.getByRole('region', { name: 'Suggestion' });
    await region.waitFor({ timeout: 20_000 });
    await expectSafeRichText(region);
    // The model's own words survive; its markup does not.
    await expectShownAsText(page, ['Strong fit', 'Recommend an interview.', 'details'], region);
    expect(ctx.llm.asked).toContain('candidate_evaluation');
    await expectNothingRan(session, watch);
    await page.keyboard.press('Escape');
  });

  it('recruiter, Recruiter Agent with payloads in all three inputs: the evaluation is plain rich text', async () => {
    const { session, watch } = recruiterTab;
    const { page } = session;
    await page.goto('/recruiter');
    await page.getByRole('textbox', { name: /^Company Description/ }).fill(ALL_PAYLOADS);
    await page.getByRole('textbox', { name: /^Candidate Information/ }).fill(`React developer ${ALL_PAYLOADS}`);
    await page.getByRole('textbox', { name: /^Job Description/ }).fill(`React role ${XSS.svg}`);
    await page.getByRole('button', { name: 'Generate' }).click();
    const region = page.getByRole('region', { name: 'Candidate evaluation' });
    await region.waitFor({ timeout: 20_000 });
    await expectSafeRichText(region);
    await expectNothingRan(session, watch);
  });

  it('recruiter, Profile: name and bio are shown exactly as stored', async () => {
    const { session, watch } = recruiterTab;
    const { page } = session;
    await page.goto('/profile');
    await page.getByRole('heading', { name: recruiter.name }).waitFor();
    expect(await page.getByLabel(/^Name/).inputValue()).toBe(recruiter.name);
    expect(await page.getByLabel(/^Bio/).inputValue()).toBe(recruiter.bio);
    await expectNothingRan(session, watch);
  });

  it('recruiter accepts; Employees shows the name and the job title as text', async () => {
    const { session, watch } = recruiterTab;
    const { page } = session;
    await setStatusViaApi(ctx.stack.baseUrl, recruiterAccount.token, applicationId, 'accepted');
    await page.goto('/employees');
    const employee = card(page, applicant.name);
    await employee.waitFor();
    await expectShownAsText(page, [applicant.name, title], employee);
    await expectNothingRan(session, watch);
  });

  it("applicant, Learning Agent with a payload goal: the hostile model's path, then the local engine's echo, as text", async () => {
    const { session, watch } = applicantTab;
    const { page } = session;
    const goal = `Ship a dashboard ${ALL_PAYLOADS}`;
    await page.goto('/candidate');
    await page.getByRole('combobox', { name: /^Skill/ }).selectOption('React');
    await page.getByRole('textbox', { name: /^Learning Goal/ }).fill(goal);
    await page.getByRole('button', { name: 'Generate Learning Path' }).click();
    const path = page.getByRole('region', { name: 'Learning path' });
    await path.waitFor({ timeout: 20_000 });
    await expectShownAsText(page, [goal, XSS.img, XSS.script, XSS.link, `Basics ${XSS.svg}`, `Start here ${XSS.iframe}`], path);
    expect(ctx.llm.asked).toContain('learning_path');
    await expectNothingRan(session, watch);

    // The local engine quotes the goal (its first 200 characters) in the overview.
    const shortGoal = `Ship it ${XSS.img} ${XSS.script} ${XSS.svg}`;
    ctx.llm.mode = 'down';
    try {
      await page.getByRole('textbox', { name: /^Learning Goal/ }).fill(shortGoal);
      await page.getByRole('button', { name: 'Generate Learning Path' }).click();
      await path.getByText(`"${shortGoal}"`, { exact: false }).first().waitFor({ timeout: 20_000 });
      await expectShownAsText(page, [shortGoal], path);
      await expectNothingRan(session, watch);
    } finally {
      ctx.llm.mode = 'hostile';
    }
  });

  it('applicant, Skill Assessment: the questions, a payload answer and the feedback are chat text', async () => {
    const { session, watch } = applicantTab;
    const { page } = session;
    const answer = `A closure ${ALL_PAYLOADS}`;
    await page.goto('/assessment');
    await page.getByRole('combobox', { name: /^Skill/ }).selectOption('React');
    await page.getByRole('spinbutton', { name: 'Number of Questions' }).fill('2');
    await page.getByRole('button', { name: 'Start Assessment' }).click();
    const log = page.getByRole('log', { name: 'Messages' });
    await log.getByText('Explain closures.', { exact: false }).waitFor({ timeout: 20_000 });
    await expectShownAsText(page, [`Explain closures. ${XSS.img} ${XSS.script}`], log);
    await page.getByRole('textbox', { name: 'Your answer' }).fill(answer);
    await page.getByRole('button', { name: 'Send' }).click();
    await log.getByText('Score: 55/100').waitFor({ timeout: 20_000 });
    await expectShownAsText(page, [answer, XSS.svg], log);
    await expectNothingRan(session, watch);
    await page.getByRole('textbox', { name: 'Your answer' }).fill(XSS.link);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('region', { name: 'Progress summary' }).waitFor({ timeout: 20_000 });
    expect(ctx.llm.asked).toEqual(expect.arrayContaining(['interview_question', 'answer_evaluation']));
    await expectNothingRan(session, watch);
  });

  it('Resume Builder: payloads in every field come back in the preview (and the model summary) as text', async () => {
    const { session, watch } = applicantTab;
    const { page } = session;
    await page.goto('/resume');
    await page.getByRole('textbox', { name: /^Full Name/ }).fill(applicant.name);
    await page.getByRole('textbox', { name: /^Current Position/ }).fill(XSS.svg);
    await page.getByRole('spinbutton', { name: /^Experience \(years\)/ }).fill('3');
    await page.getByRole('textbox', { name: /^Technologies/ }).fill(`React, ${XSS.script}`);
    await page.getByRole('textbox', { name: 'Company Name 1' }).fill(XSS.link);
    await page.getByRole('textbox', { name: 'Position 1' }).fill(XSS.jsUrl);
    await page.getByRole('button', { name: 'Generate Resume' }).click();
    const preview = page.getByRole('article', { name: 'Resume preview' });
    await preview.waitFor({ timeout: 20_000 });
    await expectShownAsText(page, [applicant.name, XSS.svg, XSS.script, XSS.link, XSS.jsUrl, XSS.img], preview);
    expect(ctx.llm.asked).toContain('resume_summary');
    await expectNothingRan(session, watch);
  });
}
