/**
 * Issue 16: per-user upload quotas, the clean-up of unreferenced files, and the ownership check
 * the auth service asks for. The media service over HTTP with its real database: PGlite and the
 * disk store first; then two replicas sharing one PostgreSQL database and an S3 bucket (s3rver)
 * for the races between replicas (parallel uploads, concurrent sweeps) and deletion from S3.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { sql } from 'drizzle-orm';
import { Events, FileQuotaMessages, type UploadResponse, type UserUpdatedEvent } from '@hirewise/contracts';
import { createServiceApp, createTestDatabase, DATABASE, EventRegistry, jwtOptions, type AppDatabase } from '@hirewise/server-kit';
import { mediaModuleFor } from '../app.module';
import { FileHolds } from '../cleanup/file-holds.service';
import { FileOwnershipController } from '../cleanup/file-ownership.controller';
import { FileSweeper } from '../cleanup/file-sweeper';
import { FILE_STORE, type FileStore } from '../storage/file-store';
import { freePort, type S3Server, samples, startS3Server } from '@hirewise/testing';

const SECRET = 'media-housekeeping-secret-0123456789';
const QUOTA_FILES = 3;
const QUOTA_BYTES = 100_000;
const jwt = new JwtService(jwtOptions(SECRET));

interface Replica {
  app: INestApplication;
  base: string;
}

async function startReplica(extraEnv: Record<string, string>): Promise<Replica> {
  const port = await freePort();
  const env = {
    JWT_SECRET: SECRET,
    LOG_LEVEL: 'silent',
    RPC_TIMEOUT_MS: '1000',
    DEMO_DATA: 'false',
    MEDIA_QUOTA_FILES: String(QUOTA_FILES),
    MEDIA_QUOTA_BYTES: String(QUOTA_BYTES),
    MEDIA_CLEANUP_INTERVAL_S: '0',
    MEDIA_HTTP_PORT: String(port),
    MEDIA_TCP_PORT: String(await freePort()),
    APPLICATIONS_TCP_PORT: String(await freePort()),
    ...extraEnv,
  };
  const { app } = await createServiceApp('media', mediaModuleFor(env), env);
  await app.startAllMicroservices();
  await app.listen(port, '127.0.0.1');
  return { app, base: `http://127.0.0.1:${port}` };
}

/** A plain-text resume of exactly `bytes` bytes (text is a valid resume type). */
const textOf = (bytes: number) => Buffer.alloc(bytes, 0x61);
const token = (ownerId: string) => `Bearer ${jwt.sign({ sub: ownerId, type: 'applicant' })}`;

async function upload(base: string, ownerId: string, content: Buffer, kind: 'resume' | 'profile' = 'resume'): Promise<{ status: number; body: UploadResponse & { message: string } }> {
  const form = new FormData();
  form.append(kind, new Blob([new Uint8Array(content)]), kind === 'resume' ? 'cv.txt' : 'me.png');
  const res = await fetch(`${base}${kind === 'resume' ? '/api/uploads/resume' : '/upload/profile'}`, { method: 'POST', body: form, headers: { authorization: token(ownerId) } });
  return { status: res.status, body: (await res.json()) as UploadResponse & { message: string } };
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows);

function profileEvent(userId: string, version: number, refs: { resume?: string; profile?: string }): UserUpdatedEvent {
  return { userId, type: 'applicant', name: 'Ananya', skills: [], education: [], resume: refs.resume ?? '', profile: refs.profile ?? '', version };
}

