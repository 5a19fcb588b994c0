/**
 * Interview recordings stored seekable: the media service's upload path (UploadService.receive,
 * what POST /api/interview-results runs for its video part) on PGlite, with the disk store and with
 * the S3 store against s3rver. What is asserted is what was stored: the bytes read back from the
 * store parse with a Duration and Cues pointing at the clusters, and the row describes them.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { INestApplication } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { Client } from 'minio';
import type { Caller } from '@hirewise/contracts';
import { createServiceApp, DATABASE, LOGGER, type AppDatabase, type Logger } from '@hirewise/server-kit';
import { freePort, type S3Server, samples, startS3Server } from '@hirewise/testing';
import { mediaModuleFor } from '../../app.module';
import { FILE_STORE, type FileStore } from '../../storage/file-store';
import { leastPeakRetainedGrowth } from '../../__tests__/memory-probe';
import { UploadService } from '../upload.service';
import { recordedWebm, recordedWebmStream, seekIndex } from './recorded-webm';

const MB = 1024 * 1024;

interface Backend {
  env: Record<string, string>;
  /** Every stored object's key. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

function disk(): Backend {
  const dataDir = mkdtempSync(join(tmpdir(), 'hirewise-media-webm-'));
  const root = join(dataDir, 'media', 'files');
  const walk = (dir: string, prefix = ''): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`]));
  return { env: { STORAGE: 'fs', DATA_DIR: dataDir }, keys: async () => walk(root).sort(), close: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

async function s3(): Promise<Backend> {
  const server: S3Server = await startS3Server();
  const client = new Client({ endPoint: '127.0.0.1', port: server.port, useSSL: false, accessKey: 'S3RVER', secretKey: 'S3RVER', region: 'us-east-1', pathStyle: true });
  const keys = async () => {
    const names: string[] = [];
    for await (const item of client.listObjectsV2(server.bucket, '', true)) names.push((item as { name: string }).name);
    return names.sort();
  };
  return { env: { ...server.env, DATA_DIR: 'memory://' }, keys, close: () => server.close() };
}

describe.each([
  ['disk', async () => disk()],
  ['S3 (s3rver)', s3],
])('interview recordings made seekable where they are stored (%s store)', (_name, open) => {
  let backend: Backend;
  let app: INestApplication;
  let uploads: UploadService;
  let store: FileStore;
  let db: AppDatabase<Record<string, unknown>>;
  let warn: jest.SpyInstance;
  const caller: Caller = { userId: randomUUID(), type: 'applicant' };

  beforeAll(async () => {
    backend = await open();
    const env = {
      ...backend.env,
      JWT_SECRET: 'media-webm-test-secret-0123456789',
      LOG_LEVEL: 'silent',
      MEDIA_CLEANUP_INTERVAL_S: '0',
      MEDIA_HTTP_PORT: String(await freePort()),
      MEDIA_TCP_PORT: String(await freePort()),
      APPLICATIONS_TCP_PORT: String(await freePort()),
    };
    ({ app } = await createServiceApp('media', mediaModuleFor(env), env));
    await app.init();
    uploads = app.get(UploadService);
    store = app.get<FileStore>(FILE_STORE);
    db = app.get(DATABASE);
    warn = jest.spyOn(app.get<Logger>(LOGGER), 'warn');
  });

  afterAll(async () => {
    await app?.close();
    await backend?.close();
  });

  beforeEach(() => warn.mockClear());

  const receive = (file: Buffer | Readable, declared?: number) =>
    uploads.receive('interview-video', caller, { stream: Buffer.isBuffer(file) ? Readable.from([file.subarray(0, 70_000), file.subarray(70_000)]) : file, filename: 'interview.webm' }, declared);
  const stored = async (key: string) => buffer(await store.get(key));
  const reservations = async () => ((await db.execute(sql`select count(*)::int as n from upload_reservations`)) as unknown as { rows: { n: number }[] }).rows[0].n;

  it('stores a MediaRecorder recording with a Duration and Cues on its clusters, under the row that names it, nothing else left', async () => {
    const before = await backend.keys();
    const recording = recordedWebm({ seconds: 5 });
    expect(seekIndex(recording)).toMatchObject({ duration: undefined, cues: [] });

    const row = await receive(recording);
    const bytes = await stored(row.storageKey);
    const index = seekIndex(bytes);
    expect(index.duration).toBeGreaterThan(4900);
    expect(index.duration).toBeLessThanOrEqual(5000);
    expect(index.cues).toEqual([0, 1000, 2000, 3000, 4000].map((time) => ({ time, position: expect.any(Number), landsOn: 'Cluster' })));
    expect(index.clusters).toBe(5);
    expect(row).toMatchObject({ kind: 'interview-video', contentType: 'video/webm', size: bytes.length, storageKey: `interview-video/${row.id}.webm`, originalName: 'interview.webm' });
    // The recorded clusters follow the new head unchanged.
    const clustersAt = recording.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]));
    expect(bytes.subarray(bytes.length - (recording.length - clustersAt)).equals(recording.subarray(clustersAt))).toBe(true);
    // The recording as it came is gone: one new object, the row's; no reservation left.
    expect(await backend.keys()).toEqual([...before, row.storageKey].sort());
    expect(await reservations()).toBe(0);
    expect(warn).not.toHaveBeenCalled();
  });

  it('stores a file it cannot read as it came, with a warning, and the upload still succeeds', async () => {
    const garbled = samples.webm(Buffer.alloc(4096, 0x42));
    const row = await receive(garbled);
    expect((await stored(row.storageKey)).equals(garbled)).toBe(true);
    expect(row.size).toBe(garbled.length);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ fileId: row.id, reason: expect.any(String) }), expect.stringContaining('stored as recorded'));
  });

  it('keeps the upload limits: a seekable copy larger than the upload may be is not written', async () => {
    const recording = recordedWebm({ seconds: 2 });
    // The request declared exactly the recording's size: the reservation leaves no room for a longer head.
    const row = await receive(recording, recording.length);
    expect((await stored(row.storageKey)).equals(recording)).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ fileId: row.id, limit: recording.length }), expect.stringContaining('exceed the upload limit'));
  });
});

describe('a long recording is scanned and rewritten without being held in memory (disk store)', () => {
  let backend: Backend;
  let app: INestApplication;

  beforeAll(async () => {
    backend = disk();
    const env = { ...backend.env, JWT_SECRET: 'media-webm-test-secret-0123456789', LOG_LEVEL: 'silent', MEDIA_CLEANUP_INTERVAL_S: '0', MEDIA_HTTP_PORT: String(await freePort()), MEDIA_TCP_PORT: String(await freePort()), APPLICATIONS_TCP_PORT: String(await freePort()) };
    ({ app } = await createServiceApp('media', mediaModuleFor(env), env));
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
    await backend?.close();
  });

  // Holding the recording would retain over 42 MB; streams in flight retain 0-27 MB depending on how
  // fast the disk takes the writes (27 MB seen with a CI run's other suites beside it; once 38 MB in a
  // full run, not again in the same worker: the least of up to three runs is what counts).
  it('42 MB of recording, 40 clusters: stored seekable with under 32 MB retained at any time', async () => {
    let size = 0;
    let storageKey = '';
    const retained = await leastPeakRetainedGrowth(async () => {
      const row = await app.get(UploadService).receive('interview-video', { userId: randomUUID(), type: 'applicant' }, { stream: recordedWebmStream({ seconds: 40, fps: 25, frameBytes: 44_000 }), filename: 'long.webm' });
      ({ size, storageKey } = row);
    }, 32 * MB);
    expect(size).toBeGreaterThan(40 * MB);
    expect(retained).toBeLessThan(32 * MB);
    // Only the head is read back to check it (the whole file is 40 MB).
    const head = await buffer(await app.get<FileStore>(FILE_STORE).get(storageKey, { start: 0, end: 4095 }));
    const index = seekIndex(head);
    expect(index.duration).toBeGreaterThan(39_900);
    expect(index.cues).toHaveLength(40);
    expect(index.cues[39]).toMatchObject({ time: 39_000 });
  }, 120_000);
});
