import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { IDEMPOTENCY_TTL_MS, IdempotencyMessages, statusOf, type RpcErrorPayload } from '@hirewise/contracts';
import type { Logger } from 'pino';
import type { AppDatabase } from '../database/database';
import { DomainError } from '../errors/domain-error';
import { toErrorPayload } from '../errors/to-error-payload';
import { metrics } from '../observability/metrics';
import { runForKey } from './commit-marker';

/** What a finished call answered: its value (absent for none), or the error it refused with. */
type Answer = { value?: unknown } | { error: RpcErrorPayload };

interface CallRow {
  /** committed: the handler's transaction committed, its answer not kept yet (commit-marker.ts). */
  state: 'pending' | 'committed' | 'done';
  answer: Answer | null;
  lease_over: boolean;
}

/** A claim that could not be settled (the database away) is tried again after this, doubling up to SETTLE_RETRY_MAX_MS. */
const SETTLE_RETRY_MS = 100;
const SETTLE_RETRY_MAX_MS = 2000;

/** Refusals that say "not now" rather than "no": not kept, so the repeat is carried out. */
const TRANSIENT = new Set(['RATE_LIMITED', 'IDEMPOTENCY_IN_PROGRESS']);

/**
 * Keyed calls carried out once (issue 20). A call with a key (call-keys.ts) claims the key in the
 * service's own database before its handler runs, and keeps the answer when it ends; a repeat of
 * the call gets that answer without the handler running again. This is what makes a 503 safe to
 * retry: a write whose answer came too late for its caller is finished and kept by the service,
 * and the caller's retry, carrying the same key, gets its answer.
 *
 * - A repeat while the first is still running waits for it (polling, up to the repeat's own
 *   deadline); still running then: IDEMPOTENCY_IN_PROGRESS (409), to be retried.
 * - A claim whose holder died (a killed process) is taken over once its lease is over: the lease
 *   is longer than any handler runs (twice the caller's wait, plus a margin).
 * - Only final answers are kept (a value, or a refusal under 500 that is not "not now"); a 5xx,
 *   a deadline passed or a lost connection releases the key so the repeat is carried out. Keeping
 *   or releasing is tried again while the database is away (settle).
 * - The payload is not compared again (its digest is kept for diagnosis): the gateway has refused a
 *   key reused with another request body (422), and a call's payload may hold what its caller
 *   derives from the clock (a job's default deadline), which differs between two attempts of one
 *   action. A repeat gets the first answer.
 * - Keys are kept IDEMPOTENCY_TTL_MS (24 h); older rows are swept now and then.
 *
 * - A process killed after its handler committed and before its answer was kept (one statement
 *   later) leaves a `committed` claim (the handler's transactions mark it: commit-marker.ts). Its
 *   repeat, after the lease, does not run the handler again: it answers IdempotencyMessages.carriedOut
 *   (the write is done; its original answer is lost). Left open: a handler that writes outside a
 *   transaction, killed before its answer was kept, is run again (such writes are single upserts
 *   or inserts a unique rule guards).
 */
export class IdempotentCalls {
  private lastSweep = 0;

  constructor(
    private readonly db: AppDatabase<Record<string, unknown>>,
    private readonly options: { logger?: Logger; sweepEveryMs?: number; pollMs?: number; settleRetryMs?: number } = {},
  ) {}

  async run<T>(key: string, fingerprint: string, work: () => Promise<T>, { leaseMs, deadline }: { leaseMs: number; deadline?: number }): Promise<T> {
    this.sweepNowAndThen();
    const waitUntil = deadline ?? Date.now() + leaseMs;
    for (;;) {
      if (await this.claim(key, fingerprint, leaseMs)) return this.carryOut(key, work, leaseMs);
      const row = await this.read(key);
      if (!row) continue; // released since: claim it again
      if (row.state === 'done' && row.answer) {
        metrics().idempotentReplays.inc({ where: 'service' });
        return replay(row.answer) as T;
      }
      if (row.lease_over && row.state === 'committed') return this.answerCarriedOut(key) as T;
      if (row.lease_over) {
        if (await this.takeOver(key, leaseMs)) return this.carryOut(key, work, leaseMs);
        continue;
      }
      if (Date.now() >= waitUntil) throw new DomainError('IDEMPOTENCY_IN_PROGRESS', IdempotencyMessages.inProgress);
      await sleep(Math.min(this.options.pollMs ?? 50, Math.max(1, waitUntil - Date.now())));
    }
  }

  private async carryOut<T>(key: string, work: () => Promise<T>, leaseMs: number): Promise<T> {
    const leaseEndsAt = Date.now() + leaseMs;
    let value: T;
    try {
      value = await runForKey(key, work);
    } catch (error) {
      const payload = toErrorPayload(error);
      if (payload.known && statusOf(payload.code) < 500 && !TRANSIENT.has(payload.code)) await this.keep(key, { error: { code: payload.code, message: payload.message } }, leaseEndsAt);
      else await this.release(key, leaseEndsAt);
      throw error;
    }
    await this.keep(key, value === undefined ? {} : { value }, leaseEndsAt);
    return value;
  }

