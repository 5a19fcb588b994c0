import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One POST a webhook receiver got: headers and the raw body, as a receiver verifies them. */
export interface ReceivedHook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** A webhook endpoint in the test process (127.0.0.1): records every request and answers the statuses queued, else 200. */
export interface HookReceiver {
  url(path?: string): string;
  readonly received: ReceivedHook[];
  /** The next requests are answered with these statuses, in order. */
  answerNext(...statuses: number[]): void;
  close(): Promise<void>;
}

export async function startHookReceiver(): Promise<HookReceiver> {
  const received: ReceivedHook[] = [];
  const queued: number[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      res.writeHead(queued.shift() ?? 200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    answerNext: (...statuses) => queued.push(...statuses),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Checks `Hirewise-Signature: t=<seconds>,v1=<hex>` the way docs/webhooks.md tells a receiver to, written
 * here from the description (not the service's code): HMAC-SHA256 of "<t>.<raw body>" keyed by the secret.
 */
export function signatureValid(header: string | string[] | undefined, body: string, secret: string, toleranceSeconds = 300): boolean {
  if (typeof header !== 'string') return false;
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
