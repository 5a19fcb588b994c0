import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { MediaMessages } from '@hirewise/contracts';
import { clickMenuItem, fillCommonSignup, login, signIn, toast } from './app';
import { postJobViaApi, signupViaApi } from './api';
import { DESKTOP, MOBILE, screenshot, uniqueEmail, unlabelledControls, type Session } from './browser';
import { PASSWORD } from './context';
import { applyViaApi, loginViaApi, updateUserViaApi, uploadViaApi, waitForApplicant } from './files.api';
import { executableAsPdf, photoPng, resumePdf, resumeText } from './files.fixtures';
import { answerTo, card, overflowsSideways } from './hiring.helpers';
import type { HiringContext } from './hiring.context';

const PDF = 'application/pdf';

async function expectToast(page: Page, message: string, type: 'success' | 'error'): Promise<void> {
  const shown = toast(page, message).first();
  await shown.waitFor();
  expect(await shown.getAttribute('data-type')).toBe(type);
}

/** The bytes behind a blob: URL the page handed out (it lives on for a minute after a download). */
async function blobBytes(page: Page, url: string): Promise<Buffer> {
  // As a data URL: a large array of numbers would take the protocol tens of seconds to carry.
  const dataUrl = await page.evaluate(async (href) => {
    const blob = await (await fetch(href)).blob();
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(blob);
    });
  }, url);
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** Whether an <img> has really decoded (a photo, not a broken image or the initials). */
function imageWidth(image: Locator): Promise<number> {
  return image.evaluate((el) => (el as HTMLImageElement).naturalWidth);
}

/** Upload bandwidth of the page, through the DevTools protocol: slow enough to watch a bar move. */
async function throttleUploads(page: Page, bytesPerSecond: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.detach();
  };
}

/**
 * Files in the browser (issue 4): an applicant's refused and accepted uploads on /profile with the
 * progress bar, the photo in the header, their own resume download; a recruiter with applications
 * from them downloads resumes (a PDF opens in a new tab, a text file downloads) and sees photos;
 * the same screens at phone width; signup with a resume and a photo.
 */
