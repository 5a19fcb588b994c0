import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { notifications } from '../inbox/notification.table';
import { mailDigests } from '../saved-searches/saved-search.table';

/**
 * Mail to send, written in the transaction that stored the notification: a mail server that is
 * down delays it (attempts, next_attempt_at with backoff), never loses it.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The notification this mail tells of; or, for a saved-search digest, digest_id (exactly one of the two). */
    notificationId: uuid('notification_id')
      .unique()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    digestId: uuid('digest_id')
      .unique()
      .references(() => mailDigests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_queue_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
    check('mail_queue_one_subject', sql`num_nonnulls(${t.notificationId}, ${t.digestId}) = 1`),
  ],
);

export type MailQueueRow = typeof mailQueue.$inferSelect;
