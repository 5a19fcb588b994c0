import { createRequire } from 'node:module';
import { SearchCache, weakEtag, type CachedPage } from '../search-cache';

const page = (text: string, total = 1): CachedPage => ({ body: Buffer.from(text), total, totalCapped: false, etag: weakEtag(text) });

describe('SearchCache', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000;
  });

  it('answers identical searches from one load until the time-to-live passes', async () => {
    const cache = new SearchCache(1000, 10, clock);
    const load = jest.fn().mockResolvedValueOnce(page('first')).mockResolvedValueOnce(page('second'));
    expect(await cache.get('q', load)).toEqual(page('first'));
    now += 999;
    expect(await cache.get('q', load)).toEqual(page('first'));
    now += 1;
    expect(await cache.get('q', load)).toEqual(page('second'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps different searches apart', async () => {
    const cache = new SearchCache(1000, 10, clock);
    expect(await cache.get('a', async () => page('A'))).toEqual(page('A'));
    expect(await cache.get('b', async () => page('B'))).toEqual(page('B'));
    expect(await cache.get('a', async () => page('other'))).toEqual(page('A'));
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new SearchCache(1000, 10, clock);
    let resolve!: (p: CachedPage) => void;
    const load = jest.fn(() => new Promise<CachedPage>((r) => (resolve = r)));
    const all = Promise.all(Array.from({ length: 20 }, () => cache.get('q', load)));
    resolve(page('shared'));
    expect(new Set((await all).map((p) => p.body.toString()))).toEqual(new Set(['shared']));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets everything on a write, and does not keep a page loaded across one', async () => {
    const cache = new SearchCache(1000, 10, clock);
    await cache.get('q', async () => page('before'));
    cache.invalidate();
    expect(cache.size).toBe(0);

    let resolve!: (p: CachedPage) => void;
    const slow = cache.get('q', () => new Promise<CachedPage>((r) => (resolve = r)));
    cache.invalidate(); // a write lands while the page is loading
    const fresh = cache.get('q', async () => page('after the write'));
    resolve(page('maybe stale'));
    expect(await slow).toEqual(page('maybe stale'));
    expect(await fresh).toEqual(page('after the write'));
    expect(await cache.get('q', async () => page('not needed'))).toEqual(page('after the write'));
  });

  it('does not keep failures, and passes them to every waiting caller', async () => {
    const cache = new SearchCache(1000, 10, clock);
    const failing = jest.fn().mockRejectedValue(new Error('jobs service down'));
    await expect(Promise.all([cache.get('q', failing), cache.get('q', failing)])).rejects.toThrow('jobs service down');
    expect(failing).toHaveBeenCalledTimes(1);
    expect(await cache.get('q', async () => page('recovered'))).toEqual(page('recovered'));
  });

  it('holds at most maxEntries pages, dropping the oldest', async () => {
    const cache = new SearchCache(1000, 2, clock);
    await cache.get('a', async () => page('A'));
    await cache.get('b', async () => page('B'));
    await cache.get('c', async () => page('C'));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => page('A again'))).toEqual(page('A again'));
  });

  it('answers but does not keep a value `keep` refuses (a job not found, say)', async () => {
    const cache = new SearchCache(1000, 10, clock);
    const load = jest.fn().mockResolvedValueOnce(page('missing', 0)).mockResolvedValueOnce(page('found'));
    const keepFound = (p: CachedPage) => p.total > 0;
    expect(await cache.get('q', load, keepFound)).toEqual(page('missing', 0));
    expect(cache.size).toBe(0);
    expect(await cache.get('q', load, keepFound)).toEqual(page('found'));
    expect(await cache.get('q', load, keepFound)).toEqual(page('found'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads every time when turned off', async () => {
    const cache = new SearchCache(0, 10, clock);
    const load = jest.fn().mockResolvedValue(page('x'));
    await cache.get('q', load);
    await cache.get('q', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });
});

describe('weakEtag', () => {
  it('is the ETag Express computes for the same body, so 304s keep working', () => {
    // express's own etag helper, resolved from express's dependencies
    const etag = createRequire(require.resolve('express'))('etag') as (body: string, options: { weak: boolean }) => string;
    for (const body of ['[]', JSON.stringify([{ _id: 'j1', title: 'Développeur ₹' }])]) {
      expect(weakEtag(body)).toBe(etag(body, { weak: true }));
      expect(weakEtag(Buffer.from(body))).toBe(etag(body, { weak: true }));
    }
  });
});
