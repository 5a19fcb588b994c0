import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AiEngineInfo, AiSource, AnswerEvidence, AnswerMode, Difficulty, ScoredBy } from '@hirewise/contracts';
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
    /** The server's per-answer AI scores (issue 15; `scored_by = 'client'` rows hold what older browsers sent). */
    scores: jsonb('scores').$type<number[]>().notNull(),
    /** The AI overall score: the mean of `scores`, rounded. Never changed by a review. */
    overallScore: integer('overall_score').notNull(),
    feedback: jsonb('feedback').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    answerModes: jsonb('answer_modes').$type<AnswerMode[]>().notNull().default(sql`'[]'::jsonb`),
    /** Issue 15: who computed the scores, the session's question ids, and each answer's provenance and evidence. */
    scoredBy: text('scored_by').$type<ScoredBy>().notNull().default('client'),
    questionIds: jsonb('question_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    engines: jsonb('engines').$type<AiEngineInfo[]>().notNull().default(sql`'[]'::jsonb`),
    evidence: jsonb('evidence').$type<AnswerEvidence[][]>().notNull().default(sql`'[]'::jsonb`),
    /** Per answer: the share of the expected answer's wording it repeats (reference-overlap.ts). */
    referenceOverlaps: jsonb('reference_overlaps').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    overallScoreMethod: text('overall_score_method').notNull().default('client'),
    overallScoreEngines: jsonb('overall_score_engines').$type<AiEngineInfo[]>().notNull().default(sql`'[]'::jsonb`),
    /** The latest review (the history is in interview_reviews): the override is in force when set. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by'),
    overrideScore: integer('override_score'),
    overrideReason: text('override_reason'),
    videoFileId: text('video_file_id'),
    videoFileName: text('video_file_name'),
    videoContentType: text('video_content_type'),
    videoSize: integer('video_size'),
    /** Set when the applicant had the recording deleted; the file id is cleared then. */
    videoDeletedAt: timestamp('video_deleted_at', { withTimezone: true }),
    /** Why: `applicant` (on request) or `retention` (RECORDING_RETENTION_DAYS after the job's deadline). */
    videoDeletedReason: text('video_deleted_reason').$type<'applicant' | 'retention'>(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('interview_results_application_uq').on(t.applicationId),
    index('interview_results_recruiter_idx').on(t.recruiterId, t.completedAt),
    index('interview_results_applicant_idx').on(t.applicantId, t.completedAt),
    check('interview_results_score_check', sql`${t.overallScore} between 0 and 100`),
    check('interview_results_override_check', sql`${t.overrideScore} is null or (${t.overrideScore} between 0 and 100 and ${t.overrideReason} is not null)`),
    check('interview_results_scored_by_check', sql`${t.scoredBy} in ('server', 'client')`),
  ],
);

export type InterviewResultRow = typeof interviewResults.$inferSelect;

/**
 * The interview the server runs for an application (issue 15): started by its first question, with
 * the number of questions fixed then (the job's `interviewQuestions`).
 */
export const interviewSessions = pgTable('interview_sessions', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  jobId: uuid('job_id').notNull(),
  applicantId: uuid('applicant_id').notNull(),
  total: integer('total').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('interview_sessions_applicant_idx').on(t.applicantId), check('interview_sessions_total_check', sql`${t.total} between 1 and 10`)]);

export type InterviewSessionRow = typeof interviewSessions.$inferSelect;

/**
 * Each question the server asked, with the expected answer it keeps (never sent to the applicant),
 * then the applicant's answer and the server's evaluation of it with its provenance and evidence.
 */
export const interviewQuestions = pgTable(
  'interview_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => interviewSessions.applicationId, { onDelete: 'cascade' }),
    applicantId: uuid('applicant_id').notNull(),
    /** 0-based position in the interview. */
    position: integer('position').notNull(),
    /** The `currentQuestion` sent to the AI service (per candidate, see question-order.ts). */
    questionNumber: integer('question_number').notNull(),
    question: text('question').notNull(),
    expectedAnswer: text('expected_answer').notNull(),
    difficulty: text('difficulty').$type<Difficulty>().notNull(),
    focusArea: text('focus_area'),
    /** `llm`, `local`, or `fallback` (the AI service failed: the spec's default question). */
    questionSource: text('question_source').$type<AiSource | 'fallback'>().notNull(),
    questionEngine: jsonb('question_engine').$type<AiEngineInfo>(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    answer: text('answer'),
    answerMode: text('answer_mode').$type<AnswerMode>(),
    score: integer('score'),
    feedback: text('feedback'),
    evidence: jsonb('evidence').$type<AnswerEvidence[]>(),
    engine: jsonb('engine').$type<AiEngineInfo>(),
    evaluationSource: text('evaluation_source').$type<AiSource>(),
    referenceOverlap: real('reference_overlap'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('interview_questions_position_uq').on(t.applicationId, t.position),
    index('interview_questions_applicant_idx').on(t.applicantId),
    check('interview_questions_score_check', sql`${t.score} is null or ${t.score} between 0 and 100`),
  ],
);

export type InterviewQuestionRow = typeof interviewQuestions.$inferSelect;

/** Every review of an interview's results (issue 15): who, when, the override and its reason. */
export const interviewReviews = pgTable(
  'interview_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resultId: uuid('result_id')
      .notNull()
      .references(() => interviewResults.id, { onDelete: 'cascade' }),
    recruiterId: uuid('recruiter_id').notNull(),
    overrideScore: integer('override_score'),
    reason: text('reason'),
    /** The AI overall score when the review was made (it never changes; kept beside the override). */
    aiOverallScore: integer('ai_overall_score').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('interview_reviews_result_idx').on(t.resultId, t.reviewedAt), check('interview_reviews_override_check', sql`${t.overrideScore} is null or ${t.overrideScore} between 0 and 100`)],
);

export type InterviewReviewRow = typeof interviewReviews.$inferSelect;
