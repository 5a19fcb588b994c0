import { createServer, request, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import express from 'express';
import { applyServerTimeouts, minBodyRate, SLOW_CLIENT_MESSAGE } from '../slow-clients';

const LIMITS = { headersTimeoutMs: 1000, requestTimeoutMs: 20_000, bodyMinBytes: 64, bodyRateWindowMs: 500 };

/** A server like the gateway's: the limits, then routes that read the body (as Nest or the media proxy do). */
async function serve(): Promise<Server> {
  const app = express();
  app.use(minBodyRate(LIMITS));
  app.post('/count', (req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => void res.json({ bytes }));
  });
  // A slow consumer (a media service slower than the client): reads nothing for 1.5 s, then everything.
  app.post('/late-reader', (req, res) => {
    req.pause();
    setTimeout(() => {
      let bytes = 0;
      req.on('data', (chunk: Buffer) => (bytes += chunk.length));
      req.on('end', () => void res.json({ bytes }));
      req.resume();
    }, 1500);
  });
  // A whole small body, answered only after a while: nothing left to arrive, nothing to cut off.
  app.post('/slow-answer', (_req, res) => void setTimeout(() => res.json({ ok: true }), 1500));
  const server = createServer(app);
  applyServerTimeouts(server, LIMITS);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

interface Trickle {
  answer: string;
  elapsedMs: number;
  bytesSent: number;
}

/** A raw client: sends `head` (and then `body`) one byte every `everyMs` until the server answers or closes. */
function trickle(port: number, head: string, body: string, everyMs: number, upFront = ''): Promise<Trickle> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    const bytes = Buffer.from(head + body);
    let sent = 0;
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      if (upFront) socket.write(upFront);
      timer = setInterval(() => {
        if (sent < bytes.length && !socket.destroyed) socket.write(bytes.subarray(sent, ++sent));
      }, everyMs);
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, elapsedMs: Date.now() - started, bytesSent: sent });
    });
    setTimeout(() => reject(new Error(`still open after 8 s: ${answer}`)), 8000).unref();
  });
}

function post(port: number, path: string, total: number, chunk: number, everyMs: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/octet-stream', 'content-length': total } }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    let sent = 0;
    const send = () => {
      if (sent >= total) return void req.end();
      const n = Math.min(chunk, total - sent);
      sent += n;
      req.write(Buffer.alloc(n, 0x61));
      setTimeout(send, everyMs);
    };
    send();
  });
}

describe('slow clients are cut off (slow-loris headers and bodies)', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = await serve();
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('a header sent a byte at a time gets 408 and is closed at the header deadline', async () => {
    const result = await trickle(port, 'POST /count HTTP/1.1\r\nHost: localhost\r\nX-Padding: ' + 'a'.repeat(200), '', 100);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.elapsedMs).toBeGreaterThanOrEqual(LIMITS.headersTimeoutMs - 50);
    expect(result.elapsedMs).toBeLessThan(LIMITS.headersTimeoutMs + 700);
  });

  it('a body sent a byte at a time gets 408 with the message and is closed within two windows', async () => {
    const head = 'POST /count HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/octet-stream\r\nContent-Length: 1000\r\n\r\n';
    const result = await trickle(port, '', 'x'.repeat(1000), 100, head);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.answer).toContain(JSON.stringify({ message: SLOW_CLIENT_MESSAGE }));
    expect(result.elapsedMs).toBeLessThan(2 * LIMITS.bodyRateWindowMs + 500);
    expect(result.bytesSent).toBeLessThan(1000);
  });

  it('a chunked body sent a byte at a time is cut off too', async () => {
    const head = 'POST /count HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n';
    const result = await trickle(port, '', '3e8\r\n' + 'x'.repeat(1000), 100, head);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.elapsedMs).toBeLessThan(2 * LIMITS.bodyRateWindowMs + 500);
  });

  it('a slow but steady upload passes (512 kB at 128 kB/s: 4 s, eight windows)', async () => {
    const total = 512 * 1024;
    const result = await post(port, '/count', total, 8 * 1024, 62);
    expect(result).toEqual({ status: 200, body: JSON.stringify({ bytes: total }) });
  }, 15_000);

  it('a client held back by our own slow reader is not blamed (back-pressure)', async () => {
    const total = 4 * 1024 * 1024;
    const result = await post(port, '/late-reader', total, 256 * 1024, 1);
    expect(result).toEqual({ status: 200, body: JSON.stringify({ bytes: total }) });
  });

  it('a whole body answered late is not cut off', async () => {
    const result = await post(port, '/slow-answer', 100, 100, 1);
    expect(result).toEqual({ status: 200, body: JSON.stringify({ ok: true }) });
  });
});
