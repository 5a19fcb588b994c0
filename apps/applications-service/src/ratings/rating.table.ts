import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type RatingTarget = 'job' | 'applicant';

/** One rating per rater and target; re-rating replaces it. */
export const ratings = pgTable(
  'ratings',
  {
    raterId: uuid('rater_id').notNull(),
    targetType: text('target_type').$type<RatingTarget>().notNull(),
    targetId: uuid('target_id').notNull(),
    rating: integer('rating').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'ratings_pk', columns: [t.raterId, t.targetType, t.targetId] }),
    check('ratings_target_type_check', sql`${t.targetType} in ('job', 'applicant')`),
    check('ratings_rating_check', sql`${t.rating} between 1 and 5`),
    index('ratings_target_idx').on(t.targetType, t.targetId),
  ],
);

/**
 * One row per rated target: its row lock serialises re-ratings of the target, and its version
 * stamps each rating.changed event so consumers keep the newest average.
 */
export const ratingTargets = pgTable(
  'rating_targets',
  {
    targetType: text('target_type').$type<RatingTarget>().notNull(),
    targetId: uuid('target_id').notNull(),
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'rating_targets_pk', columns: [t.targetType, t.targetId] })],
);

export type RatingRow = typeof ratings.$inferSelect;
