import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The types a user turned off by email (every type is on until turned off; in-app is always on). */
export const preferences = pgTable('preferences', {
  userId: uuid('user_id').primaryKey(),
  emailOff: text('email_off').array().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PreferenceRow = typeof preferences.$inferSelect;
