import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Transactional outbox: an event is written in the same transaction as the change it reports,
 * then relayed. `pending` lists who has not taken it yet: the broker in rmq mode, or each
 * consuming service in tcp mode. A row is deleted once nobody is pending.
 * server-kit owns the table: outbox.migration.ts creates it (openDatabase runs it after the
 * service's own migrations), so a service's drizzle schema and migrations do not name it.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey(),
    event: text('event').notNull(),
    payload: jsonb('payload').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    pending: jsonb('pending').$type<string[]>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The id of the request that caused the event, carried in the envelope so consumers log it. */
    reqId: text('req_id'),
  },
  (t) => [index('outbox_due_idx').on(t.nextAttemptAt, t.occurredAt)],
);

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;
export const outboxDueCondition = sql`${outbox.nextAttemptAt} <= now()`;
