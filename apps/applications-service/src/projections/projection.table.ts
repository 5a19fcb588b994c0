import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { EducationRow, JobType } from '@hirewise/contracts';

/**
 * Copies of other services' data, fed by events (a row changes only when an event's `version`
 * is newer) or read through on a miss (stored with version 0, so any event wins over it).
 */
export const jobProjection = pgTable('job_projection', {
  jobId: uuid('job_id').primaryKey(),
  recruiterId: uuid('recruiter_id').notNull(),
  recruiterName: text('recruiter_name').notNull(),
  title: text('title').notNull(),
  jobType: text('job_type').$type<JobType>().notNull(),
  salary: integer('salary').notNull(),
  duration: integer('duration').notNull(),
  skillsets: jsonb('skillsets').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  dateOfPosting: timestamp('date_of_posting', { withTimezone: true }).notNull(),
  deadline: timestamp('deadline', { withTimezone: true }).notNull(),
  maxApplicants: integer('max_applicants').notNull(),
  maxPositions: integer('max_positions').notNull(),
  interviewQuestions: integer('interview_questions').notNull(),
  requiresInterview: boolean('requires_interview').notNull(),
  /** Deleted is final: a tombstone keeps a late job.created from bringing a deleted job back. */
  deleted: boolean('deleted').notNull().default(false),
  version: integer('version').notNull(),
  /** Version of the job whose limits these are: set ahead of the event by a limits change. */
  limitsVersion: integer('limits_version').notNull().default(0),
  /** Owned here: counts of this job's applications and a counter stamped on each status event. */
  acceptedCount: integer('accepted_count').notNull().default(0),
  activeCount: integer('active_count').notNull().default(0),
  sequence: integer('sequence').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const applicantProjection = pgTable('applicant_projection', {
  userId: uuid('user_id').primaryKey(),
  name: text('name').notNull(),
  skills: jsonb('skills').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  education: jsonb('education').$type<EducationRow[]>().notNull().default(sql`'[]'::jsonb`),
  profile: text('profile').notNull().default(''),
  resume: text('resume').notNull().default(''),
  /** Average of recruiters' ratings (owned here, see ratings); -1 when none. */
  rating: doublePrecision('rating').notNull().default(-1),
  ratingVersion: integer('rating_version').notNull().default(0),
  version: integer('version').notNull(),
  /** Set when the account was deleted: the row stays, anonymized, for recruiters' records. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Recruiters' current names (user.updated), shown over the name a job snapshot carried. */
export const recruiterProjection = pgTable('recruiter_projection', {
  userId: uuid('user_id').primaryKey(),
  name: text('name').notNull(),
  version: integer('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type JobProjectionRow = typeof jobProjection.$inferSelect;
export type NewJobProjectionRow = typeof jobProjection.$inferInsert;
export type ApplicantProjectionRow = typeof applicantProjection.$inferSelect;
export type NewApplicantProjectionRow = typeof applicantProjection.$inferInsert;
