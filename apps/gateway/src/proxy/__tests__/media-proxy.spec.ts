/**
 * The media proxy against stand-in upstreams on real sockets: what the gateway does when the
 * media service is down, silent, or dies mid-answer, and that it forwards bodies byte for byte
 * (the proxy sits before the JSON parser) and checks the token before forwarding anything.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { JwtService } from '@nestjs/jwt';
import { Messages } from '@hirewise/contracts';
import { createLogger, jwtOptions, loadBaseConfig } from '@hirewise/server-kit';
import { isMediaRoute, isSignedStreamRequest, loggablePath, mediaProxy } from '../media-proxy';

const SECRET = 'media-proxy-test-secret-0123456789';
const jwt = new JwtService(jwtOptions(SECRET));

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Seen {
  method?: string;
  url?: string;
  sha256?: string;
  bytes?: number;
  authorization?: string;
}

/** An upstream that hashes what it receives, then behaves as `answer` says. */
function upstream(answer: (req: IncomingMessage, res: ServerResponse, seen: Seen) => void): { server: Server; seen: Seen[] } {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const hash = createHash('sha256');
    let bytes = 0;
    req.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      bytes += chunk.length;
    });
    req.on('end', () => {
      const entry = { method: req.method, url: req.url, sha256: hash.digest('hex'), bytes, authorization: req.headers.authorization };
      seen.push(entry);
      answer(req, res, entry);
    });
  });
  return { server, seen };
}

async function gatewayTo(mediaPort: number, answerTimeoutMs = 400) {
  const config = loadBaseConfig('gateway', { MEDIA_HTTP_PORT: String(mediaPort), MEDIA_HOST: '127.0.0.1' });
  const app = express();
  app.disable('x-powered-by');
  app.use(mediaProxy(config, jwt, createLogger('gateway', 'silent'), answerTimeoutMs));
  app.use(express.json());
  app.post('/api/echo', (req, res) => res.json(req.body));
  const server = createServer(app);
  const port = await listen(server);
  return { server, base: `http://127.0.0.1:${port}` };
}

const token = () => jwt.sign({ sub: '6f1c2d3e-4a5b-4c6d-8e7f-90a1b2c3d4e5', type: 'applicant' });
const closeAll = (...servers: Server[]) => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));

describe('isMediaRoute', () => {
  it.each([
    ['POST', '/api/uploads/resume', true],
    ['POST', '/upload/profile', true],
    ['POST', '/api/interview-results', true],
    ['GET', '/api/interview-results', false],
    ['GET', '/api/download/resume/x.pdf', true],
    ['HEAD', '/api/download/profile/x.png', true],
    ['GET', '/api/download/interview/x', true],
    ['GET', '/api/stream/interview/x', true],
    ['POST', '/api/stream/interview/x/link', true],
    ['GET', '/api/stream/interview/x/link', false],
    ['POST', '/api/stream/interview/x', false],
    ['GET', '/api/download/other/x', false],
    ['GET', '/api/download/resume/a/b', false],
    ['DELETE', '/api/download/resume/x.pdf', false],
    ['GET', '/api/uploads/resume', false],
  ])('%s %s -> %s', (method, path, expected) => {
    expect(isMediaRoute(method, path)).toBe(expected);
  });
});

describe('isSignedStreamRequest', () => {
  it.each([
    ['GET', '/api/stream/interview/x', '/api/stream/interview/x?access=t', true],
    ['HEAD', '/api/stream/interview/x', '/api/stream/interview/x?access=', true],
    ['GET', '/api/stream/interview/x', '/api/stream/interview/x', false],
    ['GET', '/api/stream/interview/x', '/api/stream/interview/x?token=t', false],
    ['GET', '/api/download/interview/x', '/api/download/interview/x?access=t', false],
    ['GET', '/api/download/resume/x.pdf', '/api/download/resume/x.pdf?access=t', false],
    ['POST', '/api/stream/interview/x/link', '/api/stream/interview/x/link?access=t', false],
    ['POST', '/api/uploads/resume', '/api/uploads/resume?access=t', false],
  ])('%s %s (%s) -> %s', (method, path, url, expected) => {
    expect(isSignedStreamRequest(method, path, url)).toBe(expected);
  });

  it('logs paths without their query', () => {
    expect(loggablePath('/api/stream/interview/x?access=secret')).toBe('/api/stream/interview/x');
    expect(loggablePath(undefined)).toBe('');
  });
});

