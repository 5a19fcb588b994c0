import type { ThrottlerStorage } from '@nestjs/throttler';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * The gateway's rate-limit counts (the /auth limit per address, the AI budget per user, the public
 * pages per address) in rate-limiter-flexible: in Redis when the gateway has one (server mode), so
 * every replica counts against one total, with a count in this process as its insurance while Redis
 * cannot answer; in this process otherwise (embedded mode). It serves @nestjs/throttler's guard and
 * the windowed budgets (http-hardening/windowed-limit.ts) through the ThrottlerStorage interface:
 * a fixed window of `ttl` from the first hit, `limit` hits, then blocked for `blockDuration`.
 */
/** What ThrottlerStorage.increment resolves with (the package does not export the type by name). */
type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

export class SharedThrottlerStorage implements ThrottlerStorage {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(
    private readonly redis: Redis | null,
    private readonly prefix = 'hirewise:',
  ) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const limiter = this.limiterFor(throttlerName, ttl, limit, blockDuration);
    try {
      const res = await limiter.consume(key);
      return { totalHits: res.consumedPoints, timeToExpire: seconds(res.msBeforeNext), isBlocked: false, timeToBlockExpire: 0 };
    } catch (rejected) {
      if (!(rejected instanceof RateLimiterRes)) throw rejected;
      return { totalHits: rejected.consumedPoints, timeToExpire: seconds(rejected.msBeforeNext), isBlocked: true, timeToBlockExpire: seconds(rejected.msBeforeNext) };
    }
  }

  /** One limiter per budget (name, window, limit, block): rate-limiter-flexible fixes them per limiter. */
  private limiterFor(name: string, ttlMs: number, limit: number, blockMs: number): RateLimiterAbstract {
    const id = `${name}:${ttlMs}:${limit}:${blockMs}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      const options = { keyPrefix: `${this.prefix}rl:${id}`, points: limit, duration: Math.max(1, Math.ceil(ttlMs / 1000)), blockDuration: Math.ceil(blockMs / 1000) };
      const local = new RateLimiterMemory(options);
      limiter = this.redis ? new RateLimiterRedis({ ...options, storeClient: this.redis, rejectIfRedisNotReady: true, insuranceLimiter: local }) : local;
      this.limiters.set(id, limiter);
    }
    return limiter;
  }
}

function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
