import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Recent failed logins per key: `account:<email>` (clients without a trusted device cookie for the
 * account, whoever they are) or `device:<userId>:<deviceId>` (one trusted browser). A row is
 * forgotten once its window has passed without a further failure.
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** Attempts on this key are refused until then (null: not slowed). */
  blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
});

export type LoginFailureRow = typeof loginFailures.$inferSelect;
