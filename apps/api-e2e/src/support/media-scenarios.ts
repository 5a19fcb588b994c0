import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ApiPaths,
  ApplicationMessages,
  FILE_LIMIT_BYTES,
  JobMessages,
  MediaMessages,
  MediaPaths,
  Messages,
  type Application,
  type AuthResponse,
  type InterviewResultReply,
  type InterviewResultsListReply,
  PrivacyMessages,
  STREAM_ACCESS_PARAM,
  STREAM_LINK_TTL_SECONDS,
  type StreamLinkResponse,
  type UserDataExport,
  type UploadResponse,
} from '@hirewise/contracts';
import { samples } from '@hirewise/testing';
import { uniqueEmail, type Api } from './http';
import { decodePayload, signHs256, nowSeconds, swapPayload, tamperSignature } from './jwt';
import { mediaClient, storedObjects, type FilePartSpec, type RawResponse } from './media-client';
import { runInterview } from './interview-session';
import type { MainStack } from './main-stack';
import type { RunMode } from './stack';

const PASSWORD = 'S3cret-pass!';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Read models fed by events are polled this long. */
const EVENTUAL_MS = 8000;

interface Person {
  token: string;
  id: string;
  name: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function expectError(res: RawResponse, status: number, message: string): void {
  expect({ status: res.status, body: res.json }).toEqual({ status, body: { message } });
}

/** A resume of exactly `size` bytes that is a PDF by its first bytes. */
function pdfOfSize(size: number): Buffer {
  const head = samples.pdf();
  const file = Buffer.alloc(size, 0x20);
  head.copy(file, 0);
  return file;
}

/**
 * Files (issue 4; spec sections 5, 7 and 8; architecture sections 3 and 7) through the gateway:
 * uploads refused by content, size and role, downloads with the right headers and ranges, the
 * access rule (owner, recruiters the owner applied to, photos for anyone signed in), and the
 * interview submission with its video. Refused uploads leave nothing in the store.
 */
export function describeMediaApi(mode: RunMode, main: MainStack): void {
  describe(`files: uploads, downloads and streams (${mode} mode)`, () => {
    let api: Api;
    let media: ReturnType<typeof mediaClient>;
    let applicant: Person;
    let other: Person;
    let recruiter: Person;
    let stranger: Person;
    /** Priya's job, with Ananya's application. */
    let priyasJob: string;

    async function signupAs(type: 'applicant' | 'recruiter', name: string): Promise<Person> {
      const res = await api<AuthResponse>(ApiPaths.signup, { method: 'POST', body: { type, email: uniqueEmail(`media-${type}`), password: PASSWORD, name } });
      expect({ status: res.status, type: res.body.type }).toEqual({ status: 200, type });
      return { token: res.body.token, id: decodePayload(res.body.token).sub as string, name };
    }

    const resumePart = (content: Buffer, filename: string): FilePartSpec => ({ field: 'resume', content, filename });
    const uploadResume = (person: Person | undefined, content: Buffer, filename = 'cv.pdf') => media.postForm(MediaPaths.uploadResume, person?.token, [resumePart(content, filename)]);
    const uploadPhoto = (person: Person | undefined, content: Buffer, filename = 'me.png') =>
      media.postForm(MediaPaths.uploadProfile, person?.token, [{ field: 'profile', content, filename }]);

    async function uploaded(res: RawResponse, ext: string): Promise<UploadResponse> {
      expect({ status: res.status, body: res.json }).toEqual({
        status: 201,
        body: { success: true, filename: expect.stringMatching(new RegExp(`^${UUID}\\.${ext}$`)), fileId: expect.stringMatching(new RegExp(`^${UUID}$`)), message: MediaMessages.uploaded },
      });
      expect(res.json.filename).toBe(`${res.json.fileId}.${ext}`);
      return res.json as UploadResponse;
    }

    /** A refused upload: its status and message, and the store exactly as before. */
    async function expectRefused(attempt: () => Promise<RawResponse>, status: number, message: string): Promise<void> {
      const before = await storedObjects(main);
      expectError(await attempt(), status, message);
      expect(await storedObjects(main)).toEqual(before);
    }

    async function postJob(owner: Person, extra: Record<string, unknown> = {}): Promise<string> {
      const res = await api<{ message: string; _id: string }>('/api/jobs', { method: 'POST', token: owner.token, body: { title: `Media Engineer ${Date.now()}`, ...extra } });
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 201, message: JobMessages.created });
      return res.body._id;
    }

    async function apply(person: Person, jobId: string): Promise<string> {
      const res = await api(`/api/jobs/${jobId}/applications`, { method: 'POST', token: person.token, body: { sop: 'Files and streams are my thing.' } });
      expect({ status: res.status, body: res.body }).toEqual({ status: 201, body: { message: ApplicationMessages.applied } });
      const list = await api<Application[]>('/api/applications?limit=200', { token: person.token });
      const found = list.body.find((a) => a.jobId === jobId);
      expect(found).toBeDefined();
      return (found as Application)._id;
    }

    beforeAll(async () => {
      api = main.api;
      media = mediaClient(main.stack.baseUrl);
      [applicant, other, recruiter, stranger] = await Promise.all([
        signupAs('applicant', 'Ananya Iyer'),
        signupAs('applicant', 'Kabir Khan'),
        signupAs('recruiter', 'Priya Sharma'),
        signupAs('recruiter', 'Rohan Das'),
      ]);
      // Priya's job has Ananya's application; Rohan has none from her.
      priyasJob = await postJob(recruiter);
      await apply(applicant, priyasJob);
    });

    describe('POST /api/uploads/resume', () => {
      it.each([
        ['a PDF', () => samples.pdf(), 'Ananya CV.pdf', 'pdf', 'application/pdf', 'inline', 'Ananya CV.pdf'],
        ['a docx', samples.docx, 'cv.docx', 'docx', DOCX_MIME, 'attachment', 'cv.docx'],
        ['a Word 97 doc', samples.doc, 'cv.doc', 'doc', 'application/msword', 'attachment', 'cv.doc'],
        ['plain text named .pdf', samples.text, 'C:\\fakepath\\cv.pdf', 'txt', 'text/plain; charset=utf-8', 'attachment', 'cv.txt'],
      ])('stores %s under a generated name; the owner downloads it with its type and disposition', async (_what, make, clientName, ext, type, disposition, shownName) => {
        const content = make();
        const up = await uploaded(await uploadResume(applicant, content, clientName), ext);
        const res = await media.get(MediaPaths.downloadResume(up.filename), applicant.token);
        expect({ status: res.status, type: res.headers.get('content-type'), length: res.headers.get('content-length'), ranges: res.headers.get('accept-ranges') }).toEqual({
          status: 200,
          type,
          length: String(content.length),
          ranges: 'bytes',
        });
        expect(res.headers.get('content-disposition')).toBe(`${disposition}; filename="${shownName}"; filename*=UTF-8''${encodeURIComponent(shownName)}`);
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.body.equals(content)).toBe(true);
        // The id alone names the same file.
        expect((await media.get(MediaPaths.downloadResume(up.fileId), applicant.token)).body.equals(content)).toBe(true);
        expect((await storedObjects(main)).some((name) => name.endsWith(up.filename))).toBe(true);
      });

      it('refuses an executable renamed .pdf, a PNG and a zip by their content (415, nothing stored)', async () => {
        for (const [content, name] of [
          [samples.elf(), 'cv.pdf'],
          [samples.exe(), 'cv.pdf'],
          [samples.png(), 'cv.pdf'],
          [samples.plainZip(), 'cv.docx'],
        ] as const) {
          await expectRefused(() => uploadResume(applicant, content, name), 415, MediaMessages.wrongType.resume);
        }
      });

      it('refuses 50 MB + 1 byte while streaming (413, nothing stored) and takes exactly 50 MB', async () => {
        await expectRefused(() => uploadResume(applicant, pdfOfSize(FILE_LIMIT_BYTES + 1)), 413, MediaMessages.tooLarge);
        const up = await uploaded(await uploadResume(applicant, pdfOfSize(FILE_LIMIT_BYTES), 'big.pdf'), 'pdf');
        const tail = await media.get(MediaPaths.downloadResume(up.fileId), applicant.token, { range: 'bytes=-10' });
        expect({ status: tail.status, range: tail.headers.get('content-range'), body: tail.body.toString('latin1') }).toEqual({
          status: 206,
          range: `bytes ${FILE_LIMIT_BYTES - 10}-${FILE_LIMIT_BYTES - 1}/${FILE_LIMIT_BYTES}`,
          body: ' '.repeat(10),
        });
      }, 120_000);

      it('asks for a file when there is none: no file part, another field name, an empty file, or JSON', async () => {
        await expectRefused(() => media.postForm(MediaPaths.uploadResume, applicant.token, [], { note: 'no file here' }), 400, MediaMessages.noFile);
        await expectRefused(() => media.postForm(MediaPaths.uploadResume, applicant.token, [{ field: 'file', content: samples.pdf(), filename: 'cv.pdf' }]), 400, MediaMessages.noFile);
        await expectRefused(() => uploadResume(applicant, Buffer.alloc(0), 'empty.pdf'), 400, MediaMessages.noFile);
        await expectRefused(() => media.postRaw(MediaPaths.uploadResume, applicant.token, '{"resume":"cv.pdf"}', 'application/json'), 400, MediaMessages.noFile);
      });

      it('needs a valid token (401) and an applicant (403 for recruiters)', async () => {
        await expectRefused(() => uploadResume(undefined, samples.pdf()), 401, Messages.unauthenticated);
        const forged = signHs256({ sub: applicant.id, type: 'applicant', iat: nowSeconds() }, 'not-the-secret-of-this-stack');
        await expectRefused(() => media.postForm(MediaPaths.uploadResume, forged, [resumePart(samples.pdf(), 'cv.pdf')]), 401, Messages.invalidToken);
        await expectRefused(() => uploadResume(recruiter, samples.pdf()), 403, Messages.forbiddenRole('applicant'));
      });
    });

