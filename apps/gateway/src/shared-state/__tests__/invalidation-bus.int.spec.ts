import { randomBytes } from 'node:crypto';
import { RedisConnection } from '../redis-connection';
import { InvalidationBus } from '../invalidation-bus';

/** Cache invalidation between two replicas over a real Redis (127.0.0.1:6379). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
};

class CountingCache {
  emptied = 0;
  invalidate() {
    this.emptied += 1;
  }
}

describe('InvalidationBus', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers) await close();
  });

  async function replica(prefix: string) {
    const redis = new RedisConnection(REDIS_URL);
    await redis.ready(5000);
    const bus = new InvalidationBus(redis, prefix);
    closers.push(async () => {
      await bus.close();
      await redis.close();
    });
    const search = new CountingCache();
    const pages = new CountingCache();
    return { search, pages, sharedSearch: bus.shared('search', search), sharedPages: bus.shared('public-pages', pages) };
  }

  it('empties the named cache in the other replicas, not its sender twice, and no other cache', async () => {
    const prefix = `hwt:${randomBytes(4).toString('hex')}:`;
    const [a, b] = [await replica(prefix), await replica(prefix)];
    // Subscriptions are set up asynchronously: wait until one message gets through.
    await until(() => {
      a.sharedSearch.invalidate();
      return b.search.emptied > 0;
    });
    // The messages of those tries still on their way arrive first.
    await new Promise((r) => setTimeout(r, 200));
    const [aBefore, bBefore, pagesBefore] = [a.search.emptied, b.search.emptied, b.pages.emptied];
    a.sharedSearch.invalidate();
    await until(() => b.search.emptied === bBefore + 1);
    await new Promise((r) => setTimeout(r, 100));
    expect(a.search.emptied).toBe(aBefore + 1);
    expect(b.pages.emptied).toBe(pagesBefore);
    b.sharedPages.invalidate();
    await until(() => a.pages.emptied === 1);
  });

  it('without Redis (embedded mode) empties the local cache only', () => {
    const bus = new InvalidationBus(null, 'x:');
    const cache = new CountingCache();
    bus.shared('search', cache).invalidate();
    expect(cache.emptied).toBe(1);
  });
});
