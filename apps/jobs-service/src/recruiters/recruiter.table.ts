import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Recruiters' names, copied from the auth service's `user.updated` events (applied only when
 * `version` is newer). A row fetched by request on a miss gets version 0, so any event wins.
 */
export const recruiters = pgTable('recruiters', {
  recruiterId: uuid('recruiter_id').primaryKey(),
  name: text('name').notNull(),
  version: integer('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type RecruiterRow = typeof recruiters.$inferSelect;
