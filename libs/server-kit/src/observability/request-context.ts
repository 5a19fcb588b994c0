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

/** Runs `fn` with this request id as the current one (logs, outgoing calls and events pick it up), and its deadline if any. */
export function runWithRequestId<T>(reqId: string, fn: () => T, deadline?: number): T {
  return storage.run(deadline === undefined ? { reqId } : { reqId, deadline }, fn);
}

/** The request being handled, if any (its id, deadline and whether its work has begun). */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.reqId;
}