describe('media housekeeping on PGlite with the disk store', () => {
  let replica: Replica;
  let dataDir: string;
  let db: AppDatabase<Record<string, unknown>>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hirewise-media-house-'));
    replica = await startReplica({ DATA_DIR: dataDir, STORAGE: 'fs' });
    db = replica.app.get(DATABASE);
  });

  afterAll(async () => {
    await replica?.app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const storedNames = (): string[] => {
    const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [e.name]));
    return walk(join(dataDir, 'media', 'files')).sort();
  };
  const idsOf = async (ownerId: string): Promise<string[]> =>
    rowsOf<{ id: string }>(await db.execute(sql`select id from files where owner_id = ${ownerId} order by id`)).map((r) => r.id);
  const ageAll = (ownerId: string) => db.execute(sql`update files set idle_since = now() - interval '2 days' where owner_id = ${ownerId}`);
  const dispatch = (event: UserUpdatedEvent) => replica.app.get(EventRegistry).dispatch({ id: randomUUID(), event: Events.userUpdated, occurredAt: new Date().toISOString(), payload: event });
  const sweep = () => replica.app.get(FileSweeper).sweep();

  it('refuses the upload past the file count with 413 naming the limit, storing nothing', async () => {
    const owner = randomUUID();
    for (let i = 0; i < QUOTA_FILES; i += 1) expect((await upload(replica.base, owner, textOf(100))).status).toBe(201);
    const before = { rows: await idsOf(owner), files: storedNames() };
    const refused = await upload(replica.base, owner, textOf(100));
    expect(refused).toEqual({ status: 413, body: { message: FileQuotaMessages.tooManyFiles(QUOTA_FILES) } });
    expect(refused.body.message).toContain('limit of 3 stored files');
    expect({ rows: await idsOf(owner), files: storedNames() }).toEqual(before);
    // Another owner is not affected.
    expect((await upload(replica.base, randomUUID(), textOf(100))).status).toBe(201);
  });

  it('refuses bytes past the total: a file that does not fit while it streams, then any file once nothing is left', async () => {
    const owner = randomUUID();
    expect((await upload(replica.base, owner, textOf(60_000))).status).toBe(201);
    const before = { rows: await idsOf(owner), files: storedNames() };
    const tooBig = await upload(replica.base, owner, textOf(40_001));
    expect(tooBig).toEqual({ status: 413, body: { message: FileQuotaMessages.doesNotFit(QUOTA_BYTES, 40_000) } });
    expect(tooBig.body.message).toBe('This file does not fit in your storage limit of 98 KB per account (39 KB left).');
    expect({ rows: await idsOf(owner), files: storedNames() }).toEqual(before);
    expect((await upload(replica.base, owner, textOf(40_000))).status).toBe(201);
    expect(await upload(replica.base, owner, textOf(10))).toEqual({ status: 413, body: { message: FileQuotaMessages.noSpaceLeft(QUOTA_BYTES) } });
    expect(await idsOf(owner)).toHaveLength(2);

    // Past the sniffed head (64 KB): cut off while streaming at the bytes left.
    const fresh = randomUUID();
    const beforeStream = storedNames();
    expect(await upload(replica.base, fresh, textOf(150_000))).toEqual({ status: 413, body: { message: FileQuotaMessages.doesNotFit(QUOTA_BYTES, QUOTA_BYTES) } });
    expect({ rows: await idsOf(fresh), files: storedNames() }).toEqual({ rows: [], files: beforeStream });
    expect((await upload(replica.base, fresh, textOf(QUOTA_BYTES))).status).toBe(201);
  });

  it('counts parallel uploads one after another: only what fits is stored', async () => {
    const owner = randomUUID();
    const counted = await Promise.all(Array.from({ length: 6 }, () => upload(replica.base, owner, textOf(100))));
    expect(counted.map((r) => r.status).sort()).toEqual([201, 201, 201, 413, 413, 413]);
    expect(await idsOf(owner)).toHaveLength(QUOTA_FILES);

    const other = randomUUID();
    const sized = await Promise.all([upload(replica.base, other, textOf(60_000)), upload(replica.base, other, textOf(60_000))]);
    expect(sized.map((r) => r.status).sort()).toEqual([201, 413]);
    const [{ total }] = rowsOf<{ total: string | number }>(await db.execute(sql`select coalesce(sum(size), 0) as total from files where owner_id = ${other}`));
    expect(Number(total)).toBe(60_000);
    const [{ n }] = rowsOf<{ n: string | number }>(await db.execute(sql`select count(*) as n from upload_reservations`));
    expect(Number(n)).toBe(0);
  });

  it('sweeps unreferenced files past the grace period (row and bytes) and keeps held ones and recent ones', async () => {
    const owner = randomUUID();
    const stranger = randomUUID();
    const replaced = (await upload(replica.base, owner, textOf(10))).body;
    const current = (await upload(replica.base, owner, textOf(11))).body;
    const photo = (await upload(replica.base, owner, samples.png(), 'profile')).body;
    const strangers = (await upload(replica.base, stranger, textOf(12))).body;

    await dispatch(profileEvent(owner, 1, { resume: replaced.filename }));
    // The profile now names another resume and a photo; a name of someone else's file holds nothing.
    await dispatch(profileEvent(owner, 2, { resume: current.filename, profile: photo.filename }));
    await dispatch(profileEvent(stranger, 5, { resume: strangers.filename }));
    await dispatch(profileEvent(stranger, 6, { resume: current.filename }));
    // A late copy of an older event changes nothing.
    await dispatch(profileEvent(owner, 1, { resume: replaced.filename }));

    // Within the grace period nothing goes, held or not.
    await sweep();
    expect(await idsOf(owner)).toEqual([replaced.fileId, current.fileId, photo.fileId].sort());
    expect(await idsOf(stranger)).toEqual([strangers.fileId]);

    await ageAll(owner);
    await ageAll(stranger);
    const filesBefore = storedNames();
    expect(await sweep()).toBe(2);
    expect(await idsOf(owner)).toEqual([current.fileId, photo.fileId].sort());
    expect(await idsOf(stranger)).toEqual([]);
    expect(storedNames()).toEqual(filesBefore.filter((f) => f !== replaced.filename && f !== strangers.filename));

    // Dropping the photo from the profile starts its grace period then; it goes once that has passed.
    await dispatch(profileEvent(owner, 3, { resume: current.filename }));
    expect(await sweep()).toBe(0);
    expect(await idsOf(owner)).toEqual([current.fileId, photo.fileId].sort());
    await ageAll(owner);
    expect(await sweep()).toBe(1);
    expect(await idsOf(owner)).toEqual([current.fileId]);
    expect(storedNames()).not.toContain(photo.filename);
  });

  it('keeps an interview video a saved result names, and an abandoned upload only for the grace period', async () => {
    const owner = randomUUID();
    const video = (await upload(replica.base, owner, textOf(20))).body;
    const abandoned = (await upload(replica.base, owner, textOf(21))).body;
    expect(await replica.app.get(FileHolds).add(video.fileId, 'interview-result')).toBe(true);
    await ageAll(owner);
    expect(await sweep()).toBe(1);
    expect(await idsOf(owner)).toEqual([video.fileId]);
    expect(storedNames()).not.toContain(abandoned.filename);
    expect(await replica.app.get(FileHolds).add(abandoned.fileId, 'interview-result')).toBe(false);
  });

  it('answers the ownership check with the owner\'s files of the asked kind only, and restarts their grace period', async () => {
    const owner = randomUUID();
    const other = randomUUID();
    const mine = (await upload(replica.base, owner, textOf(30))).body;
    const theirs = (await upload(replica.base, other, textOf(31))).body;
    await ageAll(owner);
    const check = replica.app.get(FileOwnershipController);
    const reply = await check.check({
      ownerId: owner,
      files: [
        { kind: 'resume', fileId: mine.fileId },
        { kind: 'profile', fileId: mine.fileId },
        { kind: 'resume', fileId: theirs.fileId },
        { kind: 'resume', fileId: randomUUID() },
        { kind: 'resume', fileId: 'not-an-id' },
      ],
    });
    expect(reply).toEqual({ owned: [mine.fileId] });
    await sweep();
    expect(await idsOf(owner)).toEqual([mine.fileId]);
    expect(await check.check({ ownerId: other, files: [{ kind: 'resume', fileId: mine.fileId }] })).toEqual({ owned: [] });
  });
});

