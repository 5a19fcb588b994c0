/**
 * The media service alone over HTTP (its own port, as the gateway's proxy reaches it): real
 * PGlite, the disk store on a temporary folder, and no applications service listening, so the
 * recruiter check and the interview hand-off meet a service that is down.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  Events,
  FILE_LIMIT_BYTES,
  MediaMessages,
  MediaPaths,
  Messages,
  STREAM_ACCESS_PARAM,
  STREAM_LINK_TTL_SECONDS,
  type UploadResponse,
  type UserDeletedEvent,
} from '@hirewise/contracts';
import { createServiceApp, DATABASE, EventRegistry, jwtOptions, type AppDatabase } from '@hirewise/server-kit';
import { mediaModuleFor } from '../app.module';
import { FileRepository } from '../files/file.repository';
import { OwnerFilesController } from '../privacy/owner-files.controller';
import { FILE_STORE, type FileStore } from '../storage/file-store';
import { storageKey } from '../storage/storage-key';
import { STREAM_AUDIENCE, StreamLinkService } from '../streams/stream-link.service';
import { freePort, samples } from '@hirewise/testing';

const SECRET = 'media-int-test-secret-0123456789';
const APPLICANT = '11111111-2222-4333-8444-555555555555';
const RECRUITER = '99999999-8888-4777-8666-555555555555';

describe('media service over HTTP (disk store, applications service down)', () => {
  let app: INestApplication;
  let base: string;
  let dataDir: string;
  let db: AppDatabase<Record<string, unknown>>;
  const jwt = new JwtService(jwtOptions(SECRET));
  const applicant = `Bearer ${jwt.sign({ sub: APPLICANT, type: 'applicant' })}`;
  const recruiter = `Bearer ${jwt.sign({ sub: RECRUITER, type: 'recruiter' })}`;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hirewise-media-int-'));
    const port = await freePort();
    const env = {
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      LOG_LEVEL: 'silent',
      RPC_TIMEOUT_MS: '1000',
      STORAGE: 'fs',
      MEDIA_HTTP_PORT: String(port),
      MEDIA_TCP_PORT: String(await freePort()),
      APPLICATIONS_TCP_PORT: String(await freePort()),
    };
    ({ app } = await createServiceApp('media', mediaModuleFor(env), env));
    await app.startAllMicroservices();
    await app.listen(port, '127.0.0.1');
    base = `http://127.0.0.1:${port}`;
    db = app.get(DATABASE);
  });

  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const storedFiles = (): string[] => {
    const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [e.name]));
    return walk(join(dataDir, 'media', 'files')).sort();
  };
  const rows = async () => ((await db.execute(sql`select id, kind, owner_id, content_type, size, storage_key, original_name from files order by created_at`)) as unknown as { rows: Record<string, unknown>[] }).rows;

  function form(field: string, content: Buffer, filename: string, fields: Record<string, string> = {}): FormData {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append(field, new Blob([new Uint8Array(content)]), filename);
    return body;
  }

  const post = (path: string, body: FormData, authorization?: string) => fetch(`${base}${path}`, { method: 'POST', body, headers: authorization ? { authorization } : {} });

  it('checks the token itself: none, or one signed with another key, is 401', async () => {
    const none = await post('/api/uploads/resume', form('resume', samples.pdf(), 'cv.pdf'));
    expect({ status: none.status, body: await none.json() }).toEqual({ status: 401, body: { message: Messages.unauthenticated } });
    const foreign = `Bearer ${new JwtService(jwtOptions('some-other-secret-0123456789')).sign({ sub: APPLICANT, type: 'applicant' })}`;
    const bad = await fetch(`${base}/api/download/resume/${APPLICANT}`, { headers: { authorization: foreign } });
    expect({ status: bad.status, body: await bad.json() }).toEqual({ status: 401, body: { message: Messages.invalidToken } });
  });

  it('records an upload: owner, kind, sniffed type, size, generated key, sanitized name', async () => {
    const content = samples.docx();
    const res = await post('/api/uploads/resume', form('resume', content, 'C:\\fakepath\\Ananya: CV*.exe'), applicant);
    const body = (await res.json()) as UploadResponse;
    expect(res.status).toBe(201);
    expect(await rows()).toEqual([
      {
        id: body.fileId,
        kind: 'resume',
        owner_id: APPLICANT,
        content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        size: content.length,
        storage_key: `resume/${body.fileId}.docx`,
        original_name: 'Ananya CV.docx',
      },
    ]);
    expect(storedFiles()).toEqual([`${body.fileId}.docx`]);
  });

  it('keeps neither row nor bytes for a refused type, an oversized file or an upload cut off by the client', async () => {
    const before = { rows: await rows(), files: storedFiles() };
    expect((await post('/api/uploads/resume', form('resume', samples.elf(), 'cv.pdf'), applicant)).status).toBe(415);
    const big = Buffer.alloc(FILE_LIMIT_BYTES + 1, 0x20);
    samples.pdf().copy(big);
    expect((await post('/api/uploads/resume', form('resume', big, 'cv.pdf'), applicant)).status).toBe(413);

    // 3 MB of a declared 20 MB body, then the connection drops.
    await new Promise<void>((resolve) => {
      const boundary = 'hirewise-boundary';
      const req = request(`${base}/api/uploads/resume`, {
        method: 'POST',
        headers: { authorization: applicant, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(20 * 1024 * 1024) },
      });
      req.on('error', () => resolve());
      req.write(`--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
      req.write(samples.pdf());
      req.write(Buffer.alloc(3 * 1024 * 1024, 0x20), () => setTimeout(() => req.destroy(), 200));
    });
    // The cut-off write is removed once the server sees the client gone: at least 500 ms, longer on a busy machine.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const state = async () => ({ rows: await rows(), files: storedFiles() });
    let after = await state();
    for (const deadline = Date.now() + 10_000; JSON.stringify(after) !== JSON.stringify(before) && Date.now() < deadline; after = await state()) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(after).toEqual(before);
  });

  it('tells a malformed form (a part header with a control character, no closing boundary) from an interrupted upload', async () => {
    const before = { rows: await rows(), files: storedFiles() };
    const boundary = 'hirewise-boundary';
    const part = (filename: string) => `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 cv\r\n`;
    for (const body of [`${part('cv\u0001.pdf')}--${boundary}--\r\n`, part('cv.pdf')]) {
      const res = await fetch(`${base}/api/uploads/resume`, { method: 'POST', headers: { authorization: applicant, 'content-type': `multipart/form-data; boundary=${boundary}` }, body });
      expect({ status: res.status, body: await res.json() }).toEqual({ status: 400, body: { message: MediaMessages.uploadMalformed } });
    }
    expect({ rows: await rows(), files: storedFiles() }).toEqual(before);
  });

  it('lets the owner read while the applications service is down, and answers a recruiter 503', async () => {
    const up = (await (await post('/api/uploads/resume', form('resume', samples.pdf(), 'cv.pdf'), applicant)).json()) as UploadResponse;
    const own = await fetch(`${base}/api/download/resume/${up.filename}`, { headers: { authorization: applicant } });
    expect(own.status).toBe(200);
    const started = Date.now();
    const res = await fetch(`${base}/api/download/resume/${up.filename}`, { headers: { authorization: recruiter } });
    expect({ status: res.status, body: await res.json() }).toEqual({ status: 503, body: { message: Messages.unavailable('applications') } });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('removes the stored video when the applications service cannot take the result', async () => {
    const before = { rows: await rows(), files: storedFiles() };
    const fields = {
      jobId: '0b6a2b6e-6a4e-4b8e-9a53-1f2d3c4b5a69',
      applicationId: '1c7b3c7f-7b5f-4c9f-8b64-2e3d4c5b6a70',
      questions: '["Explain closures."]',
      answers: '["Functions keep their scope."]',
      scores: '[70]',
      overallScore: '70',
    };
    const res = await post('/api/interview-results', form('video', samples.webm(), 'interview.webm', fields), applicant);
    expect({ status: res.status, body: await res.json() }).toEqual({ status: 503, body: { message: Messages.unavailable('applications') } });
    expect({ rows: await rows(), files: storedFiles() }).toEqual(before);
  });

  it("lists an owner's files for the data export and removes them all when the account is deleted", async () => {
    const owner = randomUUID();
    const token = `Bearer ${jwt.sign({ sub: owner, type: 'applicant' })}`;
    const others = { rows: await rows(), files: storedFiles() };
    const resume = (await (await post('/api/uploads/resume', form('resume', samples.text(), 'cv.txt'), token)).json()) as UploadResponse;
    const photo = (await (await post('/upload/profile', form('profile', samples.png(), 'me.png'), token)).json()) as UploadResponse;
    const listed = await app.get(OwnerFilesController).list({ caller: { userId: owner, type: 'applicant' } });
    expect(listed).toEqual([
      { fileId: resume.fileId, kind: 'resume', contentType: 'text/plain; charset=utf-8', size: samples.text().length, originalName: 'cv.txt', createdAt: expect.any(String) },
      { fileId: photo.fileId, kind: 'profile', contentType: 'image/png', size: samples.png().length, originalName: 'me.png', createdAt: expect.any(String) },
    ]);

    const deleted: UserDeletedEvent = { userId: owner, type: 'applicant', deletedAt: new Date().toISOString() };
    const deliver = () => app.get(EventRegistry).dispatch({ id: randomUUID(), event: Events.userDeleted, occurredAt: deleted.deletedAt, payload: deleted });
    await deliver();
    expect({ rows: await rows(), files: storedFiles() }).toEqual(others);
    expect(await app.get(OwnerFilesController).list({ caller: { userId: owner, type: 'applicant' } })).toEqual([]);
    // At least once: a second delivery finds nothing to do.
    await expect(deliver()).resolves.toBeUndefined();
    const gone = await fetch(`${base}/api/download/resume/${resume.filename}`, { headers: { authorization: token } });
    expect(gone.status).toBe(404);
  });

  describe('signed stream links (a <video src> cannot send the bearer header)', () => {
    const OTHER_APPLICANT = '22222222-3333-4444-8555-666666666666';
    const video = samples.webm(Buffer.alloc(8 * 1024, 0x61));
    let videoId: string;
    let otherVideoId: string;

    /** An interview video as the submission stores it (the applications service is down here, so the row is written directly). */
    async function storeVideo(owner: string): Promise<string> {
      const id = randomUUID();
      const key = storageKey('interview-video', id, 'webm');
      await app.get<FileStore>(FILE_STORE).put(key, Readable.from([video]), 'video/webm');
      await app.get(FileRepository).insert({ id, kind: 'interview-video', ownerId: owner, contentType: 'video/webm', size: video.length, storageKey: key, originalName: 'interview.webm' });
      return id;
    }
    const requestLink = (id: string, authorization?: string) => fetch(`${base}${MediaPaths.streamInterviewLink(id)}`, { method: 'POST', headers: authorization ? { authorization } : {} });
    /**
     * A link as `POST .../link` gives it once the play is in the access log, which the applications
     * service keeps (down here: that route answers 503, below): issued by the service's own signer.
     */
    const issuedLink = (id: string, userId = APPLICANT) => app.get(StreamLinkService).issue({ userId, type: 'applicant' }, id);
    const access = (url: string) => new URL(url, base).searchParams.get(STREAM_ACCESS_PARAM) as string;
    const streamWith = (id: string, token: string, headers: Record<string, string> = {}) =>
      fetch(`${base}${MediaPaths.streamInterview(id)}?${STREAM_ACCESS_PARAM}=${encodeURIComponent(token)}`, { headers });
    const error = async (res: Response) => ({ status: res.status, body: await res.json() });

    beforeAll(async () => {
      videoId = await storeVideo(APPLICANT);
      otherVideoId = await storeVideo(OTHER_APPLICANT);
    });

    it('gives the owner no link, bearer stream or download while the play cannot be logged (503: nothing unlogged), HEAD still answers', async () => {
      const unavailable = { status: 503, body: { message: Messages.unavailable('applications') } };
      expect(await error(await requestLink(videoId, applicant))).toEqual(unavailable);
      expect(await error(await fetch(`${base}${MediaPaths.streamInterview(videoId)}`, { headers: { authorization: applicant, range: 'bytes=0-9' } }))).toEqual(unavailable);
      expect(await error(await fetch(`${base}${MediaPaths.downloadInterview(videoId)}`, { headers: { authorization: applicant } }))).toEqual(unavailable);
      // HEAD sends no bytes: not a download, nothing to log.
      const head = await fetch(`${base}${MediaPaths.downloadInterview(videoId)}`, { method: 'HEAD', headers: { authorization: applicant } });
      expect({ status: head.status, length: head.headers.get('content-length') }).toEqual({ status: 200, length: String(video.length) });
    });

    it('a link (valid for 10 minutes) streams without a header, with ranges (206) and HEAD, each request unlogged (the link was)', async () => {
      const link = await issuedLink(videoId);
      expect(link.url).toMatch(new RegExp(`^/api/stream/interview/${videoId}\\?access=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
      expect(Math.abs(Date.parse(link.expiresAt) - (Date.now() + STREAM_LINK_TTL_SECONDS * 1000))).toBeLessThan(5000);

      const whole = await fetch(`${base}${link.url}`);
      expect({ status: whole.status, type: whole.headers.get('content-type'), same: Buffer.from(await whole.arrayBuffer()).equals(video) }).toEqual({ status: 200, type: 'video/webm', same: true });
      const part = await fetch(`${base}${link.url}`, { headers: { range: 'bytes=100-199' } });
      expect({ status: part.status, range: part.headers.get('content-range'), same: Buffer.from(await part.arrayBuffer()).equals(video.subarray(100, 200)) }).toEqual({
        status: 206,
        range: `bytes 100-199/${video.length}`,
        same: true,
      });
      const head = await fetch(`${base}${link.url}`, { method: 'HEAD' });
      expect({ status: head.status, length: head.headers.get('content-length') }).toEqual({ status: 200, length: String(video.length) });
      // The stored name names the same file.
      expect((await streamWith(`${videoId}.webm`, access(link.url), { range: 'bytes=0-3' })).status).toBe(206);
    });

    it('refuses a link for another file, an expired or tampered one, a session token, and no credential at all (401)', async () => {
      const token = access((await issuedLink(videoId)).url);
      const invalid = { status: 401, body: { message: MediaMessages.streamLinkInvalid } };
      expect(await error(await streamWith(otherVideoId, token))).toEqual(invalid);

      const past = Math.floor(Date.now() / 1000) - STREAM_LINK_TTL_SECONDS - 5;
      const expired = jwt.sign({ role: 'applicant', fid: videoId, iat: past, exp: past + STREAM_LINK_TTL_SECONDS }, { subject: APPLICANT, audience: STREAM_AUDIENCE });
      expect(await error(await streamWith(videoId, expired))).toEqual({ status: 401, body: { message: MediaMessages.streamLinkExpired } });
      const [header, payload, signature] = token.split('.');
      const tampered = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: OTHER_APPLICANT })).toString('base64url')}.${signature}`;
      expect(await error(await streamWith(videoId, tampered))).toEqual(invalid);
      expect(await error(await streamWith(videoId, applicant.slice('Bearer '.length)))).toEqual(invalid);
      // A bad link fails even next to a good header: the link decides when there is one.
      expect(await error(await streamWith(videoId, expired, { authorization: applicant }))).toEqual({ status: 401, body: { message: MediaMessages.streamLinkExpired } });
      expect(await error(await fetch(`${base}${MediaPaths.streamInterview(videoId)}`))).toEqual({ status: 401, body: { message: Messages.unauthenticated } });
      // And a link's token is no session.
      expect(await error(await fetch(`${base}${MediaPaths.downloadInterview(videoId)}`, { headers: { authorization: `Bearer ${token}` } }))).toEqual({ status: 401, body: { message: Messages.invalidToken } });
      expect(await error(await requestLink(videoId, `Bearer ${token}`))).toEqual({ status: 401, body: { message: Messages.invalidToken } });
    });

    it("refuses a link to another applicant's video (403), answers 404 for no such video, and 503 for a recruiter while the applications service is down", async () => {
      expect(await error(await requestLink(otherVideoId, applicant))).toEqual({ status: 403, body: { message: MediaMessages.noAccess } });
      expect(await error(await requestLink(randomUUID(), applicant))).toEqual({ status: 404, body: { message: MediaMessages.fileNotFound } });
      expect(await error(await requestLink(videoId))).toEqual({ status: 401, body: { message: Messages.unauthenticated } });
      expect(await error(await requestLink(videoId, recruiter))).toEqual({ status: 503, body: { message: Messages.unavailable('applications') } });
      // A link someone was given stays bound to the access rule: the other applicant's own link does not open this video.
      const othersToken = access((await issuedLink(otherVideoId, OTHER_APPLICANT)).url);
      expect(await error(await streamWith(videoId, othersToken))).toEqual({ status: 401, body: { message: MediaMessages.streamLinkInvalid } });
    });
  });

  it('reports storage in /ready, down when its folder is gone', async () => {
    const ok = await fetch(`${base}/ready`);
    expect({ status: ok.status, checks: ((await ok.json()) as { checks: unknown }).checks }).toEqual({ status: 200, checks: { database: 'ok', storage: 'ok' } });
    rmSync(join(dataDir, 'media', 'files'), { recursive: true, force: true });
    const down = await fetch(`${base}/ready`);
    expect({ status: down.status, checks: ((await down.json()) as { checks: unknown }).checks }).toEqual({ status: 503, checks: { database: 'ok', storage: 'down' } });
  });

  it('answers 404 for an id that is not a stored file', async () => {
    const res = await fetch(`${base}/api/stream/interview/0b6a2b6e-6a4e-4b8e-9a53-1f2d3c4b5a69`, { headers: { authorization: applicant } });
    expect({ status: res.status, body: await res.json() }).toEqual({ status: 404, body: { message: MediaMessages.fileNotFound } });
  });
});
