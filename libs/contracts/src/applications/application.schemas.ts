import { z } from 'zod';
import { WORD_LIMIT, type JobType } from '../constants';
import { countWords } from '../common/text';
import { UUID_PATTERN } from '../common/ids';
import type { ApplicationStatus } from '../domain';
import type { EducationRow } from '../auth/fields';

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

export const statusUpdateSchema = z.object({
  status: z.enum(RECRUITER_TARGET_STATUSES, { error: 'Status must be shortlisted, accepted, rejected or finished' }),
  // The client sends its clock; the server stores its own time of the change.
  dateOfJoining: z.unknown().optional(),
});
export type StatusUpdateRequest = z.input<typeof statusUpdateSchema>;

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