    describe('GET /api/download/resume/{file}', () => {
      let resume: UploadResponse;
      let content: Buffer;

      beforeAll(async () => {
        content = samples.pdf('Ananya Iyer, resume for access checks');
        resume = await uploaded(await uploadResume(applicant, content, 'ananya.pdf'), 'pdf');
      });

      it('lets a recruiter the owner applied to read it, and not one she did not apply to', async () => {
        const allowed = await media.get(MediaPaths.downloadResume(resume.filename), recruiter.token);
        expect({ status: allowed.status, same: allowed.body.equals(content) }).toEqual({ status: 200, same: true });
        expectError(await media.get(MediaPaths.downloadResume(resume.filename), stranger.token), 403, MediaMessages.noAccess);
      });

      it('refuses another applicant (403) and callers without a valid token (401)', async () => {
        expectError(await media.get(MediaPaths.downloadResume(resume.filename), other.token), 403, MediaMessages.noAccess);
        expectError(await media.get(MediaPaths.downloadResume(resume.filename), undefined), 401, Messages.unauthenticated);
        expectError(await media.get(MediaPaths.downloadResume(resume.filename), 'not.a.token'), 401, Messages.invalidToken);
      });

      it('answers 404 for an unknown id, a name of another shape, and a file of another kind', async () => {
        const photo = await uploaded(await uploadPhoto(applicant, samples.png()), 'png');
        for (const ref of ['0b6a2b6e-6a4e-4b8e-9a53-1f2d3c4b5a69.pdf', 'cv.pdf', '..%2F..%2Fetc%2Fpasswd', photo.filename]) {
          expectError(await media.get(`/api/download/resume/${ref}`, applicant.token), 404, MediaMessages.fileNotFound);
        }
      });

      it('reaches the recruiter through the application: the profile field carries the stored name', async () => {
        const put = await api(ApiPaths.user, { method: 'PUT', token: applicant.token, body: { resume: resume.filename } });
        expect(put.status).toBe(200);
        let seen: string | undefined;
        const deadline = Date.now() + EVENTUAL_MS;
        while (Date.now() < deadline) {
          const list = await api<Application[]>(`/api/applicants?jobId=${priyasJob}`, { token: recruiter.token });
          seen = list.body.find((a) => a.jobApplicant.userId === applicant.id)?.jobApplicant.resume;
          if (seen === resume.filename) break;
          await sleep(150);
        }
        expect(seen).toBe(resume.filename);
        const res = await media.get(MediaPaths.downloadResume(seen as string), recruiter.token);
        expect({ status: res.status, disposition: res.headers.get('content-disposition')?.split(';')[0] }).toEqual({ status: 200, disposition: 'inline' });
      });

      it('answers byte ranges: 206 with the right bytes, suffix ranges, 416 past the end, HEAD without a body', async () => {
        const text = samples.text();
        const up = await uploaded(await uploadResume(applicant, text, 'notes.txt'), 'txt');
        const path = MediaPaths.downloadResume(up.fileId);
        const first = await media.get(path, applicant.token, { range: 'bytes=0-5' });
        expect({ status: first.status, range: first.headers.get('content-range'), length: first.headers.get('content-length'), body: first.body.toString('utf8') }).toEqual({
          status: 206,
          range: `bytes 0-5/${text.length}`,
          length: '6',
          body: 'Ananya',
        });
        const suffix = await media.get(path, applicant.token, { range: 'bytes=-7' });
        expect({ status: suffix.status, same: suffix.body.equals(text.subarray(-7)) }).toEqual({ status: 206, same: true });
        const open = await media.get(path, applicant.token, { range: 'bytes=7-' });
        expect({ status: open.status, same: open.body.equals(text.subarray(7)) }).toEqual({ status: 206, same: true });
        const beyond = await media.get(path, applicant.token, { range: `bytes=${text.length}-` });
        expect({ status: beyond.status, range: beyond.headers.get('content-range'), body: beyond.json }).toEqual({
          status: 416,
          range: `bytes */${text.length}`,
          body: { message: MediaMessages.rangeNotSatisfiable },
        });
        const head = await media.get(path, applicant.token, {}, 'HEAD');
        expect({ status: head.status, length: head.headers.get('content-length'), body: head.body.length }).toEqual({ status: 200, length: String(text.length), body: 0 });
      });
    });

