import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { notifications } from '../inbox/notification.table';

/**
 * Mail to send, written in the transaction that stored the notification: a mail server that is
 * down delays it (attempts, next_attempt_at with backoff), never loses it.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .unique()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_queue_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);

export type MailQueueRow = typeof mailQueue.$inferSelect;
