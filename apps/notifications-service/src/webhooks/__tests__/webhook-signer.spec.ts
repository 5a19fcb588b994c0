/** The signature a receiver checks, and one POST against real HTTP servers in this process. */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseAllowList } from '../address-policy';
import { UrlGuard } from '../url-guard';
import { MAX_RESPONSE_BYTES, postWebhook } from '../webhook-http';
import { newWebhookSecret, signatureHeader } from '../webhook-signer';

describe('webhook signer', () => {
  it('makes whsec_ secrets of 32 random bytes', () => {
    const a = newWebhookSecret();
    const b = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a.slice('whsec_'.length), 'base64url')).toHaveLength(32);
    expect(a).not.toBe(b);
  });

  it('signs "<t>.<body>" with HMAC-SHA256 keyed by the whole secret: t=<seconds>,v1=<hex>', () => {
    const body = '{"id":"evt_1","type":"ping","createdAt":"2026-01-01T00:00:00.000Z","data":{"message":"Hirewise test event"}}';
    const header = signatureHeader('whsec_test', body, 1_767_225_600.9);
    // The receiver's side, written out independently.
    const expected = createHmac('sha256', Buffer.from('whsec_test', 'utf8')).update(Buffer.from(`1767225600.${body}`, 'utf8')).digest('hex');
    expect(header).toBe(`t=1767225600,v1=${expected}`);
    // A fixed vector, so a change of the scheme cannot pass unnoticed.
    expect(signatureHeader('secret', 'body', 1)).toBe(`t=1,v1=${createHmac('sha256', 'secret').update('1.body').digest('hex')}`);
    expect(signatureHeader('whsec_other', body, 1_767_225_600)).not.toBe(header);
    expect(signatureHeader('whsec_test', `${body} `, 1_767_225_600)).not.toBe(header);
    expect(signatureHeader('whsec_test', body, 1_767_225_601)).not.toBe(header);
  });

  it('signs the UTF-8 bytes of a body with non-ASCII text', () => {
    const body = JSON.stringify({ data: { jobTitle: 'Ingénieur “Backend” 🚀' } });
    const [, hex] = /v1=([0-9a-f]{64})$/.exec(signatureHeader('k', body, 5)) ?? [];
    expect(hex).toBe(createHmac('sha256', 'k').update(Buffer.from(`5.${body}`, 'utf8')).digest('hex'));
  });
});

describe('postWebhook (one attempt, real HTTP)', () => {
  let server: Server;
  let port: number;
  const seen: { url?: string; headers: IncomingMessage['headers']; body: string }[] = [];
  const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
    '/ok': (_req, res) => res.writeHead(204).end(),
    '/fail': (_req, res) => res.writeHead(500).end('boom'),
    '/redirect': (_req, res) => res.writeHead(302, { Location: 'http://169.254.169.254/' }).end(),
    '/hang': () => undefined,
    '/big': (_req, res) => {
      res.writeHead(200);
      res.write(Buffer.alloc(MAX_RESPONSE_BYTES * 4, 'x'));
      // Never ends: the sender stops reading after 64 KB instead of waiting.
    },
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({ url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        (routes[req.url ?? ''] ?? routes['/ok'])(req, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const guard = new UrlGuard(parseAllowList('127.0.0.1/32'));
  const post = async (url: string, timeoutMs = 2000) => {
    const checked = await guard.check(url);
    return postWebhook({ url: checked.url, lookup: guard.lookupFor(checked), body: '{"a":1}', headers: { 'Content-Type': 'application/json', 'X-Test': 'yes' }, timeoutMs });
  };

  it('POSTs the body and headers; a 2xx is delivered', async () => {
    const outcome = await post(`http://localhost:${port}/ok?x=1`);
    expect(outcome).toMatchObject({ delivered: true, status: 204, error: null });
    expect(outcome.durationMs).toBeGreaterThanOrEqual(0);
    const last = seen.at(-1);
    expect(last).toMatchObject({ url: '/ok?x=1', body: '{"a":1}' });
    expect(last?.headers).toMatchObject({ 'content-type': 'application/json', 'x-test': 'yes', 'content-length': '7', host: `localhost:${port}` });
  });

  it('reports a non-2xx answer, a redirect (not followed), a timeout, a refused connection', async () => {
    await expect(post(`http://127.0.0.1:${port}/fail`)).resolves.toMatchObject({ delivered: false, status: 500, error: 'HTTP 500' });
    const before = seen.length;
    await expect(post(`http://127.0.0.1:${port}/redirect`)).resolves.toMatchObject({ delivered: false, status: 302, error: 'HTTP 302 (redirects are not followed)' });
    expect(seen.length).toBe(before + 1);
    await expect(post(`http://127.0.0.1:${port}/hang`, 300)).resolves.toMatchObject({ delivered: false, status: null, error: 'timeout after 300 ms' });

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(post(`http://127.0.0.1:${closedPort}/`)).resolves.toMatchObject({ delivered: false, status: null, error: 'connect ECONNREFUSED' });
  });

  it('reads at most 64 KB of an answer, so an endless body cannot hold an attempt', async () => {
    const started = Date.now();
    await expect(post(`http://127.0.0.1:${port}/big`, 5000)).resolves.toMatchObject({ delivered: true, status: 200, error: null });
    expect(Date.now() - started).toBeLessThan(4000);
  });
});
