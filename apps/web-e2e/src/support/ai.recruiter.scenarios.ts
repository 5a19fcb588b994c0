import type { Page } from 'playwright-core';
import type { CandidateSuggestionInput, CandidateSuggestionResponse, ResumeResult } from '@hirewise/contracts';
import { signIn } from './app';
import { DESKTOP, screenshot, uniqueEmail, unlabelledControls, type Session } from './browser';
import { PASSWORD } from './context';
import { postJobViaApi, signupViaApi } from './api';
import { applyViaApi, capturePrintTitle, holdRequests, pdfLinks, pdfPageCount, pdfTitle, postAnswer, printedText, printedTitles, saveOutput } from './ai.helpers';
import { card } from './hiring.helpers';
import type { HiringContext } from './hiring.context';

export const RECRUITER_BIO = 'Finpay builds UPI payment software for small shops across India; a team of 40 engineers in Pune.';

/** The rich text the Recruiter Agent rendered: only the allowed tags, no attributes. */
async function renderedTags(page: Page, region: string): Promise<{ tags: string[]; attributes: number }> {
  return page.getByRole('region', { name: region }).evaluate((root) => ({
    tags: [...new Set(Array.from(root.querySelectorAll('*')).map((el) => el.tagName.toLowerCase()))],
    attributes: Array.from(root.querySelectorAll('*')).reduce((sum, el) => sum + el.attributes.length, 0),
  }));
}

const ALLOWED = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'ul', 'ol', 'li', 'strong', 'em'];

/**
 * The recruiter's AI tools at desktop width on the real stack (local engine): the Recruiter Agent,
 * the Resume Builder with its print view (a real PDF from Chromium), and Open Suggestion on a
 * job's application card.
 */
