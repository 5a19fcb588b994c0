import express from 'express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { SearchCache, SuggestCache, SUGGESTIONS_CHANGE, weakEtag } from '../search-cache';
import { invalidateOnWrite, invalidateSearchOnWrite } from '../invalidate-on-write';

const emptyPage = async () => ({ body: Buffer.from('[]'), total: 0, totalCapped: false, etag: weakEtag('[]') });

describe('invalidateSearchOnWrite', () => {
  let server: Server;
  let base: string;
  const cache = new SearchCache(60_000);
  /** What the cache held while the route ran: the write must have emptied it before. */
  let sizeDuringHandler = -1;
  let slowWriteWaiting: (release: () => void) => void = () => undefined;

  beforeAll(async () => {
    const app = express();
    app.use(invalidateSearchOnWrite(cache));
    app.all(/.*/, (req, res) => {
      sizeDuringHandler = cache.size;
      if (req.path === '/api/jobs/slow') {
        // A page cached while the write runs must not survive the write's end.
        void cache.get('during', emptyPage).then(() => {
          slowWriteWaiting(() => res.json({ message: 'done' }));
        });
        return;
      }
      res.json({ ok: true });
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((r) => server.close(r)));

  const fill = () => cache.get(`k${Math.random()}`, emptyPage);

  it.each([
    ['POST', '/api/jobs'],
    ['PUT', '/api/jobs/1'],
    ['DELETE', '/api/jobs/1'],
    ['POST', '/api/jobs/1/applications'],
    ['PUT', '/api/applications/1'],
    ['PUT', '/api/rating'],
    ['PUT', '/api/user'],
    ['DELETE', '/api/user'],
  ])('%s %s empties the cache before the route runs', async (method, path) => {
    await fill();
    expect(cache.size).toBeGreaterThan(0);
    await fetch(`${base}${path}`, { method });
    expect(sizeDuringHandler).toBe(0);
  });

  it.each([
    ['GET', '/api/jobs'],
    ['GET', '/api/applicants'],
    ['HEAD', '/api/user'],
    ['POST', '/auth/login'],
    ['POST', '/api/evaluate-answer'],
    ['POST', '/api/jobsearch'],
  ])('%s %s leaves it alone', async (method, path) => {
    await fill();
    const before = cache.size;
    await fetch(`${base}${path}`, { method });
    expect(sizeDuringHandler).toBe(before);
    expect(cache.size).toBe(before);
  });

  it('empties it again once the write has been answered', async () => {
    const waiting = new Promise<() => void>((r) => (slowWriteWaiting = r));
    const answered = fetch(`${base}/api/jobs/slow`, { method: 'POST' });
    const release = await waiting;
    expect(cache.size).toBe(1);
    release();
    await (await answered).json();
    await new Promise((r) => setImmediate(r));
    expect(cache.size).toBe(0);
  });
});

describe('the type-ahead cache on writes (SUGGESTIONS_CHANGE)', () => {
  it.each([
    ['/api/jobs', true],
    ['/api/jobs/', true],
    ['/api/jobs/0b7f3c5e-1111-4a4a-8c8c-123456789abc', true],
    ['/api/jobs/0b7f3c5e-1111-4a4a-8c8c-123456789abc/applications', false],
    ['/api/applications/1', false],
    ['/api/rating', false],
    ['/api/user', false],
    ['/api/jobsearch', false],
  ])('%s changes suggestions: %s', (path, changes) => {
    expect(SUGGESTIONS_CHANGE.test(path)).toBe(changes);
  });

  it('is emptied by a job write through invalidateOnWrite and kept across an application', async () => {
    const cache = new SuggestCache(60_000);
    const app = express();
    app.use(invalidateOnWrite(cache, SUGGESTIONS_CHANGE));
    app.all(/.*/, (_req, res) => res.json({ ok: true }));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await cache.get('{"q":"re"}', emptyPage);
      await fetch(`${base}/api/jobs/1/applications`, { method: 'POST' });
      expect(cache.size).toBe(1);
      await fetch(`${base}/api/jobs/1`, { method: 'PUT' });
      expect(cache.size).toBe(0);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
