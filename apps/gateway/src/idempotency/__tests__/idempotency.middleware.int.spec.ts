import express, { type Request, type Response } from 'express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { IDEMPOTENCY_KEY_HEADER, IdempotencyMessages } from '@hirewise/contracts';
import { currentRequest, requestContextAgain } from '@hirewise/server-kit';
import { freePort } from '@hirewise/testing';
import { RedisConnection } from '../../shared-state/redis-connection';
import { idempotency } from '../idempotency.middleware';
import { MemoryIdempotencyStore, RedisIdempotencyStore, type IdempotencyStore } from '../idempotency-store';

/**
 * The HTTP edge of idempotency keys over both stores (in the process; a real Redis on
 * 127.0.0.1:6379, as server mode uses it), in front of a small app whose routes count their runs.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECRET = 'test-secret-for-idempotency-0123456789';
const jwt = new JwtService({ secret: SECRET });
const tokenOf = (sub: string) => jwt.signAsync({ sub, type: 'applicant' });

interface Harness {
  base: string;
  runs: Map<string, number>;
  /** The idempotency key the route's request context had (what service calls derive their keys from). */
  contextKeys: (string | undefined)[];
  release?: () => void;
  close(): Promise<void>;
}

async function startApp(store: IdempotencyStore): Promise<Harness> {
  const runs = new Map<string, number>();
  const contextKeys: (string | undefined)[] = [];
  const harness = { runs, contextKeys } as Partial<Harness>;
  const count = (req: Request) => {
    const key = `${req.method} ${req.path}`;
    runs.set(key, (runs.get(key) ?? 0) + 1);
    contextKeys.push(currentRequest()?.idempotency);
    return runs.get(key) as number;
  };
  const app = express();
  app.use(idempotency({ store, jwt, pendingMs: 30_000, ttlMs: 60_000, closeGraceMs: 200 }));
  // A proxied upload would stream from here; this route reads the raw stream itself.
  app.post('/api/upload/resume', (req, res) => {
    let size = 0;
    req.on('data', (c: Buffer) => (size += c.length));
    req.on('end', () => res.status(201).json({ n: count(req), size }));
  });
  app.use(express.json());
  app.use(requestContextAgain());
  app.post('/api/jobs', (req, res) => void res.status(201).location('/api/jobs/1').json({ n: count(req), body: req.body as unknown }));
  app.put('/api/slow', (req, res) => {
    const n = count(req);
    harness.release = () => res.json({ n });
  });
  app.post('/api/broken', (req, res) => void res.status(503).json({ message: 'down', n: count(req) }));
  app.post('/api/limited', (req, res) => void res.status(429).json({ message: 'slow down', n: count(req) }));
  app.post('/api/missing', (req, res) => void res.status(404).json({ message: 'Job not found', n: count(req) }));
  app.post('/auth/login', (req, res) => void res.cookie('device', 'secret').json({ token: `t${count(req)}` }));
  app.delete('/api/jobs/:id', (req, res) => void res.status(204).end(String(count(req)) && undefined));
  app.post('/api/gone', (req: Request, res: Response) => {
    count(req);
    res.destroy();
  });
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  harness.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  harness.close = () => new Promise<void>((r) => {
    server.close(() => r());
    server.closeAllConnections();
  });
  return harness as Harness;
}

const STORES: [string, () => Promise<{ store: IdempotencyStore; done: () => Promise<void> }>][] = [
  ['memory', async () => ({ store: new MemoryIdempotencyStore(), done: async () => undefined })],
  [
    'redis',
    async () => {
      const redis = new RedisConnection(REDIS_URL);
      if (!(await redis.ready(5000))) throw new Error(`Redis is not reachable at ${REDIS_URL}`);
      return { store: new RedisIdempotencyStore(redis.client, `hwt:${randomBytes(4).toString('hex')}:idem:`), done: () => redis.close() };
    },
  ],
];

