import type { Page, Request, Response } from 'playwright-core';
import { ApplicationMessages, MediaPaths, STREAM_ACCESS_PARAM, STREAM_LINK_TTL_SECONDS, type StreamLinkResponse } from '@hirewise/contracts';
import { postJobViaApi, signupViaApi } from './api';
import { DESKTOP, screenshot, uniqueEmail, type Session } from './browser';
import { PASSWORD } from './context';
import { applicationIdViaApi, applyViaApi, setStatusViaApi } from './files.api';
import type { HiringContext } from './hiring.context';
import { answerInterviewViaApi } from './interview.api';

/** How long the page records: a couple of seconds of video. */
const RECORD_MS = 3000;
/**
 * Bits per second asked of the recorder. The canvas is mostly noise, so the file gets a few MB:
 * more than Chromium keeps for `preload="metadata"`, so a seek has to ask for a range.
 */
const RECORD_BPS = 12_000_000;

interface Recorded {
  mimeType: string;
  size: number;
  status: number;
  body: unknown;
}

/**
 * Records a real WebM in the page (a canvas drawn every 40 ms, captureStream + MediaRecorder) and
 * submits it with the interview answers as the multipart `POST /api/interview-results` the
 * interview screen will send.
 */
function recordAndSubmit(page: Page, args: { token: string; fields: Record<string, string>; ms: number; bps: number }): Promise<Recorded> {
  return page.evaluate(async ({ token, fields, ms, bps }) => {
    const width = 640;
    const height = 360;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    const started = performance.now();
    let frame = 0;
    const draw = () => {
      frame += 1;
      // Noise below (what makes the file big), a title and a moving marker above.
      const noise = context.createImageData(width, height);
      for (let i = 0; i < noise.data.length; i += 4) {
        const value = (Math.random() * 255) | 0;
        noise.data.set([value, (value + frame * 9) & 255, 255 - value, 255], i);
      }
      context.putImageData(noise, 0, 0);
      context.fillStyle = '#1e3a8a';
      context.fillRect(0, 0, width, 120);
      context.fillStyle = '#facc15';
      context.beginPath();
      context.arc(40 + ((frame * 12) % (width - 80)), 90, 14, 0, Math.PI * 2);
      context.fill();
      context.fillStyle = '#ffffff';
      context.font = 'bold 28px sans-serif';
      context.fillText(`Interview answer 1 - ${((performance.now() - started) / 1000).toFixed(1)} s`, 24, 48);
    };
    draw();
    const timer = setInterval(draw, 40);
    const mimeType = ['video/webm;codecs=vp8', 'video/webm;codecs=vp9', 'video/webm'].find((type) => MediaRecorder.isTypeSupported(type)) ?? 'video/webm';
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType, videoBitsPerSecond: bps });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start(250);
    await new Promise((resolve) => setTimeout(resolve, ms));
    recorder.stop();
    await stopped;
    clearInterval(timer);

    const video = new Blob(chunks, { type: 'video/webm' });
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('video', video, 'interview.webm');
    const res = await fetch('/api/interview-results', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    return { mimeType, size: video.size, status: res.status, body: (await res.json()) as unknown };
  }, args);
}

/** What the page's `<video>` reports. */
interface PlayerState {
  readyState: number;
  duration: number;
  currentTime: number;
  error: number | null;
}

/**
 * Opens `url` in a `<video preload="metadata">`; resolves at loadedmetadata or error. The player
 * starts below the fold, as a video further down a page would: Chromium then stops its first
 * request once it has the metadata, and a seek must fetch the bytes it needs by range. (A player
 * on screen reads on, and over loopback holds a file of a few MB before anyone can seek.)
 */
function openPlayer(page: Page, url: string): Promise<PlayerState> {
  return page.evaluate(async (src) => {
    document.getElementById('e2e-player')?.remove();
    const overlay = document.createElement('div');
    overlay.id = 'e2e-player';
    // Below the fold while it loads (see showPlayer).
    overlay.setAttribute(
      'style',
      'position:fixed;inset:0;transform:translateY(200vh);z-index:9999;background:#0f172a;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;color:#fff;font:16px sans-serif',
    );
    const caption = document.createElement('p');
    caption.textContent = 'Interview video (signed stream link)';
    const video = document.createElement('video');
    video.controls = true;
    video.muted = true;
    video.preload = 'metadata';
    video.width = 640;
    overlay.append(caption, video);
    document.body.append(overlay);
    await new Promise<void>((resolve) => {
      video.addEventListener('loadedmetadata', () => resolve(), { once: true });
      video.addEventListener('error', () => resolve(), { once: true });
      video.src = src;
    });
    return { readyState: video.readyState, duration: video.duration, currentTime: video.currentTime, error: video.error?.code ?? null };
  }, url);
}