export function aiRecruiterJourney(ctx: HiringContext): void {
  const shot = (page: Page, name: string) => screenshot(page, `ai-${name}-desktop`);
  const recruiter = { name: 'Arjun Mehta', email: uniqueEmail('arjun'), password: PASSWORD };
  const applicant = { name: 'Kiran Joshi', email: uniqueEmail('kiran'), password: PASSWORD };
  let tab: Session;
  let jobId = '';

  beforeAll(async () => {
    const { token } = await signupViaApi(ctx.stack.baseUrl, { type: 'recruiter', ...recruiter, bio: RECRUITER_BIO, contactNumber: '' });
    const seeker = await signupViaApi(ctx.stack.baseUrl, {
      type: 'applicant',
      ...applicant,
      education: [{ institutionName: 'BITS Pilani', startYear: 2016, endYear: 2020 }],
      skills: ['React', 'TypeScript', 'Node.js'],
    });
    jobId = await postJobViaApi(ctx.stack.baseUrl, token, { title: 'Frontend Engineer (Payments)', jobType: 'Full Time', salary: 120000, duration: 0, skillsets: ['React', 'TypeScript', 'GraphQL'] });
    await applyViaApi(ctx.stack.baseUrl, seeker.token, jobId, 'Four years building React dashboards with TypeScript for a fintech; I led the move to GraphQL.');
    tab = await ctx.open(DESKTOP);
    await signIn(tab.page, recruiter, 'recruiter');
  });

  afterAll(() => expect(tab?.errors).toEqual([]));

  it("Recruiter Agent: 'Job Hiring Agent' form, Loading..., then the evaluation as sanitized rich text", async () => {
    const { page } = tab;
    await page.goto('/recruiter');
    await page.getByRole('heading', { name: 'Job Hiring Agent' }).waitFor();
    await page.getByRole('button', { name: 'Generate' }).click();
    await page.getByText('Company description is required', { exact: true }).waitFor();

    await page.getByRole('textbox', { name: /^Company Description/ }).fill(RECRUITER_BIO);
    await page.getByRole('textbox', { name: /^Candidate Information/ }).fill('Five years of React and TypeScript, two with Node.js and PostgreSQL. Built a design system used by 30 engineers.');
    await page.getByRole('textbox', { name: /^Job Description/ }).fill('Senior frontend engineer: React, TypeScript, GraphQL and accessibility; mentors two juniors.');
    expect(await unlabelledControls(page)).toEqual([]);

    const held = await holdRequests(page, '/ai/api/suggest-candidate');
    await page.getByRole('button', { name: 'Generate' }).click();
    await page.getByText('Loading...', { exact: true }).waitFor();
    const answered = postAnswer<CandidateSuggestionResponse>(page, '/ai/api/suggest-candidate', async () => held.release());
    const { response, body, sent } = await answered;
    await held.unroute();
    expect(response.status()).toBe(200);
    expect(sent).toMatchObject({ companyDescription: RECRUITER_BIO });
    expect(body.evaluation.length).toBeGreaterThan(0);

    const region = page.getByRole('region', { name: 'Candidate evaluation' });
    await region.waitFor();
    expect(await page.getByText('Loading...', { exact: true }).count()).toBe(0);
    const { tags, attributes } = await renderedTags(page, 'Candidate evaluation');
    expect(tags.every((tag) => ALLOWED.includes(tag))).toBe(true);
    expect(tags.some((tag) => /^h[1-6]$/.test(tag))).toBe(true);
    expect(attributes).toBe(0);
    expect((await region.innerText()).length).toBeGreaterThan(50);
    await shot(page, 'recruiter-agent');
  });

  it('Resume Builder: rows, trimmed numeric request, preview, Print Resume title and a PDF with only the resume', async () => {
    const { page } = tab;
    await page.goto('/resume');
    await page.getByText('Fill the form to preview your resume', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /Print Resume/ }).count()).toBe(0);

    await page.getByRole('textbox', { name: /^Full Name/ }).fill('  Arjun Mehta  ');
    await page.getByRole('textbox', { name: /^Current Position/ }).fill(' Engineering Manager ');
    await page.getByRole('spinbutton', { name: /^Experience \(years\)/ }).fill('9');
    await page.getByRole('textbox', { name: /^Technologies/ }).fill(' React, TypeScript, Node.js, PostgreSQL ');
    await page.getByRole('textbox', { name: 'Company Name 1' }).fill(' Infosys ');
    await page.getByRole('textbox', { name: 'Position 1' }).fill('Software Engineer');
    await page.getByRole('button', { name: 'Add More' }).click();
    await page.getByRole('textbox', { name: 'Company Name 2' }).fill('Throwaway Ltd');
    await page.getByRole('button', { name: 'Add More' }).click();
    expect(await page.getByTestId('work-experience-row').count()).toBe(3);
    await page.getByRole('button', { name: 'Remove row 2' }).click();
    expect(await page.getByTestId('work-experience-row').count()).toBe(2);
    await page.getByRole('textbox', { name: 'Company Name 2' }).fill('Flipkart');
    await page.getByRole('textbox', { name: 'Position 2' }).fill(' Engineering Manager');
    expect(await unlabelledControls(page)).toEqual([]);

    const { response, body, sent } = await postAnswer<ResumeResult>(page, '/ai/api/resume-create', () => page.getByRole('button', { name: 'Generate Resume' }).click());
    expect(response.status()).toBe(200);
    expect(sent).toEqual({
      fullName: 'Arjun Mehta',
      currentPosition: 'Engineering Manager',
      currentLength: 9,
      currentTechnologies: 'React, TypeScript, Node.js, PostgreSQL',
      companies: [
        { name: 'Infosys', position: 'Software Engineer' },
        { name: 'Flipkart', position: 'Engineering Manager' },
      ],
    });
    const preview = page.getByRole('article', { name: 'Resume preview' });
    await preview.waitFor();
    expect(await preview.getByRole('heading', { level: 2 }).textContent()).toBe('Arjun Mehta');
    expect(await preview.getByText(body.summary, { exact: true }).isVisible()).toBe(true);
    for (const heading of ['Professional Summary', 'Technical Skills', 'Work Experience']) expect(await preview.getByRole('heading', { name: heading }).isVisible()).toBe(true);
    expect(await preview.getByRole('list', { name: 'Technical Skills' }).getByRole('listitem').allTextContents()).toEqual(['React', 'TypeScript', 'Node.js', 'PostgreSQL']);
    expect(await preview.getByRole('img').count()).toBe(body.imageUrl ? 1 : 0);
    await shot(page, 'resume-builder');

    // Print Resume: the document is titled '<name>_Resume' while the print runs, then gets its title back.
    const before = await page.title();
    await capturePrintTitle(page);
    await page.getByRole('button', { name: /Print Resume/ }).click();
    expect(await printedTitles(page)).toEqual(['Arjun Mehta_Resume']);
    expect(await page.title()).toBe(before);

    // The print stylesheet leaves the resume and nothing else: no menu, form, buttons or footer.
    const printed = await printedText(page);
    const sheet = (await preview.innerText()).replace(/\s+/g, ' ').trim();
    expect(printed).toBe(sheet);
    for (const outside of ['Hirewise', 'Generate Resume', 'Print Resume', 'Full Name', 'Logout']) expect(printed).not.toContain(outside);

    await page.emulateMedia({ media: 'print' });
    await screenshot(page, 'ai-resume-print-view-desktop');
    // page.pdf() prints with print media once no other media is emulated, as the browser's print does.
    await page.emulateMedia({ media: null });
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    saveOutput('resume-print.pdf', pdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(1);
    // The browser's own print lifecycle (beforeprint) titled the document, and so the PDF.
    expect(pdfTitle(pdf)).toBe('Arjun Mehta_Resume');
    expect(await page.title()).toBe(before);
    // Links would show up as annotations: the menu and footer links are not printed.
    expect(pdfLinks(pdf)).toEqual([]);
  });

  it("Open Suggestion: the dialog asks with the recruiter's bio, the candidate's profile (no name) and the job", async () => {
    const { page } = tab;
    await page.goto(`/job/applications/${jobId}`);
    const applicantCard = card(page, applicant.name);
    await applicantCard.waitFor();
    const held = await holdRequests(page, '/api/suggest-candidate');
    await applicantCard.getByRole('button', { name: 'Open Suggestion' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recruiter Agent Suggestion' });
    await dialog.getByText('Loading suggestion...', { exact: true }).waitFor();
    const { response, body, sent } = await postAnswer<CandidateSuggestionResponse>(page, '/api/suggest-candidate', async () => held.release());
    await held.unroute();
    expect(response.status()).toBe(200);
    const request = sent as CandidateSuggestionInput;
    expect(request.companyDescription).toBe(RECRUITER_BIO);
    expect(request.candidateInfo).toContain('React, TypeScript, Node.js');
    expect(request.candidateInfo).toContain('BITS Pilani (2016 - 2020)');
    expect(request.candidateInfo).toContain('I led the move to GraphQL');
    expect(request.candidateInfo).not.toContain('Kiran');
    expect(request.jobDescription).toContain('Frontend Engineer (Payments)');
    expect(request.jobDescription).toContain('React, TypeScript, GraphQL');
    expect(body.evaluation.length).toBeGreaterThan(0);

    await dialog.getByRole('region', { name: 'Suggestion' }).waitFor();
    expect(await dialog.getByText('Loading suggestion...').count()).toBe(0);
    const { tags, attributes } = await renderedTags(page, 'Suggestion');
    expect(tags.every((tag) => ALLOWED.includes(tag))).toBe(true);
    expect(attributes).toBe(0);
    await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await shot(page, 'suggestion-dialog');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  });
}
