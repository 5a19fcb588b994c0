import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { WebhookDeliveryStatus, WebhookDeliveryType, WebhookEventType } from '@hirewise/contracts';

/** A recruiter's webhook (issue 18): the URL, the signing secret and the event types it receives. */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recruiterId: uuid('recruiter_id').notNull(),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    events: text('events').array().$type<WebhookEventType[]>().notNull(),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhooks_recruiter_idx').on(t.recruiterId, t.createdAt)],
);
export type WebhookRow = typeof webhooks.$inferSelect;

/**
 * One delivery of one event to one webhook, and its log. An event's delivery is written once per
 * webhook (origin 'event': unique by event id and type), so a redelivered product event adds
 * nothing; a ping or a redelivery asked for in the UI is a new row. The sender claims due rows
 * (`next_attempt_at`, a lease), retries with backoff, and gives up after WEBHOOK_MAX_ATTEMPTS.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    type: text('type').$type<WebhookDeliveryType>().notNull(),
    origin: text('origin').$type<'event' | 'ping' | 'redelivery'>().notNull().default('event'),
    /** The body's `data` and `createdAt` (the body is built at each attempt from them, with the same bytes). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    eventCreatedAt: timestamp('event_created_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    responseStatus: integer('response_status'),
    error: text('error'),
    durationMs: integer('duration_ms'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_once_per_event').on(t.webhookId, t.eventId, t.type).where(sql`${t.origin} = 'event'`),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_log_idx').on(t.webhookId, t.createdAt),
    check('webhook_deliveries_status_check', sql`${t.status} in ('pending', 'delivered', 'failed')`),
    check('webhook_deliveries_origin_check', sql`${t.origin} in ('event', 'ping', 'redelivery')`),
  ],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
