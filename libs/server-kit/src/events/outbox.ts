import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { consumersOf, EventRoutes, type EventEnvelope, type EventName, type EventPayloadInput, type ServiceName } from '@hirewise/contracts';
import { LOGGER, SERVICE_CONFIG } from '../core/tokens';
import type { ServiceConfig } from '../config/load-config';
import { DATABASE } from '../database/database.module';
import { precompile } from '../database/precompiled';
import type { AppDatabase } from '../database/database';
import type { Logger } from '../logging/logger';
import { EVENT_BUS, type EventBus } from './event-bus';
import { outbox, outboxDueCondition, type NewOutboxRow, type OutboxRow } from './outbox.table';
import { TcpEventBus } from './tcp-event-bus';
import { currentRequestId } from '../observability/request-context';

const BROKER = 'broker';
const POLL_MS = 500;
const BATCH = 100;
const MAX_BACKOFF_MS = 30_000;
/**
 * Rows delivered at once. Consumers take events in any order and at least once (versions decide),
 * and over RabbitMQ each handles up to its prefetch (16) at a time: the TCP relay matches that,
 * instead of one event after another (a job closed with 1,000 applications: issue 18's fan-out).
 */
const IN_FLIGHT = 16;

/** Anything that can insert into the outbox: the database or an open transaction. */
export interface OutboxWriter {
  insert(table: typeof outbox): { values(row: NewOutboxRow): PromiseLike<unknown> };
}

/** Every write that raises an event runs this in its transaction: built once (database/precompiled.ts). */
const ADD = precompile('outbox_add', (db) =>
  db.insert(outbox).values({
    id: sql.placeholder('id'),
    event: sql.placeholder('event'),
    payload: sql.placeholder('payload'),
    pending: sql.placeholder('pending'),
    reqId: sql.placeholder('reqId'),
  }),
);

@Injectable()
export class Outbox implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    @Inject(DATABASE) private readonly db: AppDatabase<Record<string, unknown>>,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Records an event inside the caller's transaction; call `flush()` after it commits. Typed by the
   * contracts' event table: the payload must match the event's schema (consumers parse it).
   */
  async add<E extends EventName>(tx: OutboxWriter, event: E, payload: EventPayloadInput<E>): Promise<void> {
    const pending = this.config.TRANSPORT === 'rmq' ? [BROKER] : [...consumersOf(event, EventRoutes)];
    if (pending.length === 0) return;
    await ADD.run(tx, { id: randomUUID(), event, payload, pending, reqId: currentRequestId() ?? null });
  }

  /** Relays what is due now, without waiting for the next poll. */
  flush(): Promise<void> {
    if (!this.config.OUTBOX_RELAY) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.relay().finally(() => {
      this.running = undefined;
      if (this.again && !this.stopped) {
        this.again = false;
        void this.flush();
      }
    });
    return this.running;
  }

  onApplicationBootstrap(): void {
    if (!this.config.OUTBOX_RELAY) return;
    this.timer = setInterval(() => void this.flush(), POLL_MS);
    this.timer.unref();
    void this.flush();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  private async relay(): Promise<void> {
    try {
      while (!this.stopped && (await this.relayBatch()) === BATCH);
    } catch (err) {
      this.logger.warn({ err }, 'outbox relay failed; will retry');
    }
  }

  /**
   * Claims due rows in a short transaction by pushing their next attempt past a lease, then
   * delivers outside any transaction: holding one open across a call to another service would
   * block this service's database (PGlite has one connection) while that service may be
   * waiting on us. A process that dies mid-delivery leaves rows that come due again after the
   * lease: delivery is at least once, and consumers ignore what they already have.
   */
  private async relayBatch(): Promise<number> {
    const leaseMs = 2 * this.config.RPC_TIMEOUT_MS + 5_000;
    const rows = await this.db.transaction(async (tx) => {
      const due = await tx.select().from(outbox).where(outboxDueCondition).orderBy(asc(outbox.occurredAt)).limit(BATCH).for('update', { skipLocked: true });
      if (due.length > 0) {
        await tx
          .update(outbox)
          .set({ nextAttemptAt: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
          .where(inArray(outbox.id, due.map((r) => r.id)));
      }
      return due;
    });
    const delivered: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < rows.length) {
        const row = rows[next++];
        const left = await this.deliver(row);
        if (left.length === 0) {
          delivered.push(row.id);
          continue;
        }
        const backoff = Math.min(MAX_BACKOFF_MS, 250 * 2 ** row.attempts);
        await this.db
          .update(outbox)
          .set({ pending: left, attempts: row.attempts + 1, nextAttemptAt: sql`now() + ${`${backoff} milliseconds`}::interval` })
          .where(eq(outbox.id, row.id));
      }
    };
    await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, rows.length) }, worker));
    if (delivered.length > 0) await this.db.delete(outbox).where(inArray(outbox.id, delivered));
    return rows.length;
  }

  private async deliver(row: OutboxRow): Promise<string[]> {
    const envelope: EventEnvelope = {
      id: row.id,
      event: row.event,
      occurredAt: row.occurredAt.toISOString(),
      payload: row.payload,
      ...(row.reqId ? { meta: { reqId: row.reqId } } : {}),
    };
    // Each consumer on its own: one that is down does not hold up the others.
    const outcomes = await Promise.all(
      row.pending.map(async (target) => {
        try {
          if (target === BROKER) await this.bus.publishEnvelope(envelope);
          else if (this.bus instanceof TcpEventBus) await this.bus.deliverTo(target as ServiceName, envelope);
          else await this.bus.publishEnvelope(envelope);
          return undefined;
        } catch (err) {
          this.logger.warn({ err: (err as Error).message, event: row.event, target, attempts: row.attempts }, 'event not delivered yet');
          return target;
        }
      }),
    );
    return outcomes.filter((target): target is string => target !== undefined);
  }
}
