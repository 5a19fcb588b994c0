import type { ThrottlerStorage } from '@nestjs/throttler';

/**
 * One hit against a fixed-window budget in @nestjs/throttler's storage (in this process until
 * gateway state moves to Redis): what the per-user AI budget and the per-address public pages
 * budget share. `key` is the budget's prefix and its owner (`ai:<user>`, `public:<address>`): the
 * storage counts by key alone; `throttler` names the budget in its records.
 */
export interface WindowedBudget {
  limit: number;
  windowMs: number;
  throttler: string;
}

export type WindowedHit = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

export async function hitWindow(storage: ThrottlerStorage, key: string, { limit, windowMs, throttler }: WindowedBudget): Promise<WindowedHit> {
  const record = await storage.increment(key, windowMs, limit, windowMs, throttler);
  if (!record.isBlocked) return { allowed: true, remaining: Math.max(0, limit - record.totalHits) };
  return { allowed: false, retryAfterSeconds: Math.max(1, record.timeToBlockExpire) };
}

/** "minute" for a 60 s window, else "N seconds": the 429 sentences say how long a window is. */
export function windowPhrase(windowMs: number): string {
  return windowMs === 60_000 ? 'minute' : `${Math.round(windowMs / 1000)} seconds`;
}
