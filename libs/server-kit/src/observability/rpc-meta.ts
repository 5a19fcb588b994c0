import { currentRequestId } from './request-context';

/**
 * How a request's metadata crosses the broker without changing handlers' payload types: the
 * ServiceClient wraps the payload as `{ [RPC_META_KEY]: meta, data }` when there is something to
 * carry, and the server-side interceptor unwraps it before pipes and the handler see the payload.
 * An unwrapped payload (a caller without a request context) passes through untouched.
 */
export const RPC_META_KEY = '__hwMeta';

export interface RpcMeta {
  reqId?: string;
  /** The sender's caller token (security/caller-token.ts); checked before anything reads the payload. */
  token?: string;
  /** How long the sender waits for the answer, in ms: the receiver's deadline (observability/deadline.ts). */
  budgetMs?: number;
  /** The call's idempotency key, derived from its request's (transport/idempotency.ts): a repeat of the call is answered from the first. */
  idem?: string;
}

export interface RpcEnvelope<T> {
  [RPC_META_KEY]: RpcMeta;
  data: T;
}

/** The payload as sent: wrapped with the current request id, the caller token and the time the sender waits, or as is when there is none of them. */
export function wrapRpcPayload<T>(payload: T, reqId: string | undefined = currentRequestId(), token?: string, budgetMs?: number, idem?: string): T | RpcEnvelope<T> {
  if (!reqId && !token && budgetMs === undefined && !idem) return payload;
  const meta: RpcMeta = {};
  if (reqId) meta.reqId = reqId;
  if (token) meta.token = token;
  if (budgetMs !== undefined) meta.budgetMs = Math.max(0, Math.round(budgetMs));
  if (idem) meta.idem = idem;
  return { [RPC_META_KEY]: meta, data: payload };
}

/** The deadline a received message's budget gives, on this process's clock; none without a valid budget. */
export function deadlineOf(meta: RpcMeta, receivedAt = Date.now()): number | undefined {
  const budget = meta.budgetMs;
  return typeof budget === 'number' && Number.isFinite(budget) && budget >= 0 ? receivedAt + budget : undefined;
}

export function isRpcEnvelope(value: unknown): value is RpcEnvelope<unknown> {
  if (typeof value !== 'object' || value === null || !(RPC_META_KEY in value) || !('data' in value)) return false;
  const meta = (value as Record<string, unknown>)[RPC_META_KEY];
  return typeof meta === 'object' && meta !== null;
}

/** The handler's payload and the metadata that came with it. */
export function unwrapRpcPayload(value: unknown): { data: unknown; meta: RpcMeta } {
  if (!isRpcEnvelope(value)) return { data: value, meta: {} };
  return { data: value.data, meta: value[RPC_META_KEY] };
}