    describe('POST /upload/profile and GET /api/download/profile/{file}', () => {
      it.each([
        ['PNG', samples.png, 'png', 'image/png'],
        ['JPEG', samples.jpeg, 'jpg', 'image/jpeg'],
        ['WebP', samples.webp, 'webp', 'image/webp'],
      ])('stores a %s photo that any signed-in user can see inline', async (_what, make, ext, type) => {
        const content = make();
        const up = await uploaded(await uploadPhoto(applicant, content, `me.${ext}`), ext);
        for (const viewer of [applicant, other, recruiter, stranger]) {
          const res = await media.get(MediaPaths.downloadProfile(up.filename), viewer.token);
          expect({ viewer: viewer.name, status: res.status, type: res.headers.get('content-type'), same: res.body.equals(content) }).toEqual({ viewer: viewer.name, status: 200, type, same: true });
          expect(res.headers.get('content-disposition')?.startsWith('inline;')).toBe(true);
        }
        expectError(await media.get(MediaPaths.downloadProfile(up.filename), undefined), 401, Messages.unauthenticated);
      });

      it('refuses other content (415), recruiters (403), no file (400) and no token (401)', async () => {
        for (const content of [samples.pdf(), samples.gif(), samples.elf(), samples.text()]) {
          await expectRefused(() => uploadPhoto(applicant, content, 'me.png'), 415, MediaMessages.wrongType.profile);
        }
        await expectRefused(() => uploadPhoto(recruiter, samples.png()), 403, Messages.forbiddenRole('applicant'));
        await expectRefused(() => media.postForm(MediaPaths.uploadProfile, applicant.token, [{ field: 'resume', content: samples.png(), filename: 'me.png' }]), 400, MediaMessages.noFile);
        await expectRefused(() => uploadPhoto(undefined, samples.png()), 401, Messages.unauthenticated);
      });
    });