describe.each(STORES)('idempotency keys, %s store', (_name, makeStore) => {
  let h: Harness;
  let done: () => Promise<void>;

  beforeAll(async () => {
    const made = await makeStore();
    done = made.done;
    h = await startApp(made.store);
  });
  afterAll(async () => {
    await h.close();
    await done();
  });

  const post = (path: string, key: string | undefined, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${h.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}), ...headers },
      body: JSON.stringify(body),
    });

  it('replays the first answer (status, body, headers) for the same key and body, without running the route again', async () => {
    const key = randomUUID();
    const first = await post('/api/jobs', key, { title: 'Welder' });
    expect(first.status).toBe(201);
    const firstBody = await first.json();
    const again = await post('/api/jobs', key, { title: 'Welder' });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(firstBody);
    expect(again.headers.get('location')).toBe('/api/jobs/1');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(h.runs.get('POST /api/jobs')).toBe(1);
    // The route ran with the request's key current (the service calls derive theirs from it).
    expect(h.contextKeys.at(-1)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses the same key with another body (422) and with another path; runs nothing', async () => {
    const key = randomUUID();
    await post('/api/jobs', key, { title: 'Welder' });
    const runs = h.runs.get('POST /api/jobs');
    const other = await post('/api/jobs', key, { title: 'Baker' });
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ message: IdempotencyMessages.reused });
    const elsewhere = await post('/api/missing', key, { title: 'Welder' });
    expect(elsewhere.status).toBe(422);
    expect(h.runs.get('POST /api/jobs')).toBe(runs);
    expect(h.runs.get('POST /api/missing') ?? 0).toBe(0);
  });

  it('scopes keys to the caller: another account, or nobody, with the same key and body runs anew', async () => {
    const key = randomUUID();
    const [alice, bob] = await Promise.all([tokenOf('alice'), tokenOf('bob')]);
    const runs = () => h.runs.get('POST /api/jobs') ?? 0;
    const before = runs();
    await post('/api/jobs', key, { t: 1 }, { authorization: `Bearer ${alice}` });
    await post('/api/jobs', key, { t: 1 }, { authorization: `Bearer ${alice}` });
    await post('/api/jobs', key, { t: 1 }, { authorization: `Bearer ${bob}` });
    await post('/api/jobs', key, { t: 1 });
    expect(runs()).toBe(before + 3);
  });

  it('answers a repeat while the first is in flight with 409 (Retry-After), then replays once it has ended', async () => {
    const key = randomUUID();
    const put = () => fetch(`${h.base}/api/slow`, { method: 'PUT', headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: key }, body: '{}' });
    const first = put();
    while (!h.release) await new Promise((r) => setTimeout(r, 10));
    const during = await put();
    expect(during.status).toBe(409);
    expect(during.headers.get('retry-after')).toBe('1');
    expect(await during.json()).toEqual({ message: IdempotencyMessages.inProgress });
    h.release();
    h.release = undefined;
    const firstBody = await (await first).json();
    const after = await put();
    expect(await after.json()).toEqual(firstBody);
    expect(h.runs.get('PUT /api/slow')).toBe(1);
  });

  it('keeps final refusals (404) but not 5xx, 429 or answers that set a cookie: those repeats run again', async () => {
    for (const path of ['/api/missing', '/api/broken', '/api/limited', '/auth/login']) {
      const key = randomUUID();
      const a = await post(path, key, { x: 1 });
      const b = await post(path, key, { x: 1 });
      expect(b.status).toBe(a.status);
    }
    expect(h.runs.get('POST /api/missing')).toBe(1);
    expect(h.runs.get('POST /api/broken')).toBe(2);
    expect(h.runs.get('POST /api/limited')).toBe(2);
    expect(h.runs.get('POST /auth/login')).toBe(2);
  });

  it('refuses a malformed key with 400 and runs nothing; requests without a key, and reads, are untouched', async () => {
    const runs = h.runs.get('POST /api/jobs') ?? 0;
    for (const bad of ['x'.repeat(256), 'has space', 'ünïcode']) {
      const res = await fetch(`${h.base}/api/jobs`, { method: 'POST', headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: encodeURIComponent(bad) === bad ? bad : bad.replace(/[^\x20-\x7e]/g, '?').replace(/\?/g, ' ') }, body: '{}' });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: IdempotencyMessages.invalidKey });
    }
    expect(h.runs.get('POST /api/jobs') ?? 0).toBe(runs);
    await post('/api/jobs', undefined, {});
    await post('/api/jobs', undefined, {});
    expect(h.runs.get('POST /api/jobs')).toBe(runs + 2);
  });

  it('keys an upload by method, path and media type without reading its stream; DELETE with no body too', async () => {
    const key = randomUUID();
    const upload = (bytes: number) => {
      const form = new FormData();
      form.set('file', new Blob([Buffer.alloc(bytes, 1)], { type: 'application/pdf' }), 'cv.pdf');
      return fetch(`${h.base}/api/upload/resume`, { method: 'POST', headers: { [IDEMPOTENCY_KEY_HEADER]: key }, body: form });
    };
    const first = await upload(200_000);
    expect(first.status).toBe(201);
    const firstBody = (await first.json()) as { size: number };
    expect(firstBody.size).toBeGreaterThan(200_000);
    // A browser's retry has a new multipart boundary: still the same action.
    const again = await upload(200_000);
    expect(await again.json()).toEqual(firstBody);
    expect(h.runs.get('POST /api/upload/resume')).toBe(1);

    const del = randomUUID();
    const d1 = await fetch(`${h.base}/api/jobs/9`, { method: 'DELETE', headers: { [IDEMPOTENCY_KEY_HEADER]: del } });
    const d2 = await fetch(`${h.base}/api/jobs/9`, { method: 'DELETE', headers: { [IDEMPOTENCY_KEY_HEADER]: del } });
    expect([d1.status, d2.status]).toEqual([204, 204]);
    expect(h.runs.get('DELETE /api/jobs/9')).toBe(1);
  });

  it('releases the claim of a response closed and never ended (a proxied service gone) after the grace time', async () => {
    const key = randomUUID();
    await post('/api/gone', key, {}).catch(() => undefined);
    const soon = await post('/api/gone', key, {}).catch(() => undefined);
    expect(soon?.status).toBe(409);
    await new Promise((r) => setTimeout(r, 400));
    await post('/api/gone', key, {}).catch(() => undefined);
    expect(h.runs.get('POST /api/gone')).toBe(2);
  });
});

describe('idempotency keys, Redis down', () => {
  it('refuses keyed writes with 503 and passes writes without a key', async () => {
    const redis = new RedisConnection(`redis://127.0.0.1:${await freePort()}`);
    const h = await startApp(new RedisIdempotencyStore(redis.client, 'hwt:down:'));
    try {
      const keyed = await fetch(`${h.base}/api/jobs`, { method: 'POST', headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: randomUUID() }, body: '{}' });
      expect(keyed.status).toBe(503);
      expect(await keyed.json()).toEqual({ message: IdempotencyMessages.storeUnavailable });
      expect(h.runs.get('POST /api/jobs') ?? 0).toBe(0);
      const plain = await fetch(`${h.base}/api/jobs`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(plain.status).toBe(201);
    } finally {
      await h.close();
      await redis.close();
    }
  });
});