/** Brings the player over the page (for the screenshot). */
function showPlayer(page: Page): Promise<void> {
  return page.evaluate(() => {
    (document.getElementById('e2e-player') as HTMLElement).style.transform = 'none';
  });
}

/** Seeks the player and resolves once it has the frame there (seeked and readyState >= 2). */
function seekPlayer(page: Page, seconds: number): Promise<PlayerState> {
  return page.evaluate(async (to) => {
    const video = document.querySelector<HTMLVideoElement>('#e2e-player video') as HTMLVideoElement;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no seeked event (readyState ${video.readyState})`)), 15_000);
      video.addEventListener(
        'seeked',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
      video.currentTime = to;
    });
    if (video.readyState < 2) await new Promise((resolve) => video.addEventListener('loadeddata', resolve, { once: true }));
    return { readyState: video.readyState, duration: video.duration, currentTime: video.currentTime, error: video.error?.code ?? null };
  }, seconds);
}

const isStream = (url: string, fileId: string) => new URL(url).pathname === MediaPaths.streamInterview(fileId);
const rangeStart = (request: Request) => Number(/^bytes=(\d+)-/.exec(request.headers().range ?? '')?.[1] ?? NaN);

/**
 * An interview video in the browser (issue 4): the applicant's page records a real WebM and
 * submits it with the answers; the job's recruiter asks for a signed stream link and plays it in
 * a plain `<video>` (no bearer header), which loads its metadata and seeks with Range requests
 * answered 206. A tampered link is refused (401) and the player reports the error.
 */
export function videoJourney(ctx: HiringContext): void {
  const recruiter = { name: 'Ira Nair', email: uniqueEmail('ira'), password: PASSWORD };
  const applicant = { name: 'Dev Malhotra', email: uniqueEmail('dev'), password: PASSWORD };
  let recruiterToken = '';
  let applicantToken = '';
  let jobId = '';
  let applicationId = '';
  let videoFileId = '';
  let recordedSize = 0;
  let tab: Session;

  beforeAll(async () => {
    const base = ctx.stack.baseUrl;
    recruiterToken = (await signupViaApi(base, { type: 'recruiter', ...recruiter, bio: '', contactNumber: '' })).token;
    applicantToken = (await signupViaApi(base, { type: 'applicant', ...applicant, education: [], skills: ['WebRTC'] })).token;
    jobId = await postJobViaApi(base, recruiterToken, { title: `Video Engineer ${Date.now()}`, jobType: 'Full Time', salary: 90000, duration: 0, skillsets: ['WebRTC'] });
    await applyViaApi(base, applicantToken, jobId, 'I build video pipelines.');
    applicationId = await applicationIdViaApi(base, applicantToken, jobId);
    await setStatusViaApi(base, recruiterToken, applicationId, 'shortlisted');
    tab = await ctx.open(DESKTOP);
    // The app's origin: the page's fetches and the player's requests go to the gateway as the app's would.
    await tab.page.goto('/login');
  });

  afterAll(() => {
    expect(tab.errors).toEqual([]);
  });

  it('the applicant records a WebM in the page and submits it with the answers', async () => {
    // The interview the server runs comes first: the submission stores its evaluations (issue 15).
    const scores = await answerInterviewViaApi(ctx.stack.baseUrl, applicantToken, applicationId);
    const serverOverall = Math.round(scores.reduce((sum, s) => sum + s, 0) / scores.length);
    const fields = {
      jobId,
      applicationId,
      questions: JSON.stringify(['How would you stream large files?']),
      answers: JSON.stringify(['In chunks, with ranges, never whole in memory.']),
      scores: JSON.stringify([85]),
      overallScore: '85',
    };
    const recorded = await recordAndSubmit(tab.page, { token: applicantToken, fields, ms: RECORD_MS, bps: RECORD_BPS });
    expect(recorded.mimeType.startsWith('video/webm')).toBe(true);
    expect({ status: recorded.status, body: recorded.body }).toEqual({ status: 201, body: { success: true, message: ApplicationMessages.interviewSaved, _id: expect.any(String), overallScore: serverOverall } });
    // Larger than what the player keeps from its first request, so the seek needs more bytes.
    expect(recorded.size).toBeGreaterThan(2.5 * 1024 * 1024);
    recordedSize = recorded.size;

    const res = await fetch(`${ctx.stack.baseUrl}/api/applications/${applicationId}/interview-results`, { headers: { Authorization: `Bearer ${recruiterToken}` } });
    const { result } = (await res.json()) as { result: { videoFileId: string; overallScore: number } };
    expect(result.overallScore).toBe(serverOverall);
    videoFileId = result.videoFileId;
  });

  it("the job's recruiter plays it from a signed link: metadata, a seek answered 206, no bearer header", async () => {
    const { page } = tab;
    const link = await page.evaluate(
      async ({ path, token }) => {
        const res = await fetch(path, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
        return { status: res.status, body: (await res.json()) as { url: string; expiresAt: string } };
      },
      { path: MediaPaths.streamInterviewLink(videoFileId), token: recruiterToken },
    );
    expect(link.status).toBe(200);
    const { url, expiresAt } = link.body as StreamLinkResponse;
    expect(new URL(url, ctx.stack.baseUrl).searchParams.get(STREAM_ACCESS_PARAM)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan((STREAM_LINK_TTL_SECONDS - 60) * 1000);

    const requests: Request[] = [];
    const responses: Response[] = [];
    page.on('request', (request) => {
      if (isStream(request.url(), videoFileId)) requests.push(request);
    });
    page.on('response', (response) => {
      if (isStream(response.url(), videoFileId)) responses.push(response);
    });

    // With preload="metadata" (and below the fold) the player stops its first request once it
    // has the metadata; a seek after that must ask for the bytes it needs by range.
    const firstRequestDone = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the player kept its first request open')), 20_000);
      const done = (request: Request) => {
        if (!isStream(request.url(), videoFileId)) return;
        clearTimeout(timer);
        page.off('requestfinished', done).off('requestfailed', done);
        resolve();
      };
      page.on('requestfinished', done).on('requestfailed', done);
    });
    const opened = await openPlayer(page, url);
    expect(opened.error).toBeNull();
    expect(opened.readyState).toBeGreaterThanOrEqual(1);
    expect(opened.duration).toBeGreaterThan(0);
    // Issue 18: the media service stores the recording with a Duration and Cues, so the length is known
    // from the metadata alone (MediaRecorder's own file reads Infinity until the player has seen its end).
    expect(Number.isFinite(opened.duration)).toBe(true);
    expect(requests.map((request) => request.headers().range)).toEqual(['bytes=0-']);
    await firstRequestDone;

    const rangedAnswer = page.waitForResponse((response) => isStream(response.url(), videoFileId) && rangeStart(response.request()) > 0, { timeout: 20_000 });
    const seeked = await seekPlayer(page, 2.5);
    expect(seeked.error).toBeNull();
    expect(seeked.currentTime).toBeCloseTo(2.5, 0);
    const answer = await rangedAnswer;
    const start = rangeStart(answer.request());
    expect({ status: answer.status(), range: answer.headers()['content-range'] }).toEqual({
      status: 206,
      range: expect.stringMatching(new RegExp(`^bytes ${start}-\\d+/\\d+$`)),
    });
    // The stored file is the recording with a new head (Duration, Cues): a few KB larger, never smaller.
    const storedSize = Number(/\/(\d+)$/.exec(answer.headers()['content-range'] ?? '')?.[1]);
    expect(storedSize).toBeGreaterThanOrEqual(recordedSize);
    expect(storedSize).toBeLessThan(recordedSize + 256 * 1024);
    const duration = await page
      .waitForFunction(() => {
        const video = document.querySelector<HTMLVideoElement>('#e2e-player video');
        return video && Number.isFinite(video.duration) ? video.duration : false;
      })
      .then((handle) => handle.jsonValue() as Promise<number>);
    expect(duration).toBeGreaterThan(2);
    expect(duration).toBeLessThan(RECORD_MS / 1000 + 1);
    // Every answer the player got was partial content, and no request carried a bearer header.
    expect(responses.map((response) => response.status())).toEqual(responses.map(() => 206));
    for (const request of requests) expect(request.headers().authorization).toBeUndefined();
    await showPlayer(page);
    await screenshot(page, `files-interview-video-desktop${ctx.mode === 'server' ? '-server' : ''}`);
  });

  it('a tampered link is refused (401) and the player reports the error', async () => {
    const { page } = tab;
    const link = await (
      await fetch(`${ctx.stack.baseUrl}${MediaPaths.streamInterviewLink(videoFileId)}`, { method: 'POST', headers: { Authorization: `Bearer ${recruiterToken}` } })
    ).json() as StreamLinkResponse;
    const address = new URL(link.url, ctx.stack.baseUrl);
    const [header, payload, signature] = (address.searchParams.get(STREAM_ACCESS_PARAM) ?? '').split('.');
    const i = Math.floor(signature.length / 2);
    address.searchParams.set(STREAM_ACCESS_PARAM, `${header}.${payload}.${signature.slice(0, i)}${signature[i] === 'A' ? 'B' : 'A'}${signature.slice(i + 1)}`);
    const [refused, state] = await Promise.all([page.waitForResponse((response) => response.url() === address.href), openPlayer(page, address.href)]);
    expect(refused.status()).toBe(401);
    expect(state.error).not.toBeNull();
  });
}
