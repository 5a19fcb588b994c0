import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Names and addresses asked of the auth service, kept a while so a fan-out asks once per user. */
export const recipients = pgTable('recipients', {
  userId: uuid('user_id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});

export type RecipientRow = typeof recipients.$inferSelect;