  /** A committed claim whose process died before keeping the answer: done, without its answer. */
  private async answerCarriedOut(key: string): Promise<unknown> {
    const value = { message: IdempotencyMessages.carriedOut };
    this.options.logger?.warn({ key }, 'idempotent call: committed by an attempt that ended before keeping its answer; answered as carried out');
    await this.db
      .execute(sql`UPDATE idempotent_calls SET state = 'done', answer = ${JSON.stringify({ value })}::jsonb WHERE key = ${key} AND state = 'committed'`)
      .catch((error: unknown) => this.options.logger?.error({ key, err: error }, 'idempotent call: its answer could not be kept'));
    metrics().idempotentReplays.inc({ where: 'service' });
    return value;
  }

  private async claim(key: string, fingerprint: string, leaseMs: number): Promise<boolean> {
    const result = await this.db.execute(sql`
      INSERT INTO idempotent_calls (key, fingerprint, state, lease_until)
      VALUES (${key}, ${fingerprint}, 'pending', now() + make_interval(secs => ${leaseMs / 1000}))
      ON CONFLICT (key) DO NOTHING RETURNING key`);
    return rowsOf(result).length === 1;
  }

  private async read(key: string): Promise<CallRow | undefined> {
    const result = await this.db.execute(sql`
      SELECT state, answer, lease_until < now() AS lease_over FROM idempotent_calls WHERE key = ${key}`);
    return rowsOf(result)[0] as unknown as CallRow | undefined;
  }

  private async takeOver(key: string, leaseMs: number): Promise<boolean> {
    const result = await this.db.execute(sql`
      UPDATE idempotent_calls SET lease_until = now() + make_interval(secs => ${leaseMs / 1000})
      WHERE key = ${key} AND state = 'pending' AND lease_until < now() RETURNING key`);
    const taken = rowsOf(result).length === 1;
    if (taken) this.options.logger?.warn({ key }, 'idempotent call taken over after its lease: its first attempt ended without an answer');
    return taken;
  }

  /** Keeps the answer (settled: tried again while the database is away). */
  private keep(key: string, answer: Answer, leaseEndsAt: number): Promise<void> {
    return this.settle(key, 'its answer could not be kept', leaseEndsAt, () =>
      this.db.execute(sql`UPDATE idempotent_calls SET state = 'done', answer = ${JSON.stringify(answer)}::jsonb WHERE key = ${key}`),
    );
  }

  /** Releases the claim so the repeat is carried out (settled: tried again while the database is away). */
  private release(key: string, leaseEndsAt: number): Promise<void> {
    return this.settle(key, 'its claim could not be released', leaseEndsAt, () => this.db.execute(sql`DELETE FROM idempotent_calls WHERE key = ${key} AND state = 'pending'`));
  }

  /**
   * Settles a claim: keeps its answer or releases it. When the database is away (a restart: the very
   * fault that failed the call, often) the statement is tried again in the background, every
   * SETTLE_RETRY_MS at first and less often after, until it succeeds or the claim's lease is over
   * (a repeat then takes the claim over anyway). Without it, every repeat of the call would wait on a
   * claim nobody holds for the rest of its lease, answered 503 or 409 meanwhile (seen in the fault soak
   * after a PostgreSQL restart: one write's repeats refused for 10 s after every service was back).
   * The caller's answer does not wait for the background tries.
   */
  private async settle(key: string, failure: string, leaseEndsAt: number, statement: () => Promise<unknown>): Promise<void> {
    try {
      await statement();
      return;
    } catch (error) {
      this.options.logger?.error({ key, err: error }, `idempotent call: ${failure}; trying again until its lease is over`);
    }
    void (async () => {
      for (let wait = this.options.settleRetryMs ?? SETTLE_RETRY_MS; Date.now() + wait < leaseEndsAt; wait = Math.min(wait * 2, SETTLE_RETRY_MAX_MS)) {
        await sleep(wait, undefined, { ref: false });
        try {
          await statement();
          this.options.logger?.info({ key }, 'idempotent call: settled after the database came back');
          return;
        } catch {
          // Still away: the next try, or the lease.
        }
      }
    })();
  }

  /** Deletes keys older than IDEMPOTENCY_TTL_MS, a batch at a time, at most every sweepEveryMs (10 min). */
  private sweepNowAndThen(): void {
    const now = Date.now();
    if (now - this.lastSweep < (this.options.sweepEveryMs ?? 600_000)) return;
    this.lastSweep = now;
    void this.sweep().catch((error: unknown) => this.options.logger?.warn({ err: error }, 'idempotent calls: sweep failed'));
  }

  async sweep(olderThanMs = IDEMPOTENCY_TTL_MS): Promise<number> {
    const result = await this.db.execute(sql`
      DELETE FROM idempotent_calls WHERE key IN (
        SELECT key FROM idempotent_calls WHERE created_at < now() - make_interval(secs => ${olderThanMs / 1000}) LIMIT 1000)
      RETURNING key`);
    return rowsOf(result).length;
  }
}

function replay(answer: Answer): unknown {
  if ('error' in answer) throw new DomainError(answer.error.code, answer.error.message);
  return answer.value;
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  return ((result as { rows?: Record<string, unknown>[] }).rows ?? []) as Record<string, unknown>[];
}