    describe('POST /api/interview-results with a video, then its download and stream', () => {
      let owner: Person;
      let jobId: string;
      let applicationId: string;
      const video = samples.webm(Buffer.alloc(64 * 1024, 0x5a));
      /** Kabir's saved interview video (set by the test that saves it). */
      let videoFileId: string;
      /** The score the server gave Kabir's answer (issue 15: the only score stored). */
      let serverScore: number;

      const fields = (overrides: Record<string, string> = {}) => ({
        jobId,
        applicationId,
        questions: JSON.stringify(['Explain the event loop.']),
        answers: JSON.stringify(['It runs callbacks when the stack is empty.']),
        scores: JSON.stringify([80]),
        overallScore: '80',
        ...overrides,
      });
      const submit = (person: Person | undefined, extra: Record<string, string> = {}, files: FilePartSpec[] = [{ field: 'video', content: video, filename: 'interview.webm', type: 'video/webm' }]) =>
        media.postForm(MediaPaths.interviewResults, person?.token, files, fields(extra));

      beforeAll(async () => {
        owner = await signupAs('recruiter', 'Neha Kapoor');
        jobId = await postJob(owner, { requiresInterview: true, interviewQuestions: 1 });
        applicationId = await apply(other, jobId);
        // The interview the server runs: its question answered and evaluated before the submission.
        serverScore = (await runInterview(api, other.token, applicationId)).answers[0].score;
      });

      it('refuses a recording that is not WebM (415), bad fields (400), recruiters (403) and no token (401), keeping nothing', async () => {
        await expectRefused(() => submit(other, {}, [{ field: 'video', content: samples.png(), filename: 'interview.webm' }]), 415, MediaMessages.wrongType['interview-video']);
        await expectRefused(() => submit(other, { applicationId: 'nope' }), 400, 'Application id is not a valid id');
        await expectRefused(() => submit(other, { scores: '[80, 90]' }), 400, 'Questions, answers and scores must have the same number of items');
        await expectRefused(() => submit(owner), 403, Messages.forbiddenRole('applicant'));
        await expectRefused(() => submit(undefined), 401, Messages.unauthenticated);
      });

      it("passes on the applications service's refusal and removes the stored video (another applicant's application: 403)", async () => {
        await expectRefused(() => submit(applicant), 403, ApplicationMessages.interviewNotYours);
      });

      it('saves the result with the video; the applicant and the job recruiter stream it with ranges, others are refused', async () => {
        const res = await submit(other);
        expect({ status: res.status, body: res.json }).toEqual({
          status: 201,
          body: { success: true, message: ApplicationMessages.interviewSaved, _id: expect.stringMatching(new RegExp(`^${UUID}$`)), overallScore: serverScore },
        });
        const read = await api<InterviewResultReply>(`/api/applications/${applicationId}/interview-results`, { token: owner.token });
        expect(read.status).toBe(200);
        const result = (read.body as { result: { videoFileId: string; videoFileName: string } }).result;
        expect(result.videoFileId).toMatch(new RegExp(`^${UUID}$`));
        videoFileId = result.videoFileId;
        expect(result.videoFileName).toBe(`${result.videoFileId}.webm`);

        for (const viewer of [other, owner]) {
          const stream = await media.get(MediaPaths.streamInterview(result.videoFileId), viewer.token, { range: 'bytes=100-199' });
          expect({ status: stream.status, type: stream.headers.get('content-type'), range: stream.headers.get('content-range'), same: stream.body.equals(video.subarray(100, 200)) }).toEqual({
            status: 206,
            type: 'video/webm',
            range: `bytes 100-199/${video.length}`,
            same: true,
          });
          expect(stream.headers.get('content-disposition')?.startsWith('inline;')).toBe(true);
          const download = await media.get(MediaPaths.downloadInterview(result.videoFileId), viewer.token);
          expect({ status: download.status, same: download.body.equals(video), disposition: download.headers.get('content-disposition')?.split(';')[0] }).toEqual({
            status: 200,
            same: true,
            disposition: 'attachment',
          });
        }
        for (const outsider of [applicant, stranger]) {
          expectError(await media.get(MediaPaths.streamInterview(result.videoFileId), outsider.token), 403, MediaMessages.noAccess);
          expectError(await media.get(MediaPaths.downloadInterview(result.videoFileId), outsider.token), 403, MediaMessages.noAccess);
        }
      });

      it('refuses a second submission (409) and removes its video', async () => {
        await expectRefused(() => submit(other), 409, ApplicationMessages.interviewAlreadyDone);
      });

      describe('signed stream links (POST /api/stream/interview/{id}/link, then GET with ?access=)', () => {
        /** Ananya's own interview video for the same job: the "other file" of the link checks. */
        let ananyasVideo: string;
        const requestLink = (id: string, person: Person | undefined) => api<StreamLinkResponse & { message?: string }>(MediaPaths.streamInterviewLink(id), { method: 'POST', token: person?.token });
        const accessOf = (url: string) => new URL(url, 'http://x').searchParams.get(STREAM_ACCESS_PARAM) as string;
        const byLink = (id: string, token: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
          media.get(`${MediaPaths.streamInterview(id)}?${STREAM_ACCESS_PARAM}=${encodeURIComponent(token)}`, undefined, headers, method);

        beforeAll(async () => {
          const ananyasApplication = await apply(applicant, jobId);
          await runInterview(api, applicant.token, ananyasApplication);
          const res = await media.postForm(MediaPaths.interviewResults, applicant.token, [{ field: 'video', content: samples.webm(Buffer.alloc(2048, 0x33)), filename: 'mine.webm' }], fields({ applicationId: ananyasApplication }));
          expect(res.status).toBe(201);
          const read = await api<InterviewResultReply>(`/api/applications/${ananyasApplication}/interview-results`, { token: applicant.token });
          ananyasVideo = (read.body as { result: { videoFileId: string } }).result.videoFileId;
        });

        it('gives the applicant and the job recruiter a 10-minute link that plays without a header, with ranges (206) and HEAD', async () => {
          for (const viewer of [other, owner]) {
            const issued = await requestLink(videoFileId, viewer);
            expect({ status: issued.status, url: issued.body.url }).toEqual({
              status: 200,
              url: expect.stringMatching(new RegExp(`^/api/stream/interview/${videoFileId}\\?${STREAM_ACCESS_PARAM}=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`)),
            });
            expect(Math.abs(Date.parse(issued.body.expiresAt) - (Date.now() + STREAM_LINK_TTL_SECONDS * 1000))).toBeLessThan(10_000);
            const part = await media.get(issued.body.url, undefined, { range: 'bytes=100-199' });
            expect({ status: part.status, type: part.headers.get('content-type'), range: part.headers.get('content-range'), same: part.body.equals(video.subarray(100, 200)) }).toEqual({
              status: 206,
              type: 'video/webm',
              range: `bytes 100-199/${video.length}`,
              same: true,
            });
            const whole = await media.get(issued.body.url, undefined);
            expect({ status: whole.status, same: whole.body.equals(video) }).toEqual({ status: 200, same: true });
            const head = await media.get(issued.body.url, undefined, {}, 'HEAD');
            expect({ status: head.status, length: head.headers.get('content-length') }).toEqual({ status: 200, length: String(video.length) });
          }
        });

        it('refuses the link to another applicant and to a recruiter she did not apply to (403), and without a token (401)', async () => {
          for (const [person, status, message] of [
            [applicant, 403, MediaMessages.noAccess],
            [stranger, 403, MediaMessages.noAccess],
            [undefined, 401, Messages.unauthenticated],
          ] as const) {
            const res = await requestLink(videoFileId, person);
            expect({ who: person?.name, status: res.status, body: res.body }).toEqual({ who: person?.name, status, body: { message } });
          }
        });

        it('refuses expired, tampered and other-file tokens, and a stream with no token at all (401)', async () => {
          const token = accessOf((await requestLink(videoFileId, owner)).body.url);
          const invalid = MediaMessages.streamLinkInvalid;
          const claims = decodePayload(token);
          const past = nowSeconds() - STREAM_LINK_TTL_SECONDS - 60;
          const expired = signHs256({ ...claims, iat: past, exp: past + STREAM_LINK_TTL_SECONDS }, main.stack.jwtSecret);
          expectError(await byLink(videoFileId, expired, { range: 'bytes=0-9' }), 401, MediaMessages.streamLinkExpired);
          expectError(await byLink(videoFileId, tamperSignature(token)), 401, invalid);
          expectError(await byLink(videoFileId, swapPayload(token, { ...claims, sub: stranger.id })), 401, invalid);
          // Signed right, but for another file: Ananya's video (which Neha may read) is not opened by a link to Kabir's.
          expectError(await byLink(ananyasVideo, token), 401, invalid);
          expect((await byLink(ananyasVideo, accessOf((await requestLink(ananyasVideo, owner)).body.url), { range: 'bytes=0-3' })).status).toBe(206);
          // A session token is no link, and a link's token is no session.
          expectError(await byLink(videoFileId, owner.token), 401, invalid);
          expectError(await media.get(MediaPaths.downloadInterview(videoFileId), token), 401, Messages.invalidToken);
          expectError(await media.get(MediaPaths.streamInterview(videoFileId), undefined, { range: 'bytes=0-9' }), 401, Messages.unauthenticated);
          // ?access= opens the stream path only.
          expectError(await media.get(`${MediaPaths.downloadInterview(videoFileId)}?${STREAM_ACCESS_PARAM}=${token}`, undefined), 401, Messages.unauthenticated);
          // No process wrote a link's token to its log.
          const logs = readdirSync(main.stack.logDir).map((name) => readFileSync(join(main.stack.logDir, name), 'utf8'));
          expect(logs.length).toBeGreaterThan(0);
          expect(logs.filter((text) => text.includes(token.split('.')[2]) || text.includes(expired.split('.')[2]))).toEqual([]);
        });
      });

      it('keeps results to the applicant and the job recruiter, opens interviews only when shortlisted or required, marks completion idempotently', async () => {
        const path = `/api/applications/${applicationId}/interview-results`;
        for (const outsider of [applicant, stranger]) {
          const res = await api(path, { token: outsider.token });
          expect({ who: outsider.name, status: res.status, body: res.body }).toEqual({ who: outsider.name, status: 403, body: { message: ApplicationMessages.interviewResultsNotYours } });
        }
        const listed = async (person: Person) => ((await api<InterviewResultsListReply>('/api/interview-results', { token: person.token })).body.results ?? []).map((r) => r.applicationId);
        expect(await listed(owner)).toContain(applicationId);
        expect(await listed(other)).toContain(applicationId);
        expect(await listed(stranger)).not.toContain(applicationId);

        const complete = (person: Person, body: unknown) => api(`/api/applications/${applicationId}/interview-complete`, { method: 'PUT', token: person.token, body });
        expect((await complete(other, { interviewCompleted: true, interviewScore: 10 })).body).toEqual({ message: ApplicationMessages.interviewMarked, interviewScore: serverScore });
        expect((await complete(owner, { interviewCompleted: true, interviewScore: 10 })).status).toBe(403);
        expect((await complete(other, { interviewCompleted: true, interviewScore: 120 })).status).toBe(400);
        const mine = (await api<Application[]>('/api/applications', { token: other.token })).body.find((a) => a._id === applicationId);
        expect(mine).toMatchObject({ interviewCompleted: true, interviewScore: serverScore });

        // A job that does not require an interview: not open until the application is shortlisted.
        const plainJob = await postJob(owner, { requiresInterview: false, interviewQuestions: 1 });
        const plainApplication = await apply(other, plainJob);
        await expectRefused(() => submit(other, { jobId: plainJob, applicationId: plainApplication }), 409, ApplicationMessages.interviewNotOpen);
        const notOpen = await api(`/api/applications/${plainApplication}/interview-complete`, { method: 'PUT', token: other.token, body: { interviewCompleted: true, interviewScore: 50 } });
        expect({ status: notOpen.status, body: notOpen.body }).toEqual({ status: 409, body: { message: ApplicationMessages.interviewNotOpen } });
        expect(await api(`/api/applications/${plainApplication}/interview-results`, { token: owner.token })).toMatchObject({
          status: 200,
          body: { success: false, message: ApplicationMessages.noInterviewResults },
        });
      });

      it('deletes the recording at the applicant\'s request only: the scores stay, the file goes from storage', async () => {
        const path = `/api/applications/${applicationId}/interview-results`;
        expect((await api(`${path}/video`, { method: 'DELETE', token: owner.token })).status).toBe(403);
        expect((await api(`${path}/video`, { method: 'DELETE', token: applicant.token })).body).toEqual({ message: ApplicationMessages.interviewVideoNotYours });
        expect((await media.get(MediaPaths.streamInterview(videoFileId), owner.token, { range: 'bytes=0-9' })).status).toBe(206);

        const done = await api(`${path}/video`, { method: 'DELETE', token: other.token });
        expect({ status: done.status, body: done.body }).toEqual({ status: 200, body: { message: ApplicationMessages.interviewVideoDeleted } });
        const read = await api<InterviewResultReply>(path, { token: owner.token });
        expect(read.body.result).toMatchObject({ videoFileId: null, videoRecording: null, overallScore: serverScore, scores: [serverScore], videoDeletedAt: expect.any(String) });
        let status = 0;
        for (const deadline = Date.now() + EVENTUAL_MS; status !== 404 && Date.now() < deadline; await sleep(150)) {
          status = (await media.get(MediaPaths.streamInterview(videoFileId), other.token)).status;
        }
        expect(status).toBe(404);
        expect((await storedObjects(main)).filter((name) => name.includes(videoFileId))).toEqual([]);
      });
    });

    describe('account deletion (docs/privacy.md)', () => {
      it("removes the applicant's files from the store once user.deleted reaches the media service", async () => {
        const leaving = await signupAs('applicant', 'Leaving Soon');
        const resume = await uploaded(await uploadResume(leaving, samples.pdf(), 'cv.pdf'), 'pdf');
        const photo = await uploaded(await uploadPhoto(leaving, samples.png()), 'png');
        const mine = (names: string[]) => names.filter((name) => name.endsWith(resume.filename) || name.endsWith(photo.filename));
        expect(mine(await storedObjects(main))).toHaveLength(2);
        const exported = await api<UserDataExport>('/api/user/export', { token: leaving.token });
        const byKind = Object.fromEntries(exported.body.files.map((f) => [f.kind, f]));
        expect(exported.body.files).toHaveLength(2);
        expect(byKind.resume).toMatchObject({ originalName: 'cv.pdf', contentType: 'application/pdf', size: samples.pdf().length });
        expect(byKind.profile).toMatchObject({ contentType: 'image/png', size: samples.png().length });
        expect(resume.filename.startsWith(byKind.resume.fileId)).toBe(true);
        const done = await api('/api/user', { method: 'DELETE', token: leaving.token, body: { password: PASSWORD } });
        expect({ status: done.status, body: done.body }).toEqual({ status: 200, body: { message: PrivacyMessages.accountDeleted } });
        let left = mine(await storedObjects(main));
        for (const deadline = Date.now() + EVENTUAL_MS; left.length > 0 && Date.now() < deadline; left = mine(await storedObjects(main))) await sleep(150);
        expect(left).toEqual([]);
      });
    });
  });
}
