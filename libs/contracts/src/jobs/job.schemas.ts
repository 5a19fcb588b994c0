import { z } from 'zod';
import {
  INTERVIEW_QUESTION_COUNTS,
  JOB_CONTENT_LIMITS,
  JOB_FORM_DURATIONS,
  JOB_SORT_FIELDS,
  JOB_SUGGEST_LIMITS,
  JOB_TYPES,
  NEW_JOB_DEFAULTS,
  type JobType,
} from '../constants';
import { skillsSchema } from '../auth/fields';

const int = (label: string) => z.coerce.number({ error: `${label} must be a number` }).int(`${label} must be a whole number`);

export const jobTypeSchema = z.enum(JOB_TYPES, { error: 'Job type must be Full Time, Part Time or Work From Home' });

const titleSchema = z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters');
const salarySchema = int('Salary').min(0, 'Salary cannot be negative').max(100_000_000, 'Salary is too large');
const maxApplicantsSchema = int('Maximum number of applicants')
  .min(1, 'Maximum number of applicants must be at least 1')
  .max(100_000, 'Maximum number of applicants must be at most 100000');
const maxPositionsSchema = int('Positions available').min(1, 'Positions available must be at least 1').max(100_000, 'Positions available must be at most 100000');
const durationSchema = int('Duration')
  .min(0, 'Duration cannot be negative')
  .max(JOB_FORM_DURATIONS[JOB_FORM_DURATIONS.length - 1], `Duration must be at most ${JOB_FORM_DURATIONS[JOB_FORM_DURATIONS.length - 1]} months`);
const interviewQuestionsSchema = z.coerce
  .number({ error: 'Interview questions must be a number' })
  .refine((n): n is (typeof INTERVIEW_QUESTION_COUNTS)[number] => (INTERVIEW_QUESTION_COUNTS as readonly number[]).includes(n), {
    message: `Interview questions must be one of ${INTERVIEW_QUESTION_COUNTS.join(', ')}`,
  });
/** Deadlines a job may have (a past one is kept when a job is edited; see updateJobSchema). */
export const DEADLINE_YEARS = { min: 1970, max: 9999 } as const;
const DEADLINE_YEARS_TEXT = `${DEADLINE_YEARS.min} and ${DEADLINE_YEARS.max}`;
const deadlineSchema = z.coerce
  .date({ error: 'Deadline must be a date' })
  .refine((d) => !Number.isNaN(d.getTime()), 'Deadline must be a date')
  // PostgreSQL keeps timestamps of years 4713 BC to 294276 AD and reads ISO years of four digits only.
  .refine((d) => d.getUTCFullYear() >= DEADLINE_YEARS.min && d.getUTCFullYear() <= DEADLINE_YEARS.max, `Deadline must be between the years ${DEADLINE_YEARS_TEXT}`);
const requiresInterviewSchema = z.boolean({ error: 'Requires interview must be true or false' });

/**
 * Issue 19's job content. The description is formatted text (HTML): the jobs service sanitizes it
 * with the Recruiter Agent's allow-list (h1-h6, p, ul, ol, li, strong, em; no attributes) before
 * storing it, so what is read back may be shorter than what was sent.
 */
const descriptionSchema = z
  .string({ error: 'Description must be text' })
  .max(JOB_CONTENT_LIMITS.description, `Description must be at most ${JOB_CONTENT_LIMITS.description} characters`);
const placeSchema = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !/[<>]/.test(v), `${label} cannot contain < or >`);
/** Where the job is: both parts optional (empty = not given). */
export const jobLocationSchema = z.object(
  {
    city: placeSchema('City', JOB_CONTENT_LIMITS.city).default(''),
    country: placeSchema('Country', JOB_CONTENT_LIMITS.country).default(''),
  },
  { error: 'Location must be an object with city and country' },
);
export type JobLocation = z.output<typeof jobLocationSchema>;
const remoteSchema = z.boolean({ error: 'Remote must be true or false' });

