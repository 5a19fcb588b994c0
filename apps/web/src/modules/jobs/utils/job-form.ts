import { INTERVIEW_QUESTION_COUNTS, JOB_FORM_DURATIONS, NEW_JOB_DEFAULTS, type JobType } from '@hirewise/contracts/constants';
import { createJobSchema, updateJobSchema, type Job } from '@hirewise/contracts/jobs';
import type { z } from 'zod';
import type { FieldErrors } from '../../auth/utils/validation';
import type { ParsedForm } from '../../forms/utils/field-errors';
import { toDateTimeLocal } from '../../ui/utils/format';
import { formatDuration } from './job-format';

/** The add-job form as typed: numbers stay text until the contracts schema coerces them. */
export interface JobFormValues extends JobContentValues {
  title: string;
  jobType: JobType;
  duration: string;
  salary: string;
  skillsets: string[];
  /** datetime-local text, in the browser's time zone. */
  deadline: string;
  maxApplicants: string;
  maxPositions: string;
  interviewQuestions: string;
  requiresInterview: boolean;
}
export type JobFormField = keyof JobFormValues;

/** Issue 19's content of a job, in Add Job and Update Details: all optional. */
export interface JobContentValues {
  /** Clean HTML from the rich-text editor; '' for none. */
  description: string;
  city: string;
  country: string;
  remote: boolean;
}
export type JobContentField = keyof JobContentValues;

const NO_CONTENT: JobContentValues = { description: '', city: '', country: '', remote: false };

/** The form's content fields as the contracts take them: the place as `location: { city, country }`. */
function contentRequest({ description, city, country, remote }: JobContentValues) {
  return { description, location: { city, country }, remote };
}

/**
 * Checks form values with a contracts schema, the first message per field; a message about
 * `location.city` belongs to the City field (the form has no `location` field of its own).
 */
function parseJobForm<S extends z.ZodType, K extends string>(schema: S, values: unknown): ParsedForm<z.output<S>, K> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors<K> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'location' && typeof issue.path[1] === 'string' ? issue.path[1] : issue.path[0];
    if (typeof field === 'string') errors[field as K] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Spec section 9's new-job defaults; the deadline is 10 days from `now`. */
export function initialJobFormValues(now: Date = new Date()): JobFormValues {
  return {
    title: '',
    jobType: NEW_JOB_DEFAULTS.jobType,
    duration: String(NEW_JOB_DEFAULTS.duration),
    salary: String(NEW_JOB_DEFAULTS.salary),
    skillsets: [],
    deadline: toDateTimeLocal(new Date(now.getTime() + NEW_JOB_DEFAULTS.deadlineOffsetMs)),
    maxApplicants: String(NEW_JOB_DEFAULTS.maxApplicants),
    maxPositions: String(NEW_JOB_DEFAULTS.maxPositions),
    interviewQuestions: String(NEW_JOB_DEFAULTS.interviewQuestions),
    requiresInterview: NEW_JOB_DEFAULTS.requiresInterview,
    ...NO_CONTENT,
  };
}

export const JOB_FORM_DURATION_OPTIONS = JOB_FORM_DURATIONS.map((n) => ({ value: String(n), label: formatDuration(n) }));
export const INTERVIEW_QUESTION_OPTIONS = INTERVIEW_QUESTION_COUNTS.map((n) => ({ value: String(n), label: String(n) }));

/** The POST /api/jobs body, or a message per field, checked with createJobSchema. */
export function validateJobForm(values: JobFormValues) {
  const { description, city, country, remote, ...job } = values;
  return parseJobForm<typeof createJobSchema, JobFormField>(createJobSchema, { ...job, ...contentRequest({ description, city, country, remote }) });
}

/** The limits the Update Details dialog changes. */
export interface JobLimitValues {
  deadline: string;
  maxApplicants: string;
  maxPositions: string;
}
/** The Update Details dialog: the limits and the job's content. */
export type JobUpdateValues = JobLimitValues & JobContentValues;
export type JobUpdateField = keyof JobUpdateValues;
export type JobLimitField = keyof JobLimitValues;

const jobUpdateSchema = updateJobSchema
  .pick({ deadline: true, maxApplicants: true, maxPositions: true, description: true, location: true, remote: true })
  .required();

export function jobUpdateValues(job: Pick<Job, 'deadline' | 'maxApplicants' | 'maxPositions'> & Partial<Pick<Job, 'description' | 'location' | 'remote'>>): JobUpdateValues {
  return {
    deadline: toDateTimeLocal(job.deadline),
    maxApplicants: String(job.maxApplicants),
    maxPositions: String(job.maxPositions),
    // A job posted before issue 19 may come without them.
    description: job.description ?? '',
    city: job.location?.city ?? '',
    country: job.location?.country ?? '',
    remote: job.remote ?? false,
  };
}

/** Spec section 5: at least 1 applicant and 1 position; the deadline must be a date. The content as in Add Job. */
export function validateJobUpdate(values: JobUpdateValues) {
  const { description, city, country, remote, ...limits } = values;
  return parseJobForm<typeof jobUpdateSchema, JobUpdateField>(jobUpdateSchema, { ...limits, ...contentRequest({ description, city, country, remote }) });
}
