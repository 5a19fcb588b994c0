import { createHash } from 'node:crypto';
import type { JwtService } from '@nestjs/jwt';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import {
  API_ROOTS,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENT_REPLAYED_HEADER,
  IdempotencyMessages,
  statusOf,
  type ErrorCode,
} from '@hirewise/contracts';
import { checkBearer, metrics, scopedKey, setRequestIdempotency, type Logger } from '@hirewise/server-kit';
import { errorBody } from '../http-hardening/error-body';
import type { IdempotencyStore, StoredAnswer } from './idempotency-store';

export interface IdempotencyOptions {
  store: IdempotencyStore;
  jwt: JwtService;
  /** How long a claim holds while its request is in flight: longer than any request may take (REQUEST_TIMEOUT_MS plus a margin). */
  pendingMs: number;
  /** How long an answer is kept: IDEMPOTENCY_TTL_MS (24 h). */
  ttlMs: number;
  logger?: Logger;
  /** Answers larger than this are not kept (the repeat is carried out again, and the services' keys still hold). Default 1 MiB. */
  maxAnswerBytes?: number;
  /** A response closed without being ended (a proxy that lost its service mid-answer) releases its claim after this long. Default 30 s. */
  closeGraceMs?: number;
}

const KEYED_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The headers a replay repeats with the status and body. */
const KEPT_HEADERS = ['content-type', 'location', 'x-total-count', 'x-total-count-capped', 'content-disposition'];

/**
 * Idempotency keys at the HTTP edge (issue 20; docs/reliability.md, "Idempotency keys"). A POST,
 * PUT, PATCH or DELETE under an API root with an `Idempotency-Key` header:
 * - the key is scoped to the caller (the verified bearer's account, else "anonymous");
 * - the request's fingerprint is its method, path and query, media type and body (JSON and form
 *   bodies are read here, with the same limits as the routes' parsers; an upload's stream is not
 *   read, so an upload's fingerprint is its method, path and media type);
 * - a first request claims the key and goes on, carrying the key to the services (each call is
 *   carried out once there too: server-kit idempotency/); its answer is kept for 24 h when it is
 *   final (under 500, not a 429, sets no cookie: a login is simply carried out again);
 * - a repeat with the same fingerprint gets the kept answer (`Idempotent-Replayed: true`); while
 *   the first is in flight, 409 IDEMPOTENCY_IN_PROGRESS (retry shortly); another fingerprint, 422;
 * - a store that cannot answer (Redis down) refuses the keyed write with 503 rather than risk it
 *   twice. Requests without the header go on unchanged.
 */
export function idempotency(options: IdempotencyOptions): RequestHandler {
  const parseJson = express.json({ verify: digestInto });
  const parseForm = express.urlencoded({ extended: true, verify: digestInto });
  const maxAnswerBytes = options.maxAnswerBytes ?? 1024 * 1024;

  return (req: Request, res: Response, next: NextFunction) => {
    if (!KEYED_METHODS.has(req.method) || !API_ROOTS.some((root) => req.path === root || req.path.startsWith(`${root}/`))) return next();
    const raw = req.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
    if (raw === undefined) return next();
    if (typeof raw !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(raw)) return refuse(req, res, 'IDEMPOTENCY_KEY_INVALID', IdempotencyMessages.invalidKey);
    const parse = req.is('application/json') ? parseJson : req.is('application/x-www-form-urlencoded') ? parseForm : undefined;
    const go = () => void keyed(req, res, next, raw).catch(next);
    if (!parse) return go();
    parse(req, res, (err?: unknown) => (err ? next(err) : go()));
  };

  async function keyed(req: Request, res: Response, next: NextFunction, key: string): Promise<void> {
    const scope = await callerScope(options.jwt, req);
    const storeKey = scopedKey(scope, key);
    const fingerprint = fingerprintOf(req);
    let claim;
    try {
      claim = await options.store.claim(storeKey, fingerprint, options.pendingMs);
    } catch (err) {
      options.logger?.warn({ err: (err as Error).message }, 'idempotency store unavailable: keyed write refused');
      return refuse(req, res, 'SERVICE_UNAVAILABLE', IdempotencyMessages.storeUnavailable);
    }
    if (!claim.claimed) {
      const { record } = claim;
      if (record.fingerprint !== fingerprint) return refuse(req, res, 'IDEMPOTENCY_KEY_REUSED', IdempotencyMessages.reused);
      if (record.state === 'pending') {
        res.setHeader('Retry-After', '1');
        return refuse(req, res, 'IDEMPOTENCY_IN_PROGRESS', IdempotencyMessages.inProgress);
      }
      metrics().idempotentReplays.inc({ where: 'gateway' });
      return replay(req, res, record.answer);
    }
    const { owner } = claim;
    captureAnswer(res, maxAnswerBytes, options.closeGraceMs ?? 30_000, (answer) => {
      const kept = answer && keepable(answer) ? options.store.complete(storeKey, owner, { state: 'done', fingerprint, answer }, options.ttlMs) : options.store.release(storeKey, owner);
      kept.catch((err: unknown) => options.logger?.warn({ err: (err as Error).message }, 'idempotency store: answer not kept'));
    });
    setRequestIdempotency(req, storeKey);
    next();
  }
}