/** A new job; omitted fields take the spec's defaults (section 9). */
export const createJobSchema = z.object({
  title: titleSchema,
  maxApplicants: maxApplicantsSchema.default(NEW_JOB_DEFAULTS.maxApplicants),
  maxPositions: maxPositionsSchema.default(NEW_JOB_DEFAULTS.maxPositions),
  deadline: deadlineSchema
    .optional()
    .transform((d) => d ?? new Date(Date.now() + NEW_JOB_DEFAULTS.deadlineOffsetMs))
    .refine((d) => d.getTime() > Date.now(), 'Deadline must be in the future'),
  skillsets: skillsSchema.default([]),
  jobType: jobTypeSchema.default(NEW_JOB_DEFAULTS.jobType),
  duration: durationSchema.default(NEW_JOB_DEFAULTS.duration),
  salary: salarySchema.default(NEW_JOB_DEFAULTS.salary),
  interviewQuestions: interviewQuestionsSchema.default(NEW_JOB_DEFAULTS.interviewQuestions),
  requiresInterview: requiresInterviewSchema.default(NEW_JOB_DEFAULTS.requiresInterview),
  description: descriptionSchema.default(''),
  location: jobLocationSchema.default({ city: '', country: '' }),
  remote: remoteSchema.default(false),
});
export type CreateJobRequest = z.input<typeof createJobSchema>;
export type CreateJobInput = z.output<typeof createJobSchema>;

/** PUT sends the whole job back; only these fields change, unknown ones are ignored. */
export const updateJobSchema = z.object({
  title: titleSchema.optional(),
  maxApplicants: maxApplicantsSchema.optional(),
  maxPositions: maxPositionsSchema.optional(),
  deadline: deadlineSchema.optional(),
  skillsets: skillsSchema.optional(),
  jobType: jobTypeSchema.optional(),
  duration: durationSchema.optional(),
  salary: salarySchema.optional(),
  interviewQuestions: interviewQuestionsSchema.optional(),
  requiresInterview: requiresInterviewSchema.optional(),
  description: descriptionSchema.optional(),
  location: jobLocationSchema.optional(),
  remote: remoteSchema.optional(),
});
export type UpdateJobRequest = z.input<typeof updateJobSchema>;
export type UpdateJobInput = z.output<typeof updateJobSchema>;

const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]), z.array(item));

const sortFieldsSchema = repeated(z.enum(JOB_SORT_FIELDS, { error: 'Sort must be one of salary, duration, rating' }));

const flagSchema = (label: string) =>
  z
    .preprocess((v) => (typeof v === 'boolean' ? String(v) : v), z.enum(['0', '1', 'true', 'false'], { error: `${label} must be 1 or 0` }).optional())
    .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true'));

/** The filters of GET /api/jobs that narrow the set (not its order or page): shared with /facets. */
const jobFilterFields = {
  q: z.string().trim().max(200, 'q must be at most 200 characters').optional(),
  jobType: repeated(jobTypeSchema),
  salaryMin: int('salaryMin').min(0, 'salaryMin cannot be negative').optional(),
  salaryMax: int('salaryMax').min(0, 'salaryMax cannot be negative').optional(),
  duration: int('duration').min(0, 'duration cannot be negative').max(7, 'duration must be at most 7').optional(),
  /** A city or a country (case ignored); jobs marked remote match too only with remote=1. */
  location: z.string().trim().max(JOB_CONTENT_LIMITS.city, `location must be at most ${JOB_CONTENT_LIMITS.city} characters`).optional(),
  /** remote=1: remote jobs only; remote=0: on-site jobs only. */
  remote: flagSchema('remote'),
};

/** Query of GET /api/jobs/facets: the list's filters, each facet counted without its own. */
export const jobFacetsQuerySchema = z.object(jobFilterFields);
export type JobFacetsQuery = z.output<typeof jobFacetsQuerySchema>;

/** Query of GET /api/jobs (spec section 7 plus pagination). */
export const jobsQuerySchema = z.object({
  ...jobFilterFields,
  asc: sortFieldsSchema,
  desc: sortFieldsSchema,
  // A boolean too, so a parsed query handed to the jobs service parses again the same way.
  myjobs: z
    .preprocess((v) => (typeof v === 'boolean' ? String(v) : v), z.enum(['0', '1', 'true', 'false'], { error: 'myjobs must be 1 or 0' }).optional())
    .transform((v) => v === '1' || v === 'true'),
  page: int('page').min(1, 'page must be at least 1').default(1),
  limit: int('limit').min(1, 'limit must be at least 1').max(200, 'limit must be at most 200').default(50),
  /**
   * Keyset pagination: the X-Next-Cursor of the previous page (opaque; bound to the same filters
   * and order). A deep page costs what the first does. Not with page > 1.
   */
  cursor: z.string().trim().min(1, 'cursor is not valid').max(512, 'cursor is not valid').regex(/^[A-Za-z0-9_-]+$/, 'cursor is not valid').optional(),
}).refine((query) => query.cursor === undefined || query.page === 1, { path: ['cursor'], message: 'Use either page or cursor, not both' });
export type JobsQuery = z.output<typeof jobsQuerySchema>;

