import { z } from 'zod';
import { WORD_LIMIT, type JobType } from '../constants';
import { countWords } from '../common/text';
import { UUID_PATTERN } from '../common/ids';
import type { ApplicationStatus } from '../domain';
import type { EducationRow } from '../auth/fields';
import { REJECTION_REASONS, type RejectionReason } from '../notifications/notification.types';
import type { StatusActor } from '../events';

export const SOP_WORD_LIMIT_MESSAGE = `Statement of purpose must be at most ${WORD_LIMIT} words`;

export const applySchema = z.object({
  sop: z
    .string({ error: 'Statement of purpose must be text' })
    .trim()
    .max(5000, 'Statement of purpose must be at most 5000 characters')
    .refine((v) => countWords(v) <= WORD_LIMIT, SOP_WORD_LIMIT_MESSAGE)
    .default(''),
});
export type ApplyRequest = z.input<typeof applySchema>;

/** Statuses a recruiter may set through PUT /api/applications/{id} (section 4). */
export const RECRUITER_TARGET_STATUSES = ['shortlisted', 'accepted', 'rejected', 'finished'] as const;
export type RecruiterTargetStatus = (typeof RECRUITER_TARGET_STATUSES)[number];

/** A rejection's reasons (issue 18): a list, free text, and whether the applicant may see them. */
export const rejectionReasonSchema = z.object(
  {
    reasons: z.array(z.enum(REJECTION_REASONS, { error: `Reasons must be among ${REJECTION_REASONS.join(', ')}` })).max(REJECTION_REASONS.length).default([]),
    text: z.string({ error: 'The reason must be text' }).trim().max(1000, 'The reason must be at most 1000 characters').default(''),
    share: z.boolean({ error: 'share must be true or false' }).default(false),
  },
  { error: 'reason must be an object { reasons, text, share }' },
);
export type RejectionReasonInput = z.input<typeof rejectionReasonSchema>;
export type RejectionReasonRecord = z.output<typeof rejectionReasonSchema>;

/**
 * Issue 21 (human review before rejection): rejecting a candidate whose interview was scored by AI
 * needs `reviewConfirmed: true`, stored with the status change; elsewhere it is ignored.
 */
const reviewConfirmedSchema = z.boolean({ error: 'reviewConfirmed must be true or false' }).default(false);

export const statusUpdateSchema = z
  .object({
    status: z.enum(RECRUITER_TARGET_STATUSES, { error: 'Status must be shortlisted, accepted, rejected or finished' }),
    // The client sends its clock; the server stores its own time of the change.
    dateOfJoining: z.unknown().optional(),
    reason: rejectionReasonSchema.optional(),
    reviewConfirmed: reviewConfirmedSchema,
  })
  .refine((v) => v.reason === undefined || v.status === 'rejected', { path: ['reason'], message: 'A reason can only be given for a rejection' });
export type StatusUpdateRequest = z.input<typeof statusUpdateSchema>;

/** POST /api/applications/bulk-status (issue 18): the statuses a recruiter may set on several applications at once. */
export const BULK_STATUS_TARGETS = ['shortlisted', 'rejected'] as const satisfies readonly RecruiterTargetStatus[];
export type BulkStatusTarget = (typeof BULK_STATUS_TARGETS)[number];
export const BULK_STATUS_MAX_IDS = 100;

/**
 * Several applications, one status, each changed on its own (docs/hiring-core.md, "Bulk status
 * changes"). A repeated id is refused (UUIDs compare without case), so every result answers
 * exactly one id of the request, in its order.
 */
export const bulkStatusSchema = z
  .object({
    applicationIds: z
      .array(z.string({ error: 'applicationIds must be application ids' }).regex(UUID_PATTERN, 'applicationIds must be application ids'), {
        error: 'applicationIds must be a list of application ids',
      })
      .min(1, 'applicationIds must name at least one application')
      .max(BULK_STATUS_MAX_IDS, `applicationIds must name at most ${BULK_STATUS_MAX_IDS} applications`)
      .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, 'applicationIds must not name an application twice'),
    status: z.enum(BULK_STATUS_TARGETS, { error: 'Status must be shortlisted or rejected' }),
    reason: rejectionReasonSchema.optional(),
    reviewConfirmed: reviewConfirmedSchema,
  })
  .refine((v) => v.reason === undefined || v.status === 'rejected', { path: ['reason'], message: 'A reason can only be given for a rejection' });
export type BulkStatusRequest = z.input<typeof bulkStatusSchema>;

/** What happened to one application of a bulk change. */
export type BulkStatusOutcome = 'changed' | 'unchanged' | 'refused';
export interface BulkStatusResult {
  applicationId: string;
  outcome: BulkStatusOutcome;
  /** The status after; null when the caller may not see it (no such application, or another recruiter's). */
  status: ApplicationStatus | null;
  /** A refusal's message: the one PUT /api/applications/{id} would answer. */
  message?: string;
}
export interface BulkStatusReply {
  /** How many applications changed. */
  changed: number;
  /** One per id sent, in the order sent. */
  results: BulkStatusResult[];
}

const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]), z.array(item));