/** The verified bearer's account, else "anonymous" (signing up: the body, which holds the password, is part of the fingerprint). */
async function callerScope(jwt: JwtService, req: Request): Promise<string> {
  if (!req.headers.authorization) return 'anonymous';
  const checked = await checkBearer(jwt, req.headers.authorization);
  return checked.ok ? `account:${checked.claims.sub}` : 'anonymous';
}

/** The raw body's digest, taken by the parsers' verify hook (before parsing, so the bytes as sent). */
const BODY_DIGEST = Symbol('bodyDigest');
function digestInto(req: unknown, _res: unknown, buf: Buffer): void {
  (req as Record<symbol, string>)[BODY_DIGEST] = createHash('sha256').update(buf).digest('base64url');
}

function fingerprintOf(req: Request): string {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  const body = (req as unknown as Record<symbol, string | undefined>)[BODY_DIGEST] ?? '';
  return createHash('sha256').update([req.method, req.originalUrl, type, body].join('\n')).digest('base64url');
}

/** Final answers only: a 5xx or a 429 says "not now", a cookie is a new session's secret. */
function keepable(answer: StoredAnswer & { setsCookie?: boolean }): boolean {
  return answer.status < 500 && answer.status !== 429 && !answer.setsCookie;
}

/**
 * Calls `done` once with the answer as the app ends it (whether or not the client is still there:
 * the work was done), or with undefined when it was too large to keep, or when the response was
 * closed and never ended (a proxied service gone mid-answer) within `closeGraceMs`.
 */
function captureAnswer(res: Response, maxBytes: number, closeGraceMs: number, done: (answer: (StoredAnswer & { setsCookie?: boolean }) | undefined) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  const take = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function' || tooLarge) return;
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    size += buf.length;
    if (size > maxBytes) {
      tooLarge = true;
      chunks.length = 0;
    } else chunks.push(buf);
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  let ended = false;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    take(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    take(chunk, rest[0]);
    if (!ended) {
      ended = true;
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = res.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      done(tooLarge ? undefined : { status: res.statusCode, headers, body: Buffer.concat(chunks).toString('base64'), setsCookie: res.getHeader('set-cookie') !== undefined });
    }
    return end(chunk, ...rest);
  }) as Response['end'];
  res.once('close', () => {
    if (ended) return;
    setTimeout(() => {
      if (ended) return;
      ended = true;
      done(undefined);
    }, closeGraceMs).unref();
  });
}

function replay(req: Request, res: Response, answer: StoredAnswer): void {
  req.resume();
  res.status(answer.status);
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
  res.end(Buffer.from(answer.body, 'base64'));
}

/** The gateway's usual error body (`{ message }`, plus `error` on the AI calls); the body of an upload is drained, not read. */
function refuse(req: Request, res: Response, code: ErrorCode, message: string): void {
  req.resume();
  res.status(statusOf(code)).json(errorBody(req, message));
}
