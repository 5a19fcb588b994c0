import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** The header a correlation id travels in, over HTTP (client, gateway, proxied services). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A caller's id is taken as is when it looks sane; anything else is replaced by a new UUID. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

export interface RequestContext {
  reqId: string;
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

/** Runs `fn` with this request id as the current one (logs, outgoing calls and events pick it up). */
export function runWithRequestId<T>(reqId: string, fn: () => T): T {
  return storage.run({ reqId }, fn);
}

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.reqId;
}