export const APPLICANT_SORT_FIELDS = ['jobApplicant.name', 'dateOfApplication', 'jobApplicant.rating'] as const;
export const EMPLOYEE_SORT_FIELDS = ['jobApplicant.name', 'job.title', 'dateOfJoining', 'jobApplicant.rating'] as const;
export const APPLICATION_SORT_FIELDS = ['jobApplicant.name', 'job.title', 'dateOfApplication', 'dateOfJoining', 'jobApplicant.rating'] as const;
export type ApplicationSortField = (typeof APPLICATION_SORT_FIELDS)[number];
export type ApplicantSortField = (typeof APPLICANT_SORT_FIELDS)[number];
export type EmployeeSortField = (typeof EMPLOYEE_SORT_FIELDS)[number];
export const LISTED_STATUSES = ['applied', 'shortlisted', 'rejected', 'accepted', 'finished'] as const;


/**
 * GET /api/applicants: either one job's applications (`jobId`, statuses applied, shortlisted,
 * rejected) or, with status=accepted and no jobId, the recruiter's employees.
 */
export const applicantsQuerySchema = z
  .object({
    jobId: z.string().regex(UUID_PATTERN, 'jobId is not a valid id').optional(),
    status: repeated(z.enum(LISTED_STATUSES, { error: 'status must be one of applied, shortlisted, rejected, accepted, finished' })),
    asc: repeated(z.enum(APPLICATION_SORT_FIELDS, { error: `Sort must be one of ${APPLICATION_SORT_FIELDS.join(', ')}` })),
    desc: repeated(z.enum(APPLICATION_SORT_FIELDS, { error: `Sort must be one of ${APPLICATION_SORT_FIELDS.join(', ')}` })),
    page: z.coerce.number({ error: 'page must be a number' }).int().min(1, 'page must be at least 1').default(1),
    limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1, 'limit must be at least 1').max(200, 'limit must be at most 200').default(50),
  })
  .superRefine((q, ctx) => {
    if (!q.jobId && !q.status.includes('accepted')) {
      ctx.addIssue({ code: 'custom', path: ['jobId'], message: 'jobId is required unless status=accepted' });
    }
  });
export type ApplicantsQuery = z.output<typeof applicantsQuerySchema>;

export const ratingValueSchema = z.coerce
  .number({ error: 'Rating must be a number' })
  .int('Rating must be a whole number from 1 to 5')
  .min(1, 'Rating must be from 1 to 5')
  .max(5, 'Rating must be from 1 to 5');

/**
 * {rating, jobId} (an applicant rates a job) or {rating, applicantId} (a recruiter rates an
 * applicant). One object rather than a union, so a bad rating is named as such.
 */
export const putRatingSchema = z
  .object({
    rating: ratingValueSchema,
    jobId: z.string({ error: 'jobId is not a valid id' }).regex(UUID_PATTERN, 'jobId is not a valid id').optional(),
    applicantId: z.string({ error: 'applicantId is not a valid id' }).regex(UUID_PATTERN, 'applicantId is not a valid id').optional(),
  })
  .refine((v) => (v.jobId === undefined) !== (v.applicantId === undefined), { message: 'Send a rating with either jobId or applicantId' });
export type PutRatingRequest = z.input<typeof putRatingSchema>;

export const ratingQuerySchema = z.object({ id: z.string({ error: 'id is required' }).regex(UUID_PATTERN, 'id is not a valid id') });

export interface ApplicationJob {
  _id: string;
  title: string;
  skillsets: string[];
  jobType: JobType;
  salary: number;
  duration: number;
  deadline: string;
  dateOfPosting: string;
  interviewQuestions: number;
  requiresInterview: boolean;
}

export interface JobApplicant {
  userId: string;
  name: string;
  rating: number;
  profile: string;
  resume: string;
  skills: string[];
  education: EducationRow[];
}

export interface Application {
  _id: string;
  jobId: string;
  userId: string;
  recruiterId: string;
  status: ApplicationStatus;
  sop: string;
  dateOfApplication: string;
  dateOfJoining: string | null;
  interviewCompleted: boolean;
  interviewScore: number | null;
  /** Cancelled because the applicant accepted another offer: that job. */
  cancelledFor?: { jobId: string; title: string };
  /** Rejected with a reason: always for the recruiter; for the applicant only when the recruiter shared it. */
  rejection?: { reasons: RejectionReason[]; text: string; shared: boolean };
  /** Issue 21: the applicant asked for a human interview instead of the AI one (to its applicant and the job's recruiter); null when not. */
  humanInterviewRequest?: { requestedAt: string; handledAt: string | null } | null;
  job: ApplicationJob;
  recruiter: { name: string };
  jobApplicant: JobApplicant;
}

export interface StatusChange {
  from: ApplicationStatus | null;
  to: ApplicationStatus;
  by: string;
  at: string;
}

export interface RatingResponse {
  rating: number;
}

/** One change in an application's status history (GET /api/applications/{id}/history), oldest first. */
export interface StatusHistoryEntry {
  from: ApplicationStatus | null;
  to: ApplicationStatus;
  at: string;
  /** Who or what made the change. */
  by: StatusActor;
  /** A cancellation: the job whose offer was accepted. */
  cancelledFor?: { jobId: string; title: string };
  /** A rejection's reason, when the caller may see it. */
  rejection?: { reasons: RejectionReason[]; text: string; shared: boolean };
}
export interface ApplicationHistory {
  applicationId: string;
  jobTitle: string;
  /** The interview was completed (and when), an event of the journey that is not a status. */
  interviewCompletedAt: string | null;
  entries: StatusHistoryEntry[];
}
