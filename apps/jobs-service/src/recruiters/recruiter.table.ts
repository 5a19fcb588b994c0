import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Recruiters' names and companies (issue 19), copied from the auth service's `user.updated` events
 * (applied only when `version` is newer). A row fetched by request on a miss gets version 0, so any event wins.
 */
export const recruiters = pgTable('recruiters', {
  recruiterId: uuid('recruiter_id').primaryKey(),
  name: text('name').notNull(),
  /** '' until known (events written before issue 19 do not carry it). */
  companyName: text('company_name').notNull().default(''),
  version: integer('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type RecruiterRow = typeof recruiters.$inferSelect;