/** Query of GET /api/jobs/suggest (type-ahead). */
export const jobSuggestQuerySchema = z.object({
  q: z.string({ error: 'q is required' }).trim().min(1, 'q is required').max(100, 'q must be at most 100 characters'),
  limit: int('limit').min(1, 'limit must be at least 1').max(JOB_SUGGEST_LIMITS.max, `limit must be at most ${JOB_SUGGEST_LIMITS.max}`).default(JOB_SUGGEST_LIMITS.default),
});
export type JobSuggestQuery = z.output<typeof jobSuggestQuerySchema>;

export interface Job {
  _id: string;
  userId: string;
  title: string;
  jobType: JobType;
  salary: number;
  duration: number;
  skillsets: string[];
  dateOfPosting: string;
  deadline: string;
  rating: number;
  recruiter: { name: string };
  requiresInterview: boolean;
  maxApplicants: number;
  maxPositions: number;
  acceptedCandidates: number;
  activeApplications: number;
  interviewQuestions: number;
  /**
   * Issue 19: sanitized HTML (allow-list h1-h6, p, ul, ol, li, strong, em); '' when none. Absent
   * from the public list's items (GET /api/jobs without `myjobs`): tiles do not show it, and a page
   * of descriptions was most of the list's bytes; GET /api/jobs/{id} and the job page have it.
   */
  description?: string;
  location: JobLocation;
  remote: boolean;
  /** The recruiter's company (their profile's companyName when the job was posted or last edited); '' when none. */
  company: string;
  /** Search answers with `q` only: where the words matched, as [start, end) offsets (UTF-16) in the title and each skill. */
  highlights?: JobHighlights;
}

/** A half-open range [start, end) of UTF-16 code units in a string. */
export type TextRange = [start: number, end: number];
export interface JobHighlights {
  title: TextRange[];
  /** One list per entry of `skillsets`, in the same order. */
  skillsets: TextRange[][];
}

export interface JobList {
  items: Job[];
  /** Exact when `totalCapped` is false; otherwise at least this many (JOB_SEARCH_TOTAL_CAP). */
  total: number;
  totalCapped: boolean;
  /** The cursor of the next page; absent on the last page. */
  nextCursor?: string;
}

export interface JobSuggestion {
  /** What to put in the search box. */
  text: string;
  /** Where it comes from: a job title or a skill. */
  kind: 'title' | 'skill';
}
export interface JobSuggestions {
  suggestions: JobSuggestion[];
}

export interface FacetCount<V> {
  value: V;
  count: number;
}
export interface SalaryBandCount {
  min: number;
  /** Exclusive; null = no upper bound. */
  max: number | null;
  count: number;
}
/**
 * GET /api/jobs/facets: how many open jobs each value would leave, counted with every other
 * filter applied but not the facet's own (so choosing one job type still shows the others' counts).
 */
export interface JobFacets {
  total: number;
  totalCapped: boolean;
  jobType: FacetCount<JobType>[];
  /** Durations 0 (flexible) to 6 months, as stored. */
  duration: FacetCount<number>[];
  salary: SalaryBandCount[];
  remote: { remote: number; onSite: number };
}

/** Open jobs for the sitemap and the feeds, newest first. */
export interface JobFeedQuery {
  limit: number;
}
export interface JobFeed {
  items: Job[];
}

/** What the sitemap needs of an open job: its page's address and dates, not the whole job. */
export type JobLink = Pick<Job, '_id' | 'dateOfPosting' | 'deadline'>;
/** Open jobs' links for the sitemap, newest first (up to 50,000: whole jobs would be tens of megabytes). */
export interface JobLinks {
  items: JobLink[];
}

export const JobMessages = {
  created: 'Job added successfully',
  updated: 'Job details updated successfully',
  deleted: 'Job deleted successfully',
  notFound: 'Job not found',
  notOwner: 'You can only change your own jobs',
  invalidCursor: 'cursor is not valid',
  positionsBelowAccepted: (accepted: number) => `Positions available cannot be below the ${accepted} candidates already accepted`,
} as const;
