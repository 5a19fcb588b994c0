import { boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/** What notifications need of a job (title, recruiter, interview), kept from job events; newer versions win. */
export const jobCopies = pgTable('job_copies', {
  jobId: uuid('job_id').primaryKey(),
  recruiterId: uuid('recruiter_id').notNull(),
  title: text('title').notNull(),
  requiresInterview: boolean('requires_interview').notNull().default(false),
  deleted: boolean('deleted').notNull().default(false),
  version: integer('version').notNull(),
});

export type JobCopyRow = typeof jobCopies.$inferSelect;
