import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JwtService } from '@nestjs/jwt';
import {
  JobMessages,
  NEXT_CURSOR_HEADER,
  Patterns,
  TOTAL_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
  type Job,
  type JobList,
  type TokenClaims,
} from '@hirewise/contracts';
import { ClientRegistry, DomainError } from '@hirewise/server-kit';
import { loadGatewayConfig } from '../../config/gateway.config';
import { createGateway } from '../../main';
import { BAD_HOST_MESSAGE } from '../public-pages.router';
import { expiredJob, sampleJob, uuid } from './sample-jobs';

/**
 * The public pages through the whole gateway (its middleware, guards, security headers, the web
 * app's catch-all), started as main.ts starts it. Only the services' replies are stood in for, at
 * the service-client boundary as the routes' unit tests do: the jobs service's own behaviour is
 * its tests' and the API e2e suites' business.
 */

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A raw request (fetch cannot set Host). */
function call(server: Server, method: string, path: string, headers: Record<string, string> = {}, body?: unknown): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request({ host: '127.0.0.1', port, method, path, headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(parts).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const INDEX = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Hirewise</title><meta name="description" content="Hirewise home" /><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>';

/** What the stand-in jobs service holds and what it was asked. */
interface Stand {
  jobs: Map<string, Job>;
  feed: Job[];
  sent: { pattern: string; payload: unknown }[];
  searchReply?: JobList;
}

async function startGateway(env: Record<string, string>, stand: Stand) {
  const dir = mkdtempSync(join(tmpdir(), 'gw-public-'));
  mkdirSync(join(dir, 'web'));
  writeFileSync(join(dir, 'web', 'index.html'), INDEX);
  const config = loadGatewayConfig({ LOG_LEVEL: 'silent', WEB_DIST: join(dir, 'web'), JWT_SECRET: 'public-pages-test-secret-0123456789abcdef', METRICS_PORT: '0', ...env });
  const { app } = await createGateway(config);
  const registry = app.get(ClientRegistry);
  registry.get = ((service: string) => ({
    send: async (pattern: string, payload: unknown) => {
      stand.sent.push({ pattern, payload });
      if (pattern === Patterns.auth.revocationsSince) return { revoked: [], cursor: '' };
      if (service !== 'jobs') throw new Error(`unexpected call to ${service}`);
      if (pattern === Patterns.jobs.get) {
        const job = stand.jobs.get((payload as { jobId: string }).jobId);
        if (!job) throw new DomainError('JOB_NOT_FOUND', JobMessages.notFound);
        return job;
      }
      if (pattern === Patterns.jobs.feed) return { items: stand.feed.slice(0, (payload as { limit: number }).limit) };
      // Links only, as the jobs service answers them: id and dates.
      if (pattern === Patterns.jobs.links) return { items: stand.feed.slice(0, (payload as { limit: number }).limit).map(({ _id, dateOfPosting, deadline }) => ({ _id, dateOfPosting, deadline })) };
      if (pattern === Patterns.jobs.search) return stand.searchReply;
      if (pattern === Patterns.jobs.update) return { message: JobMessages.updated };
      if (pattern === Patterns.jobs.suggest) return { suggestions: [{ text: 'React Developer', kind: 'title' }] };
      throw new Error(`unexpected pattern ${pattern}`);
    },
  })) as unknown as ClientRegistry['get'];
  await app.listen(0, '127.0.0.1');
  const token = (claims: TokenClaims) => app.get(JwtService).signAsync(claims);
  return {
    app,
    server: app.getHttpServer() as Server,
    token,
    close: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const open = sampleJob({ _id: uuid(1), title: 'Go Developer' });
const openRemote = sampleJob({ _id: uuid(2), title: 'Remote Rust Engineer', remote: true });
const expired = expiredJob({ _id: uuid(3), title: 'Expired Job' });

function expectSecurityHeaders(answer: Answer) {
  expect(answer.headers['content-security-policy']).toMatch(/script-src 'self'/);
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['referrer-policy']).toBe('no-referrer');
  expect(answer.headers['x-powered-by']).toBeUndefined();
}

describe('the public pages through the gateway', () => {
  const stand: Stand = { jobs: new Map([open, openRemote, expired].map((j) => [j._id, j])), feed: [open, expired, openRemote], sent: [] };
  let gw: Awaited<ReturnType<typeof startGateway>>;
  const host = { Host: 'jobs.example.com' };
  const asked = (pattern: string) => stand.sent.filter((s) => s.pattern === pattern).length;

  beforeAll(async () => {
    gw = await startGateway({}, stand);
  }, 30_000);
  afterAll(() => gw.close());
  beforeEach(() => {
    stand.sent.length = 0;
  });

  it('/jobs/:id: the job page without a token, with the security headers and the job in <head>', async () => {
    const answer = await call(gw.server, 'GET', `/jobs/${open._id}`, host);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expectSecurityHeaders(answer);
    expect(answer.text).toContain('<title>Go Developer at Nimbus Labs</title>');
    expect(answer.text).toContain(`<link rel="canonical" href="http://jobs.example.com/jobs/${open._id}" />`);
    expect(answer.text).toContain('<script type="application/ld+json">{"@context":"https://schema.org","@type":"JobPosting"');
    expect(answer.text).toContain('<script type="application/json" id="job-data">');
    expect(answer.text).toContain('<script type="module" src="/assets/app.js"></script>');
    expect(answer.text.match(/<title>/g)).toHaveLength(1);
    // Revalidated on each visit (it names the build's hashed files), cheaply: a 304 when unchanged.
    expect(answer.headers['cache-control']).toBe('no-cache');
    const again = await call(gw.server, 'GET', `/jobs/${open._id}`, { ...host, 'If-None-Match': String(answer.headers.etag) });
    expect([again.status, again.text]).toEqual([304, '']);
  });

  it('/jobs/:id: 404 with the plain page and noindex for an unknown, malformed or expired job', async () => {
    for (const id of [uuid(404), 'not-a-uuid', expired._id, `${open._id}'--`]) {
      const answer = await call(gw.server, 'GET', `/jobs/${encodeURIComponent(id)}`, host);
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.text).toContain('<meta name="robots" content="noindex" />');
      expect(answer.text).toContain('<title>Hirewise</title>');
      expect(answer.text).not.toContain('application/ld+json');
      expectSecurityHeaders(answer);
    }
    // A malformed id never reaches the jobs service.
    expect(stand.sent.filter((s) => s.pattern === Patterns.jobs.get).map((s) => (s.payload as { jobId: string }).jobId).sort()).toEqual([uuid(404), expired._id].sort());
  });

  it('/jobs/:id: refuses a Host header that is not a host name (it would go into the canonical link)', async () => {
    const answer = await call(gw.server, 'GET', `/jobs/${open._id}`, { Host: 'evil.example"><script>' });
    expect(answer.status).toBe(400);
    expect(answer.text).toBe(BAD_HOST_MESSAGE);
  });

  it('the web app still answers its own routes, /jobs/:jobId/interview included', async () => {
    for (const path of ['/home', `/jobs/${open._id}/interview`]) {
      const answer = await call(gw.server, 'GET', path, host);
      expect(answer.status).toBe(200);
      expect(answer.text).toBe(INDEX);
    }
  });

  it('GET /api/public/jobs/:id: the open job for anyone, cacheable; 404 "Job not found" for unknown, malformed or expired', async () => {
    const answer = await call(gw.server, 'GET', `/api/public/jobs/${open._id}`);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual(open);
    expect(answer.headers['cache-control']).toBe('public, max-age=60');
    expectSecurityHeaders(answer);
    for (const id of [uuid(405), 'x', expired._id]) {
      const missing = await call(gw.server, 'GET', `/api/public/jobs/${id}`);
      expect([missing.status, JSON.parse(missing.text)]).toEqual([404, { message: JobMessages.notFound }]);
    }
  });

  it('/sitemap.xml, /feeds/jobs.rss and /feeds/jobs.xml list open jobs only, with absolute URLs from the Host', async () => {
    const sitemap = await call(gw.server, 'GET', '/sitemap.xml', host);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.headers['cache-control']).toBe('public, max-age=60');
    expectSecurityHeaders(sitemap);
    expect([...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(['http://jobs.example.com/', `http://jobs.example.com/jobs/${open._id}`, `http://jobs.example.com/jobs/${openRemote._id}`]);

    const rss = await call(gw.server, 'GET', '/feeds/jobs.rss', host);
    expect(rss.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect([...rss.text.matchAll(/<item><title>([^<]+)<\/title>/g)].map((m) => m[1])).toEqual(['Go Developer at Nimbus Labs', 'Remote Rust Engineer at Nimbus Labs']);
    expect(rss.text).toContain('<atom:link href="http://jobs.example.com/feeds/jobs.rss" rel="self" type="application/rss+xml" />');

    const xml = await call(gw.server, 'GET', '/feeds/jobs.xml', host);
    expect(xml.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect([...xml.text.matchAll(/<referencenumber><!\[CDATA\[([^\]]+)\]\]><\/referencenumber>/g)].map((m) => m[1])).toEqual([open._id, openRemote._id]);
    expect(xml.text).not.toContain('Expired Job');
    // The sitemap asked for up to 49,999 jobs' links (never whole jobs), the RSS feed for 100 jobs, the XML feed for 1000.
    expect(stand.sent.filter((s) => s.pattern === Patterns.jobs.links).map((s) => s.payload)).toEqual([{ limit: 49_999 }]);
    expect(stand.sent.filter((s) => s.pattern === Patterns.jobs.feed).map((s) => s.payload)).toEqual([{ limit: 100 }, { limit: 1000 }]);
  });

  it('keeps each document a short time per site address, and a job write through the gateway empties them', async () => {
    await call(gw.server, 'GET', '/sitemap.xml', host);
    const before = asked(Patterns.jobs.links);
    await call(gw.server, 'GET', '/sitemap.xml', host);
    expect(asked(Patterns.jobs.links)).toBe(before);
    // Another Host is another document (a forged Host cannot change the one others get)...
    const other = await call(gw.server, 'GET', '/sitemap.xml', { Host: 'other.example:8080' });
    expect(other.text).toContain('<loc>http://other.example:8080/</loc>');
    // ...built from the same kept jobs.
    expect(asked(Patterns.jobs.links)).toBe(before);

    const token = await gw.token({ sub: '0b6f3c2e-1d1a-4c1e-9a51-000000000001', type: 'recruiter' });
    const edit = await call(gw.server, 'PUT', `/api/jobs/${open._id}`, { Authorization: `Bearer ${token}` }, { title: 'Go Developer II' });
    expect(edit.status).toBe(200);
    await call(gw.server, 'GET', '/sitemap.xml', host);
    expect(asked(Patterns.jobs.links)).toBe(before + 1);
  });

  it('/robots.txt allows all but the API and names the sitemap', async () => {
    const answer = await call(gw.server, 'GET', '/robots.txt', host);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.text).toBe('User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: http://jobs.example.com/sitemap.xml\n');
  });

  it('answers 503 with the service\'s message when the jobs service is away, and does not keep the failure', async () => {
    const registry = gw.app.get(ClientRegistry);
    const working = registry.get;
    registry.get = (() => ({
      send: async () => {
        throw new DomainError('SERVICE_UNAVAILABLE', 'The jobs service is not available right now. Please try again shortly.');
      },
    })) as unknown as ClientRegistry['get'];
    try {
      const page = await call(gw.server, 'GET', `/jobs/${uuid(77)}`, host);
      expect(page.status).toBe(503);
      expect(page.text).toContain('noindex');
      const api = await call(gw.server, 'GET', `/api/public/jobs/${uuid(77)}`);
      expect([api.status, JSON.parse(api.text).message]).toEqual([503, 'The jobs service is not available right now. Please try again shortly.']);
    } finally {
      registry.get = working;
    }
    // The failure was not kept: with the service back, the answer is the service's (here: no such job).
    expect((await call(gw.server, 'GET', `/api/public/jobs/${uuid(77)}`)).status).toBe(404);
  });

  describe('the signed-in job routes (issue 19)', () => {
    let auth: Record<string, string>;
    beforeAll(async () => {
      auth = { Authorization: `Bearer ${await gw.token({ sub: '0b6f3c2e-1d1a-4c1e-9a51-000000000011', type: 'applicant' })}` };
    });

    it('GET /api/jobs/suggest and /facets need a token, are not taken for a job id, and answer 400 on bad input', async () => {
      expect((await call(gw.server, 'GET', '/api/jobs/suggest?q=re')).status).toBe(401);
      const noQ = await call(gw.server, 'GET', '/api/jobs/suggest', auth);
      expect([noQ.status, JSON.parse(noQ.text)]).toEqual([400, { message: 'q is required' }]);
      const ok = await call(gw.server, 'GET', '/api/jobs/suggest?q=re', auth);
      expect([ok.status, JSON.parse(ok.text)]).toEqual([200, { suggestions: [{ text: 'React Developer', kind: 'title' }] }]);
      const badFacet = await call(gw.server, 'GET', '/api/jobs/facets?remote=maybe', auth);
      expect([badFacet.status, JSON.parse(badFacet.text)]).toEqual([400, { message: 'remote must be 1 or 0' }]);
      expect(asked(Patterns.jobs.get)).toBe(0);
    });

    it('GET /api/jobs: X-Total-Count, X-Total-Count-Capped, X-Next-Cursor and Link over HTTP; 400 for a malformed cursor', async () => {
      stand.searchReply = { items: [open], total: 1000, totalCapped: true, nextCursor: 'next_1' };
      const answer = await call(gw.server, 'GET', '/api/jobs?q=go&page=1&jobType=Full%20Time', { ...auth, ...host });
      expect(answer.status).toBe(200);
      expect(answer.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('1000');
      expect(answer.headers[TOTAL_CAPPED_HEADER.toLowerCase()]).toBe('true');
      expect(answer.headers[NEXT_CURSOR_HEADER.toLowerCase()]).toBe('next_1');
      expect(answer.headers.link).toBe('<http://jobs.example.com/api/jobs?q=go&jobType=Full+Time&cursor=next_1>; rel="next"');
      const bad = await call(gw.server, 'GET', '/api/jobs?cursor=%3Cscript%3E', auth);
      expect([bad.status, JSON.parse(bad.text)]).toEqual([400, { message: 'cursor is not valid' }]);
    });
  });
});

describe('the public pages\' rate limit', () => {
  const stand: Stand = { jobs: new Map([[open._id, open]]), feed: [open], sent: [] };
  let gw: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    gw = await startGateway({ PUBLIC_RATE_LIMIT: '3' }, stand);
  }, 30_000);
  afterAll(() => gw.close());

  it('counts every public page and the public job API per address: 429 with Retry-After beyond the limit', async () => {
    const paths = ['/robots.txt', `/jobs/${open._id}`, `/api/public/jobs/${open._id}`];
    for (const path of paths) expect((await call(gw.server, 'GET', path, { Host: 'a.example' })).status).toBe(200);
    const page = await call(gw.server, 'GET', '/sitemap.xml', { Host: 'a.example' });
    expect(page.status).toBe(429);
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
    expect(page.text).toMatch(/^Too many requests: each address may make 3 per minute\. Try again in \d+ s\.$/);
    const api = await call(gw.server, 'GET', `/api/public/jobs/${open._id}`);
    expect(api.status).toBe(429);
    expect(JSON.parse(api.text).message).toMatch(/^Too many requests/);
    // The web app's own files are not counted.
    expect((await call(gw.server, 'GET', '/home')).status).toBe(200);
  });
});
