import { createHash } from 'node:crypto';
import { currentRequest } from '../observability/request-context';

/**
 * Idempotency keys between the gateway and the services (issue 20). The gateway makes a request's
 * key from the caller and their Idempotency-Key header (`scopedKey`); every call the request makes
 * carries a key derived from it, the pattern and how many calls of that pattern came before in the
 * same request (`nextCallKey`). A repeated request makes the same calls in the same order, so each
 * call gets the same key as the first time, and the service answers it from its first answer
 * (idempotent-calls.ts). A service handling a keyed call passes the key on the same way to the
 * calls it makes.
 */
const CALL_KEY = /^[A-Za-z0-9_-]{16,64}$/;

function digest(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\n')).digest('base64url');
}

/** The request key of a caller's Idempotency-Key: keys are scoped to the caller (an account id, or 'anonymous'). */
export function scopedKey(scope: string, key: string): string {
  return digest('scope', scope, key);
}

/** The key of the current request's next call of this pattern, or none when the request has no key. */
export function nextCallKey(pattern: string): string | undefined {
  const request = currentRequest();
  if (!request?.idempotency) return undefined;
  const calls = (request.calls ??= new Map());
  const n = (calls.get(pattern) ?? 0) + 1;
  calls.set(pattern, n);
  return digest('call', request.idempotency, pattern, String(n));
}

/** A received call key when it has the shape nextCallKey gives; anything else is ignored. */
export function parseCallKey(raw: unknown): string | undefined {
  return typeof raw === 'string' && CALL_KEY.test(raw) ? raw : undefined;
}

/** What a call asked for, as a digest: the same key with another payload is refused. */
export function callFingerprint(pattern: string, payload: unknown): string {
  return digest('payload', pattern, stableJson(payload));
}

/** JSON with object keys in sorted order, so equal payloads give equal digests whatever their key order. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  ) ?? 'undefined';
}
