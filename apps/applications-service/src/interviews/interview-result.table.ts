import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AnswerMode } from '@hirewise/contracts';
import { applications } from '../applications/application.table';

/** One completed interview per application (architecture section 3: a second submission is 409). */
export const interviewResults = pgTable(
  'interview_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').notNull(),
    applicantId: uuid('applicant_id').notNull(),
    recruiterId: uuid('recruiter_id').notNull(),
    questions: jsonb('questions').$type<string[]>().notNull(),
    answers: jsonb('answers').$type<string[]>().notNull(),
    scores: jsonb('scores').$type<number[]>().notNull(),
    overallScore: integer('overall_score').notNull(),
    feedback: jsonb('feedback').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    answerModes: jsonb('answer_modes').$type<AnswerMode[]>().notNull().default(sql`'[]'::jsonb`),
    videoFileId: text('video_file_id'),
    videoFileName: text('video_file_name'),
    videoContentType: text('video_content_type'),
    videoSize: integer('video_size'),
    /** Set when the applicant had the recording deleted; the file id is cleared then. */
    videoDeletedAt: timestamp('video_deleted_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('interview_results_application_uq').on(t.applicationId),
    index('interview_results_recruiter_idx').on(t.recruiterId, t.completedAt),
    index('interview_results_applicant_idx').on(t.applicantId, t.completedAt),
    check('interview_results_score_check', sql`${t.overallScore} between 0 and 100`),
  ],
);

export type InterviewResultRow = typeof interviewResults.$inferSelect;
