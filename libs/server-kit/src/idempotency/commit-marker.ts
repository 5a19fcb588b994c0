import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';

/** The key of the keyed call whose handler is running in this async context (idempotent-calls.ts). */
const runningFor = new AsyncLocalStorage<string>();

export function runForKey<T>(key: string, work: () => Promise<T>): Promise<T> {
  return runningFor.run(key, work);
}

interface Transactional {
  transaction: (fn: (tx: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> }) => Promise<unknown>, config?: unknown) => Promise<unknown>;
}

/**
 * Every transaction a keyed call's handler commits also marks the call `committed`, in that same
 * transaction. Its answer is kept one statement after the handler returns; a process killed in
 * between used to leave a claim whose repeat, after the lease, ran the handler again (an accept
 * answered "accepted cannot become accepted", a second row where no rule stops one). A committed
 * claim is never run again: idempotent-calls.ts answers its repeat with IdempotencyMessages.carriedOut.
 * The table exists in every service database (kitMigrations); a call of another service, run in
 * this context in a services host, finds no row here and changes nothing.
 */
export function markKeyedCommits<D>(db: D): D {
  const target = db as unknown as Transactional;
  const transaction = target.transaction.bind(target);
  target.transaction = (fn, config) =>
    transaction(async (tx) => {
      const result = await fn(tx);
      const key = runningFor.getStore();
      if (key !== undefined) await tx.execute(sql`UPDATE idempotent_calls SET state = 'committed' WHERE key = ${key} AND state = 'pending'`);
      return result;
    }, config);
  return db;
}
