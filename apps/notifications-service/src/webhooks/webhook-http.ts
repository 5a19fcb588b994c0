import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { stripBrackets } from './address-policy';

/** More of an answer than this is not read: the status decides, the body is only drained a little. */
export const MAX_RESPONSE_BYTES = 64 * 1024;

export interface PostRequest {
  url: URL;
  /** Answers the host's addresses (UrlGuard.lookupFor: only checked ones). */
  lookup: LookupFunction;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
}

export interface PostOutcome {
  delivered: boolean;
  /** The receiver's HTTP status, or null when it gave none (timeout, network error). */
  status: number | null;
  /** A short reason for a failed attempt (`HTTP 500`, `timeout after 10000 ms`, `connect ECONNREFUSED`). */
  error: string | null;
  durationMs: number;
}

/**
 * One POST to a webhook with node:http(s): no connection reuse (each attempt connects to the address
 * checked just before it), no redirects followed (a 3xx is a failure: following one would reach a URL
 * nobody checked), one time limit for connecting and answering, and at most 64 KB of the answer read.
 * Never throws: every failure is an outcome with its reason.
 */
export function postWebhook({ url, lookup, body, headers, timeoutMs }: PostRequest): Promise<PostOutcome> {
  const started = performance.now();
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<PostOutcome>((resolve) => {
    let status: number | null = null;
    let settled = false;
    const finish = (error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      const outcomeError = error ?? (status === null ? 'no answer' : statusError(status));
      resolve({ delivered: outcomeError === null, status, error: outcomeError, durationMs: Math.round(performance.now() - started) });
    };
    const req = client.request(
      {
        protocol: url.protocol,
        hostname: stripBrackets(url.hostname),
        port: url.port === '' ? undefined : Number(url.port),
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        lookup,
        agent: false,
      },
      (res) => {
        status = res.statusCode ?? 0;
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read >= MAX_RESPONSE_BYTES) finish(null);
        });
        res.on('end', () => finish(null));
        res.on('error', () => finish(null));
      },
    );
    // The status, once it came, decides even when the body is slow; before it, the attempt timed out.
    const timer = setTimeout(() => finish(status === null ? `timeout after ${timeoutMs} ms` : null), timeoutMs);
    req.on('error', (err: NodeJS.ErrnoException) => finish(status === null ? networkError(err) : null));
    req.end(body);
  });
}

function statusError(status: number): string | null {
  if (status >= 200 && status < 300) return null;
  if (status >= 300 && status < 400) return `HTTP ${status} (redirects are not followed)`;
  return `HTTP ${status}`;
}

/** `connect ECONNREFUSED` rather than Node's message with the address in it: short, and the same for every receiver. */
function networkError(err: NodeJS.ErrnoException): string {
  if (err.syscall && err.code) return `${err.syscall} ${err.code}`;
  return (err.code ?? err.message).slice(0, 300);
}