export function filesJourney(ctx: HiringContext): void {
  const shot = (page: Page, name: string) => screenshot(page, ctx.mode === 'server' ? `${name}-server` : name);
  const marker = `Fl${Math.random().toString(36).slice(2, 7)}`;
  const title = `Data Engineer ${marker}`;
  const recruiter = { name: 'Farah Khan', email: uniqueEmail('farah'), password: PASSWORD };
  const applicant = { name: 'Nisha Verma', email: uniqueEmail('nisha'), password: PASSWORD };
  const second = { name: 'Arjun Mehta', email: uniqueEmail('arjun'), password: PASSWORD };
  const pdf = resumePdf(applicant.name, 1_200_000);
  const text = resumeText(second.name);
  let recruiterToken = '';
  let jobId = '';
  let applicantTab: Session;
  let recruiterTab: Session;
  const sessions: Session[] = [];

  beforeAll(async () => {
    recruiterToken = (await signupViaApi(ctx.stack.baseUrl, { type: 'recruiter', ...recruiter, bio: '', contactNumber: '' })).token;
    await signupViaApi(ctx.stack.baseUrl, { type: 'applicant', ...applicant, education: [{ institutionName: 'BITS Pilani', startYear: 2016, endYear: 2020 }], skills: ['Spark', 'SQL'] });
    jobId = await postJobViaApi(ctx.stack.baseUrl, recruiterToken, { title, jobType: 'Full Time', salary: 80000, duration: 6, skillsets: ['Spark', 'SQL'] });
    applicantTab = await ctx.open(DESKTOP);
    recruiterTab = await ctx.open(DESKTOP);
    sessions.push(applicantTab, recruiterTab);
    await signIn(applicantTab.page, applicant, 'applicant');
    await signIn(recruiterTab.page, recruiter, 'recruiter');
  });

  afterAll(() => {
    for (const session of sessions) expect(session.errors).toEqual([]);
  });

  it('refuses a wrong type before sending, and shows the server refusing a renamed executable', async () => {
    const { page } = applicantTab;
    await clickMenuItem(page, DESKTOP, 'Profile');
    await page.getByText('No resume uploaded yet').waitFor();
    expect(await unlabelledControls(page)).toEqual([]);
    let uploads = 0;
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/uploads/resume') uploads += 1;
    });

    await page.getByLabel('Resume file').setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: executableAsPdf() });
    await expectToast(page, MediaMessages.wrongType.resume, 'error');
    await page.getByRole('group', { name: 'Resume' }).getByText(MediaMessages.wrongType.resume).waitFor();
    expect(uploads).toBe(0);

    await page.getByLabel('Resume file').setInputFiles({ name: 'resume.pdf', mimeType: PDF, buffer: executableAsPdf() });
    const refused = await answerTo(page, 'POST', '/api/uploads/resume', () => page.getByRole('button', { name: 'Upload Resume' }).click());
    expect(refused.status()).toBe(415);
    expect(await refused.json()).toEqual({ message: MediaMessages.wrongType.resume });
    await expectToast(page, MediaMessages.wrongType.resume, 'error');
    // Refused by content: the pick is dropped, the reason stays under the field, nothing is saved.
    await page.getByTestId('resume-file-name').getByText('No resume uploaded yet').waitFor();
    await page.getByRole('group', { name: 'Resume' }).getByText(MediaMessages.wrongType.resume).waitFor();
    expect(await page.getByRole('group', { name: 'Resume' }).getByRole('button', { name: 'Download Resume' }).count()).toBe(0);
    await shot(page, 'files-refused-desktop');
  });

  it('uploads a PDF resume with a progress bar that moves, then saves it and says so', async () => {
    const { page } = applicantTab;
    const unthrottle = await throttleUploads(page, 400 * 1024);
    try {
      await page.getByLabel('Resume file').setInputFiles({ name: 'nisha-verma.pdf', mimeType: PDF, buffer: pdf });
      await page.getByTestId('resume-file-name').getByText('nisha-verma.pdf').waitFor();
      const saved = answerTo(page, 'PUT', '/api/user', () => page.getByRole('button', { name: 'Upload Resume' }).click());
      const bar = page.getByRole('progressbar', { name: 'Resume upload progress' });
      await page.waitForFunction(() => {
        const now = Number(document.querySelector('[aria-label="Resume upload progress"]')?.getAttribute('aria-valuenow'));
        return now > 0 && now < 100;
      });
      const midway = Number(await bar.getAttribute('aria-valuenow'));
      expect(midway).toBeGreaterThan(0);
      expect(midway).toBeLessThan(100);
      await shot(page, 'files-progress-desktop');
      const put = await saved;
      expect(put.status()).toBe(200);
      expect(Object.keys(JSON.parse(put.request().postData() ?? '{}'))).toEqual(['resume']);
    } finally {
      await unthrottle();
    }
    await expectToast(page, MediaMessages.uploaded, 'success');
    expect(await page.getByRole('progressbar', { name: 'Resume upload progress' }).getAttribute('aria-valuenow')).toBe('100');
    await page.getByText('Your resume is on your profile').waitFor();
    await page.getByRole('group', { name: 'Resume' }).getByRole('button', { name: 'Download Resume' }).waitFor();
  });

  it('uploads a photo that then shows in the profile header', async () => {
    const { page } = applicantTab;
    await page.getByLabel('Profile photo file').setInputFiles({ name: 'nisha.png', mimeType: 'image/png', buffer: photoPng() });
    await page.getByRole('button', { name: 'Upload Profile photo' }).click();
    await expectToast(page, MediaMessages.uploaded, 'success');
    const photo = page.getByRole('img', { name: `Photo of ${applicant.name}` });
    await photo.waitFor();
    expect(await imageWidth(photo)).toBe(96);
    expect(await photo.getAttribute('src')).toMatch(/^blob:/);
    await shot(page, 'files-profile-desktop');
  });

  it('the applicant opens their own PDF resume in a new tab', async () => {
    const { page } = applicantTab;
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('group', { name: 'Resume' }).getByRole('button', { name: 'Download Resume' }).click(),
    ]);
    await expectToast(page, 'File downloaded successfully', 'success');
    expect(tab.url()).toMatch(/^blob:/);
    expect((await blobBytes(page, tab.url())).equals(pdf)).toBe(true);
    await tab.close();
  });

  it('the recruiter sees the photos and downloads the resumes: a PDF opens in a new tab, a text file downloads', async () => {
    const base = ctx.stack.baseUrl;
    await applyViaApi(base, await loginViaApi(base, applicant.email, applicant.password), jobId, 'I build data pipelines on Spark.');
    const secondToken = (await signupViaApi(base, { type: 'applicant', ...second, education: [], skills: ['Go'] })).token;
    const stored = await uploadViaApi(base, secondToken, 'resume', { name: 'arjun-mehta.txt', type: 'text/plain', data: text });
    await updateUserViaApi(base, secondToken, { resume: stored });
    await applyViaApi(base, secondToken, jobId, 'Ops background, keen on data.');
    await waitForApplicant(base, recruiterToken, jobId, applicant.name, (a) => a.jobApplicant.resume !== '' && a.jobApplicant.profile !== '');
    await waitForApplicant(base, recruiterToken, jobId, second.name, (a) => a.jobApplicant.resume === stored);

    const { page } = recruiterTab;
    await page.goto(`/job/applications/${jobId}`);
    const withPhoto = card(page, applicant.name);
    const photo = withPhoto.getByRole('img', { name: `Photo of ${applicant.name}` });
    await photo.waitFor();
    expect(await imageWidth(photo)).toBe(96);
    expect(await card(page, second.name).getByText('AM', { exact: true }).isVisible()).toBe(true);

    const [tab] = await Promise.all([page.context().waitForEvent('page'), withPhoto.getByRole('button', { name: 'Download Resume' }).click()]);
    await expectToast(page, 'File downloaded successfully', 'success');
    expect(tab.url()).toMatch(/^blob:/);
    expect((await blobBytes(page, tab.url())).equals(pdf)).toBe(true);
    await tab.close();

    const [download] = await Promise.all([page.waitForEvent('download'), card(page, second.name).getByRole('button', { name: 'Download Resume' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.txt$/);
    expect(readFileSync(await download.path()).equals(text)).toBe(true);
    await shot(page, 'files-job-applications-desktop');
  });

  it('at phone width the profile and the applications fit the screen', async () => {
    const phoneApplicant = await ctx.open(MOBILE);
    const phoneRecruiter = await ctx.open(MOBILE);
    sessions.push(phoneApplicant, phoneRecruiter);
    await signIn(phoneApplicant.page, applicant, 'applicant');
    await phoneApplicant.page.goto('/profile');
    await phoneApplicant.page.getByRole('img', { name: `Photo of ${applicant.name}` }).waitFor();
    await phoneApplicant.page.getByLabel('Resume file').setInputFiles({ name: 'short.pdf', mimeType: PDF, buffer: resumePdf(applicant.name) });
    await phoneApplicant.page.getByRole('button', { name: 'Upload Resume' }).tap();
    await expectToast(phoneApplicant.page, MediaMessages.uploaded, 'success');
    expect(await overflowsSideways(phoneApplicant.page)).toBe(false);
    await shot(phoneApplicant.page, 'files-profile-mobile');

    await signIn(phoneRecruiter.page, recruiter, 'recruiter');
    await phoneRecruiter.page.goto(`/job/applications/${jobId}`);
    await card(phoneRecruiter.page, applicant.name).getByRole('img', { name: `Photo of ${applicant.name}` }).waitFor();
    expect(await overflowsSideways(phoneRecruiter.page)).toBe(false);
    await shot(phoneRecruiter.page, 'files-job-applications-mobile');
  });

  const kiran = { name: 'Kiran Bose', email: uniqueEmail('kiran'), password: PASSWORD };
  let kiranTab: Session;

  it('signs up an applicant with a resume and a photo, which the profile then shows', async () => {
    kiranTab = await ctx.open(DESKTOP);
    sessions.push(kiranTab);
    const { page } = kiranTab;
    await page.goto('/signup');
    await fillCommonSignup(page, kiran);
    await page.getByLabel('Resume file').setInputFiles({ name: 'kiran.pdf', mimeType: PDF, buffer: resumePdf('Kiran Bose', 200_000) });
    await page.getByLabel('Profile photo file').setInputFiles({ name: 'kiran.png', mimeType: 'image/png', buffer: photoPng(64, [22, 163, 74]) });
    expect(await unlabelledControls(page)).toEqual([]);
    await shot(page, 'files-signup-desktop');
    await page.getByRole('button', { name: 'Signup' }).click();
    await expectToast(page, 'Logged in successfully', 'success');
    await expectToast(page, MediaMessages.uploaded, 'success');
    await page.waitForURL((url) => url.pathname === '/home');
    await clickMenuItem(page, DESKTOP, 'Profile');
    await page.getByText('Your resume is on your profile').waitFor();
    const photo = page.getByRole('img', { name: 'Photo of Kiran Bose' });
    await photo.waitFor();
    expect(await imageWidth(photo)).toBe(64);
  });

  it('Your data: the applicant downloads everything as JSON, then deletes the account and is logged out', async () => {
    const { page } = kiranTab;
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
    await expectToast(page, 'File downloaded successfully', 'success');
    expect(download.suggestedFilename()).toMatch(/^hirewise-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync(await download.path(), 'utf8')) as { profile: { name: string; email: string; resume: string; profile: string } };
    expect(data.profile).toMatchObject({ name: kiran.name, email: kiran.email });
    expect(data.profile.resume).not.toBe('');
    expect(data.profile.profile).not.toBe('');
    // Toasts pause while the pointer rests on them; move it away and let them go before the dialog.
    await page.mouse.move(0, 0);
    await toast(page, 'File downloaded successfully').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel(/^Password/).fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expectToast(page, 'The password is not correct', 'error');
    await page.mouse.move(0, 0);
    await toast(page, 'The password is not correct').waitFor({ state: 'detached' });
    await dialog.getByLabel(/^Password/).fill(kiran.password);
    await shot(page, 'files-delete-account-desktop');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expectToast(page, 'Your account and personal data have been deleted', 'success');
    await page.waitForURL((url) => url.pathname === '/login');
    await login(page, kiran);
    await expectToast(page, 'Invalid email or password', 'error');
  });
}
