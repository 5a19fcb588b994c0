import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { DATABASE, type AppDatabase } from '@hirewise/server-kit';
import * as schema from '../schema';
import { loginFailures } from './login-failure.table';
import { LOGIN_LIMITS, slowdownMs, type LoginLimits } from './login-limits.config';

type Db = AppDatabase<typeof schema>;

/** How often rows whose window and wait have both passed are deleted. */
const SWEEP_EVERY_MS = 10 * 60_000;

/** The key of failures made by anyone without a trusted device for the account (emails are stored lower-cased). */
export const accountKey = (email: string) => `account:${email}`;
/** The key of one trusted browser of one account. */
export const deviceKey = (userId: string, deviceId: string) => `device:${userId}:${deviceId}`;

/**
 * Failed logins counted in the auth service's database, so every gateway replica and every auth
 * replica shares them. After `failureLimit` failures on a key within the window, attempts on that
 * key are refused for a wait that doubles with each further failure, up to the cap.
 */
@Injectable()
export class LoginLimiter implements OnModuleInit, OnModuleDestroy {
  private sweeper?: NodeJS.Timeout;

  constructor(
    @Inject(DATABASE) private readonly db: Db,
    @Inject(LOGIN_LIMITS) private readonly limits: LoginLimits,
  ) {}

  onModuleInit(): void {
    this.sweeper = setInterval(() => void this.forgetExpired().catch(() => undefined), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  /** Milliseconds this key must still wait (0: attempts are let through). */
  async waitMs(key: string, now = new Date()): Promise<number> {
    const [row] = await this.db.select({ blockedUntil: loginFailures.blockedUntil }).from(loginFailures).where(eq(loginFailures.key, key)).limit(1);
    const until = row?.blockedUntil?.getTime() ?? 0;
    return Math.max(0, until - now.getTime());
  }

  /** Counts one failure (one statement, so parallel failures all count) and starts or lengthens the wait. */
  async recordFailure(key: string, now = new Date()): Promise<{ failures: number; waitMs: number }> {
    const windowStart = new Date(now.getTime() - this.limits.windowMs).toISOString();
    const stale = sql`${loginFailures.lastFailureAt} < ${windowStart}::timestamptz`;
    const [row] = await this.db
      .insert(loginFailures)
      .values({ key, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          failures: sql`case when ${stale} then 1 else ${loginFailures.failures} + 1 end`,
          lastFailureAt: now,
          blockedUntil: sql`case when ${stale} then null else ${loginFailures.blockedUntil} end`,
        },
      })
      .returning({ failures: loginFailures.failures });
    if (row.failures < this.limits.failureLimit) return { failures: row.failures, waitMs: 0 };
    const waitMs = slowdownMs(this.limits, row.failures);
    await this.db
      .update(loginFailures)
      .set({ blockedUntil: new Date(now.getTime() + waitMs) })
      .where(eq(loginFailures.key, key));
    return { failures: row.failures, waitMs };
  }

  /** A successful login on this key starts its count again. */
  async reset(key: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.key, key));
  }

  async forgetExpired(now = new Date()): Promise<void> {
    const windowStart = new Date(now.getTime() - this.limits.windowMs);
    await this.db
      .delete(loginFailures)
      .where(and(lt(loginFailures.lastFailureAt, windowStart), or(isNull(loginFailures.blockedUntil), lt(loginFailures.blockedUntil, now))));
  }
}