describe('the periodic sweep (MEDIA_CLEANUP_INTERVAL_S=1, MEDIA_CLEANUP_GRACE_S=1)', () => {
  let replica: Replica;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hirewise-media-sweep-'));
    replica = await startReplica({ DATA_DIR: dataDir, STORAGE: 'fs', MEDIA_CLEANUP_INTERVAL_S: '1', MEDIA_CLEANUP_GRACE_S: '1' });
  });

  afterAll(async () => {
    await replica?.app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('deletes an upload nothing holds on its own, and leaves the one a profile names', async () => {
    const owner = randomUUID();
    const kept = (await upload(replica.base, owner, textOf(40))).body;
    await replica.app.get(EventRegistry).dispatch({ id: randomUUID(), event: Events.userUpdated, occurredAt: new Date().toISOString(), payload: profileEvent(owner, 1, { resume: kept.filename }) });
    const dropped = (await upload(replica.base, owner, textOf(41))).body;
    const db = replica.app.get<AppDatabase<Record<string, unknown>>>(DATABASE);
    const ids = async () => rowsOf<{ id: string }>(await db.execute(sql`select id from files where owner_id = ${owner}`)).map((r) => r.id);
    const deadline = Date.now() + 10_000;
    while ((await ids()).includes(dropped.fileId) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(await ids()).toEqual([kept.fileId]);
    expect(readdirSync(join(dataDir, 'media', 'files', 'resume'))).toEqual([kept.filename]);
  });
});

describe('two media replicas on PostgreSQL with the S3 store (s3rver)', () => {
  let s3: S3Server;
  let database: { url: string; drop: () => Promise<void> };
  let replicas: Replica[] = [];
  let db: AppDatabase<Record<string, unknown>>;

  beforeAll(async () => {
    s3 = await startS3Server();
    database = await createTestDatabase('media_house');
    const env = { ...s3.env, STORAGE: 's3', DATA_DIR: 'memory://', MEDIA_DATABASE_URL: database.url };
    replicas = [await startReplica(env), await startReplica(env)];
    db = replicas[0].app.get(DATABASE);
  });

  afterAll(async () => {
    for (const replica of replicas) await replica.app.close();
    await database?.drop();
    await s3?.close();
  });

  const keysOf = async (ownerId: string): Promise<string[]> =>
    rowsOf<{ storage_key: string }>(await db.execute(sql`select storage_key from files where owner_id = ${ownerId} order by storage_key`)).map((r) => r.storage_key);

  it('counts parallel uploads to both replicas against one quota', async () => {
    const owner = randomUUID();
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => upload(replicas[i % 2].base, owner, textOf(100 + i))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(QUOTA_FILES);
    expect(results.filter((r) => r.status === 413).map((r) => r.body.message)).toEqual(Array(5).fill(FileQuotaMessages.tooManyFiles(QUOTA_FILES)));
    expect(await keysOf(owner)).toHaveLength(QUOTA_FILES);

    const other = randomUUID();
    const sized = await Promise.all([upload(replicas[0].base, other, textOf(60_000)), upload(replicas[1].base, other, textOf(60_000))]);
    expect(sized.map((r) => r.status).sort()).toEqual([201, 413]);
  });

  it('sweeps on both replicas at once: each unreferenced file deleted once, from the bucket too; held files stay', async () => {
    const owners = Array.from({ length: 4 }, () => randomUUID());
    const uploads = await Promise.all(owners.flatMap((owner) => [0, 1, 2].map((i) => upload(replicas[i % 2].base, owner, textOf(200 + i)).then((r) => ({ owner, ...r.body })))));
    const held = owners.map((owner) => uploads.find((u) => u.owner === owner)!);
    for (const h of held) await replicas[1].app.get(EventRegistry).dispatch({ id: randomUUID(), event: Events.userUpdated, occurredAt: new Date().toISOString(), payload: profileEvent(h.owner, 1, { resume: h.filename }) });
    for (const owner of owners) await db.execute(sql`update files set idle_since = now() - interval '2 days' where owner_id = ${owner}`);
    const keysBefore = (await Promise.all(owners.map(keysOf))).flat();
    const store = replicas[0].app.get<FileStore>(FILE_STORE);

    const [a, b] = await Promise.all(replicas.map((r) => r.app.get(FileSweeper).sweep()));
    const heldKeys = held.map((h) => `resume/${h.filename}`).sort();
    expect(a + b).toBe(keysBefore.length - heldKeys.length);
    expect((await Promise.all(owners.map(keysOf))).flat().sort()).toEqual(heldKeys);
    const present = await Promise.all(keysBefore.map(async (key) => [key, (await store.stat(key)) !== undefined] as const));
    expect(present.filter(([, there]) => there).map(([key]) => key).sort()).toEqual(heldKeys);
  });
});
