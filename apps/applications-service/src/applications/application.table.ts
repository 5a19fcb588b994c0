import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ApplicationStatus, RejectionReason, StatusActor } from '@hirewise/contracts';

/** Statuses that hold a place in a job (count against maxApplicants; one per applicant and job). */
export const ACTIVE_STATUSES = ['applied', 'shortlisted', 'accepted'] as const satisfies readonly ApplicationStatus[];

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id').notNull(),
    applicantId: uuid('applicant_id').notNull(),
    recruiterId: uuid('recruiter_id').notNull(),
    status: text('status').$type<ApplicationStatus>().notNull(),
    sop: text('sop').notNull().default(''),
    dateOfApplication: timestamp('date_of_application', { withTimezone: true }).notNull().defaultNow(),
    dateOfJoining: timestamp('date_of_joining', { withTimezone: true }),
    interviewCompleted: boolean('interview_completed').notNull().default(false),
    interviewScore: integer('interview_score'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'applications_status_check',
      sql`${t.status} in ('applied', 'shortlisted', 'accepted', 'rejected', 'deleted', 'cancelled', 'finished')`,
    ),
    check('applications_interview_score_check', sql`${t.interviewScore} is null or ${t.interviewScore} between 0 and 100`),
    // The last line of defence behind the locked checks: one active application per applicant and job.
    uniqueIndex('applications_one_active_per_job')
      .on(t.jobId, t.applicantId)
      .where(sql`${t.status} in ('applied', 'shortlisted', 'accepted')`),
    index('applications_job_status_idx').on(t.jobId, t.status, t.dateOfApplication),
    index('applications_recruiter_status_idx').on(t.recruiterId, t.status, t.dateOfJoining),
    index('applications_applicant_idx').on(t.applicantId, t.dateOfApplication),
  ],
);

/** Who moved an application from what to what, and when; 'system' for deletions and cancellations. */
export const statusHistory = pgTable(
  'status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<ApplicationStatus>(),
    toStatus: text('to_status').$type<ApplicationStatus>().notNull(),
    changedBy: text('changed_by').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Issue 18: who or what (applicant, recruiter, system); null on rows recorded before. */
    actor: text('actor').$type<StatusActor>(),
    /** A cancellation: the job whose offer the applicant accepted. */
    causeJobId: uuid('cause_job_id'),
    /** A rejection's reasons; shown to the applicant only when reason_shared. */
    reasonCodes: text('reason_codes').array().$type<RejectionReason[]>(),
    reasonText: text('reason_text'),
    reasonShared: boolean('reason_shared').notNull().default(false),
    /** Issue 21: a rejection of an AI-scored candidate whose recruiter confirmed reviewing the answers. */
    reviewConfirmed: boolean('review_confirmed').notNull().default(false),
  },
  (t) => [index('status_history_application_idx').on(t.applicationId, t.changedAt)],
);

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplicationRow = typeof applications.$inferInsert;
export type StatusHistoryRow = typeof statusHistory.$inferSelect;