describe('mediaProxy', () => {
  it('lets a stream request with a signed link through without a header, and only the stream path', async () => {
    const media = upstream((_req, res, seen) => {
      res.writeHead(206, { 'content-type': 'application/json' });
      res.end(JSON.stringify(seen));
    });
    const gateway = await gatewayTo(await listen(media.server));
    try {
      const res = await fetch(`${gateway.base}/api/stream/interview/x?access=link.token.here`, { headers: { range: 'bytes=0-1' } });
      expect({ status: res.status, body: await res.json() }).toEqual({
        status: 206,
        body: { method: 'GET', url: '/api/stream/interview/x?access=link.token.here', sha256: expect.any(String), bytes: 0 },
      });
      for (const [method, path] of [
        ['GET', '/api/download/interview/x?access=link.token.here'],
        ['POST', '/api/stream/interview/x/link?access=link.token.here'],
        ['POST', '/api/uploads/resume?access=link.token.here'],
      ]) {
        const refused = await fetch(`${gateway.base}${path}`, { method });
        expect({ path, status: refused.status, body: await refused.json() }).toEqual({ path, status: 401, body: { message: Messages.unauthenticated } });
      }
      expect(media.seen).toHaveLength(1);
      // The link request itself goes through with a bearer token.
      const link = await fetch(`${gateway.base}/api/stream/interview/x/link`, { method: 'POST', headers: { authorization: `Bearer ${token()}` } });
      expect({ status: link.status, url: ((await link.json()) as { url: string }).url }).toEqual({ status: 206, url: '/api/stream/interview/x/link' });
    } finally {
      await closeAll(gateway.server, media.server);
    }
  });

  it("never writes a link's token to the log", async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(line) });
    const config = loadBaseConfig('gateway', { MEDIA_HTTP_PORT: String(await closedPort()), MEDIA_HOST: '127.0.0.1' });
    const app = express();
    app.use(mediaProxy(config, jwt, logger, 300));
    const server = createServer(app);
    const base = `http://127.0.0.1:${await listen(server)}`;
    try {
      const res = await fetch(`${base}/api/stream/interview/x?access=secret.link.token`);
      expect(res.status).toBe(503);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join('\n')).toContain('/api/stream/interview/x');
      expect(lines.join('\n')).not.toContain('secret.link.token');
    } finally {
      await closeAll(server);
    }
  });

  it('forwards a multipart body byte for byte, with the token, and the answer back', async () => {
    const media = upstream((_req, res, seen) => {
      res.writeHead(201, { 'content-type': 'application/json', 'x-powered-by': 'Express' });
      res.end(JSON.stringify(seen));
    });
    const gateway = await gatewayTo(await listen(media.server));
    try {
      const file = randomBytes(3 * 1024 * 1024);
      const form = new FormData();
      form.append('resume', new Blob([file]), 'cv.pdf');
      // One token for the request and the comparison (two signatures a second apart differ).
      const bearer = `Bearer ${token()}`;
      const request = new Request(`${gateway.base}/api/uploads/resume`, { method: 'POST', headers: { authorization: bearer }, body: form });
      const sent = Buffer.from(await request.clone().arrayBuffer());
      const res = await fetch(request);
      expect(res.status).toBe(201);
      expect(res.headers.get('x-powered-by')).toBeNull();
      expect(await res.json()).toEqual({
        method: 'POST',
        url: '/api/uploads/resume',
        sha256: createHash('sha256').update(sent).digest('hex'),
        bytes: sent.length,
        authorization: bearer,
      });
      // Other routes still get their JSON parsed.
      const echo = await fetch(`${gateway.base}/api/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
      expect(await echo.json()).toEqual({ a: 1 });
    } finally {
      await closeAll(gateway.server, media.server);
    }
  });

  it('answers 401 without a valid token and forwards nothing', async () => {
    const media = upstream((_req, res) => res.end('reached'));
    const gateway = await gatewayTo(await listen(media.server));
    try {
      const missing = await fetch(`${gateway.base}/api/download/resume/x.pdf`);
      expect({ status: missing.status, body: await missing.json() }).toEqual({ status: 401, body: { message: Messages.unauthenticated } });
      const forged = new JwtService(jwtOptions('another-secret-0123456789abcdef')).sign({ sub: 'u', type: 'applicant' });
      const bad = await fetch(`${gateway.base}/api/stream/interview/x`, { headers: { authorization: `Bearer ${forged}` } });
      expect({ status: bad.status, body: await bad.json() }).toEqual({ status: 401, body: { message: Messages.invalidToken } });
      expect(media.seen).toEqual([]);
    } finally {
      await closeAll(gateway.server, media.server);
    }
  });

  it('answers 503 with a message when the media service is down', async () => {
    const gateway = await gatewayTo(await closedPort());
    try {
      const res = await fetch(`${gateway.base}/api/download/resume/x.pdf`, { headers: { authorization: `Bearer ${token()}` } });
      expect({ status: res.status, body: await res.json() }).toEqual({ status: 503, body: { message: Messages.unavailable('media') } });
    } finally {
      await closeAll(gateway.server);
    }
  });

  it('answers 503 when the media service accepts but never answers', async () => {
    const media = upstream(() => undefined);
    const gateway = await gatewayTo(await listen(media.server), 300);
    try {
      const started = Date.now();
      const res = await fetch(`${gateway.base}/api/download/resume/x.pdf`, { headers: { authorization: `Bearer ${token()}` } });
      expect({ status: res.status, body: await res.json() }).toEqual({ status: 503, body: { message: Messages.unavailable('media') } });
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      media.server.closeAllConnections();
      await closeAll(gateway.server, media.server);
    }
  });

  it('cuts the response when the media service dies mid-stream, rather than leaving it hanging', async () => {
    const media = upstream((_req, res) => {
      res.writeHead(200, { 'content-type': 'video/webm', 'content-length': '1000000' });
      res.write(Buffer.alloc(1000));
      setTimeout(() => res.socket?.destroy(), 50);
    });
    // A generous answer time-out: this test is about a stream that dies after it started.
    const gateway = await gatewayTo(await listen(media.server), 5000);
    try {
      const res = await fetch(`${gateway.base}/api/stream/interview/x`, { headers: { authorization: `Bearer ${token()}` } });
      expect(res.status).toBe(200);
      await expect(res.arrayBuffer()).rejects.toThrow();
    } finally {
      await closeAll(gateway.server, media.server);
    }
  });
});
