import { IDEMPOTENCY_KEY_HEADER } from '@hirewise/contracts/idempotency';

/**
 * One user action, one Idempotency-Key (issue 20): a write is sent with a new key, and sent again
 * with the same key when the answer is lost (a network error) or says "not now" (503, or 409 with
 * Retry-After: the same action still in flight). The gateway answers a repeat from the first, so a
 * click never ends in "maybe": it is done once, or refused. Waits between tries: these, or the
 * server's Retry-After when longer (at most MAX_RETRY_AFTER_MS).
 */
export const WRITE_RETRY_DELAYS_MS = [400, 1200, 3000] as const;
const MAX_RETRY_AFTER_MS = 5000;

/** A random UUID v4; crypto.randomUUID exists only on secure origins (https, localhost). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What a retry looks at in an answer: fetch's Response, or an upload's XMLHttpRequest answer. */
export interface WriteAnswer {
  status: number;
  headers?: { get(name: string): string | null } | undefined;
}

function retryable(response: WriteAnswer): boolean {
  return response.status === 503 || (response.status === 409 && response.headers?.get('Retry-After') !== null && response.headers?.get('Retry-After') !== undefined);
}

function waitMs(response: WriteAnswer | undefined, delay: number): number {
  const header = Number(response?.headers?.get('Retry-After'));
  return Number.isFinite(header) && header > 0 ? Math.max(delay, Math.min(header * 1000, MAX_RETRY_AFTER_MS)) : delay;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Keys of writes whose tries ran out without a final answer (the last was a 503, a lost answer or an
 * abort), by what they sent: the user's next try of the same action (same method, path and body)
 * sends the same key, so it is answered from the first if that one was carried out after all, and is
 * carried out once if not. A final answer forgets the key: doing the same thing again later is a new
 * action. Kept in the page (a reload forgets them), at most UNFINISHED_LIMIT.
 */
const unfinished = new Map<string, string>();
const UNFINISHED_LIMIT = 100;

function rememberUnfinished(action: string, key: string): void {
  unfinished.delete(action);
  unfinished.set(action, key);
  // Map keeps insertion order: the first is the oldest.
  if (unfinished.size > UNFINISHED_LIMIT) unfinished.delete(unfinished.keys().next().value as string);
}

/**
 * Sends a write (`send` gets the key's header) until it has an answer that is not "not now", or the
 * tries run out: the last answer, or the last network error, is what the caller gets. An abort
 * stops at once. `action` (what the write sends: method, path, body) lets a later try of an
 * unfinished write reuse its key (above); without it every call is a new action.
 */
export async function sendIdempotentWrite<R extends WriteAnswer = Response>(
  send: (headers: Record<string, string>) => Promise<R>,
  signal?: AbortSignal,
  delays: readonly number[] = WRITE_RETRY_DELAYS_MS,
  action?: string,
): Promise<R> {
  const key = (action !== undefined ? unfinished.get(action) : undefined) ?? newIdempotencyKey();
  const headers = { [IDEMPOTENCY_KEY_HEADER]: key };
  const settle = (final: boolean) => {
    if (action === undefined) return;
    if (final) unfinished.delete(action);
    else rememberUnfinished(action, key);
  };
  for (let attempt = 0; ; attempt++) {
    let response: R | undefined;
    try {
      response = await send(headers);
      if (!retryable(response) || attempt >= delays.length) {
        settle(!retryable(response));
        return response;
      }
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') {
        settle(false);
        throw error;
      }
      if (attempt >= delays.length) {
        settle(false);
        throw error;
      }
    }
    try {
      await sleep(waitMs(response, delays[attempt]), signal);
    } catch (error) {
      settle(false);
      throw error;
    }
  }
}
