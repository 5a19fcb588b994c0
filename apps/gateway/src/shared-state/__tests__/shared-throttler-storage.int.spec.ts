import { randomBytes } from 'node:crypto';
import { freePort } from '@hirewise/testing';
import { RedisConnection } from '../redis-connection';
import { SharedThrottlerStorage } from '../shared-throttler-storage';

/** The rate-limit storage over a real Redis (127.0.0.1:6379): two gateway replicas, one count. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const WINDOW_MS = 60_000;

describe('SharedThrottlerStorage', () => {
  const connections: RedisConnection[] = [];
  const connect = async (url = REDIS_URL, wait = true) => {
    const redis = new RedisConnection(url);
    connections.push(redis);
    if (wait && !(await redis.ready(5000))) throw new Error(`Redis is not reachable at ${url}`);
    return redis;
  };
  afterAll(() => Promise.all(connections.map((c) => c.close())));

  it('counts the hits of two replicas against one limit in Redis, then blocks both', async () => {
    const prefix = `hwt:${randomBytes(4).toString('hex')}:`;
    const [a, b] = [new SharedThrottlerStorage((await connect()).client, prefix), new SharedThrottlerStorage((await connect()).client, prefix)];
    const hits = [];
    for (let i = 0; i < 6; i++) hits.push(await (i % 2 ? b : a).increment('auth:default:10.0.0.1', WINDOW_MS, 5, WINDOW_MS, 'default'));
    expect(hits.map((h) => h.totalHits)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(hits.map((h) => h.isBlocked)).toEqual([false, false, false, false, false, true]);
    expect(hits[5].timeToBlockExpire).toBeGreaterThan(50);
    // Blocked on the other replica too; another address has its own count.
    expect((await a.increment('auth:default:10.0.0.1', WINDOW_MS, 5, WINDOW_MS, 'default')).isBlocked).toBe(true);
    expect(await b.increment('auth:default:10.0.0.2', WINDOW_MS, 5, WINDOW_MS, 'default')).toMatchObject({ totalHits: 1, isBlocked: false });
  });

  it('keeps counting in the process while Redis cannot answer', async () => {
    const down = await connect(`redis://127.0.0.1:${await freePort()}`, false);
    const storage = new SharedThrottlerStorage(down.client, 'hwt:down:');
    const hits = [];
    for (let i = 0; i < 4; i++) hits.push(await storage.increment('ai:user-1', WINDOW_MS, 3, WINDOW_MS, 'ai'));
    expect(hits.map((h) => h.isBlocked)).toEqual([false, false, false, true]);
  });

  it('counts in the process without Redis (embedded mode), per budget', async () => {
    const storage = new SharedThrottlerStorage(null);
    for (let i = 0; i < 2; i++) expect((await storage.increment('public:1.2.3.4', WINDOW_MS, 2, WINDOW_MS, 'public')).isBlocked).toBe(false);
    expect((await storage.increment('public:1.2.3.4', WINDOW_MS, 2, WINDOW_MS, 'public')).isBlocked).toBe(true);
    // The same key under another budget is another count.
    expect((await storage.increment('public:1.2.3.4', WINDOW_MS, 10, WINDOW_MS, 'other')).isBlocked).toBe(false);
  });
});
