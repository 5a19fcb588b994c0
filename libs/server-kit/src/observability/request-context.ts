import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** The header a correlation id travels in, over HTTP (client, gateway, proxied services). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A caller's id is taken as is when it looks sane; anything else is replaced by a new UUID. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

export interface RequestContext {
  reqId: string;
  /**
   * When the caller stops waiting (ms since the epoch, this process's clock), if it said: a service
   * takes it from the message's budget when the message arrives (observability/deadline.ts).
   */
  deadline?: number;
  /** Set once the request has run a database statement or called a service (deadline.ts). */
  begun?: boolean;
  /**
   * The request's idempotency key (transport/idempotency.ts): at the gateway the caller's
   * Idempotency-Key scoped to the caller; in a service the key of the message being handled.
   * Each call the request makes derives its own key from it.
   */
  idempotency?: string;
  /** How many calls of each pattern this request has made: the n-th call of a pattern gets the n-th derived key. */
  calls?: Map<string, number>;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The caller's id if it is 1 to 128 characters of [A-Za-z0-9._-]; otherwise undefined. */
export function parseRequestId(raw: unknown): string | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' && SANE_REQUEST_ID.test(value) ? value : undefined;
}

/** The caller's id when sane, or a fresh UUID. */
export function requestIdFrom(raw: unknown): string {
  return parseRequestId(raw) ?? randomUUID();
}

/**
 * Runs `fn` with this request id as the current one (logs, outgoing calls and events pick it up),
 * and its deadline and idempotency key if any.
 */
export function runWithRequestId<T>(reqId: string, fn: () => T, deadline?: number, idempotency?: string): T {
  const context: RequestContext = { reqId };
  if (deadline !== undefined) context.deadline = deadline;
  if (idempotency !== undefined) context.idempotency = idempotency;
  return storage.run(context, fn);
}

/** The request being handled, if any (its id, deadline and whether its work has begun). */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.reqId;
}

/** Where the gateway puts a request's idempotency key on the HTTP request object, for the contexts entered after body parsing. */
const REQUEST_IDEMPOTENCY = Symbol.for('hirewise.idempotency');

/** Marks an HTTP request as keyed (the gateway's idempotency middleware) and makes the key current. */
export function setRequestIdempotency(req: object, key: string): void {
  (req as Record<symbol, unknown>)[REQUEST_IDEMPOTENCY] = key;
  const context = storage.getStore();
  if (context) context.idempotency = key;
}

/** The idempotency key the gateway put on an HTTP request, if any. */
export function requestIdempotency(req: object): string | undefined {
  const key = (req as Record<symbol, unknown>)[REQUEST_IDEMPOTENCY];
  return typeof key === 'string' ? key : undefined;
}
