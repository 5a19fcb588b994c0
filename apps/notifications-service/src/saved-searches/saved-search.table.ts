import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DigestFrequency, JobType } from '@hirewise/contracts';

/**
 * An applicant's saved search (issue 18): the filters of GET /api/jobs, matched against each new
 * job (job.created.v1). `filters_key` is the filters in a canonical form: the same search twice is
 * refused. The digest mails the matches since `last_digest_at`.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    name: text('name').notNull(),
    q: text('q'),
    jobTypes: text('job_types').array().$type<JobType[]>().notNull().default(sql`'{}'::text[]`),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    duration: integer('duration'),
    filtersKey: text('filters_key').notNull(),
    digest: text('digest').$type<DigestFrequency>().notNull().default('daily'),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    lastMatchAt: timestamp('last_match_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_searches_user_filters_key').on(t.userId, t.filtersKey),
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    check('saved_searches_digest_check', sql`${t.digest} in ('daily', 'weekly', 'off')`),
  ],
);
export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** What a digest says of a matched job, kept at match time (the job may change or close before the digest). */
export interface MatchedJob {
  title: string;
  jobType: JobType;
  salary: number;
  duration: number;
  recruiterName: string;
  deadline: string;
}

/** A batch of matches mailed together (one row per digest mail; mail_queue points at it). */
export const mailDigests = pgTable(
  'mail_digests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_digests_user_idx').on(t.userId)],
);
export type MailDigestRow = typeof mailDigests.$inferSelect;

/** A new job that matched a saved search; `digest_id` is set once a digest mail carries it. */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').notNull(),
    userId: uuid('user_id').notNull(),
    job: jsonb('job').$type<MatchedJob>().notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    digestId: uuid('digest_id').references(() => mailDigests.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.jobId] }),
    index('saved_search_matches_pending_idx').on(t.userId).where(sql`${t.digestId} is null`),
    index('saved_search_matches_digest_idx').on(t.digestId),
  ],
);
export type SavedSearchMatchRow = typeof savedSearchMatches.$inferSelect;
