import { z } from 'zod';
import { INTERVIEW_QUESTION_COUNTS, JOB_FORM_DURATIONS, JOB_SORT_FIELDS, JOB_TYPES, NEW_JOB_DEFAULTS, type JobType } from '../constants';
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
});
export type UpdateJobRequest = z.input<typeof updateJobSchema>;
export type UpdateJobInput = z.output<typeof updateJobSchema>;

const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]), z.array(item));

const sortFieldsSchema = repeated(z.enum(JOB_SORT_FIELDS, { error: 'Sort must be one of salary, duration, rating' }));

/** Query of GET /api/jobs (spec section 7 plus pagination). */
export const jobsQuerySchema = z.object({
  q: z.string().trim().max(200, 'q must be at most 200 characters').optional(),
  jobType: repeated(jobTypeSchema),
  salaryMin: int('salaryMin').min(0, 'salaryMin cannot be negative').optional(),
  salaryMax: int('salaryMax').min(0, 'salaryMax cannot be negative').optional(),
  duration: int('duration').min(0, 'duration cannot be negative').max(7, 'duration must be at most 7').optional(),
  asc: sortFieldsSchema,
  desc: sortFieldsSchema,
  // A boolean too, so a parsed query handed to the jobs service parses again the same way.
  myjobs: z
    .preprocess((v) => (typeof v === 'boolean' ? String(v) : v), z.enum(['0', '1', 'true', 'false'], { error: 'myjobs must be 1 or 0' }).optional())
    .transform((v) => v === '1' || v === 'true'),
  page: int('page').min(1, 'page must be at least 1').default(1),
  limit: int('limit').min(1, 'limit must be at least 1').max(200, 'limit must be at most 200').default(50),
});
export type JobsQuery = z.output<typeof jobsQuerySchema>;

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
}

export interface JobList {
  items: Job[];
  total: number;
}

export const JobMessages = {
  created: 'Job added successfully',
  updated: 'Job details updated successfully',
  deleted: 'Job deleted successfully',
  notFound: 'Job not found',
  notOwner: 'You can only change your own jobs',
  positionsBelowAccepted: (accepted: number) => `Positions available cannot be below the ${accepted} candidates already accepted`,
} as const;
