import { INTERVIEW_QUESTION_COUNTS, JOB_FORM_DURATIONS, NEW_JOB_DEFAULTS, type JobType } from '@hirewise/contracts/constants';
import { createJobSchema, updateJobSchema, type Job } from '@hirewise/contracts/jobs';
import { parseForm } from '../../forms/utils/field-errors';
import { toDateTimeLocal } from '../../ui/utils/format';
import { formatDuration } from './job-format';

/** The add-job form as typed: numbers stay text until the contracts schema coerces them. */
export interface JobFormValues {
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
  };
}

export const JOB_FORM_DURATION_OPTIONS = JOB_FORM_DURATIONS.map((n) => ({ value: String(n), label: formatDuration(n) }));
export const INTERVIEW_QUESTION_OPTIONS = INTERVIEW_QUESTION_COUNTS.map((n) => ({ value: String(n), label: String(n) }));

/** The POST /api/jobs body, or a message per field, checked with createJobSchema. */
export function validateJobForm(values: JobFormValues) {
  return parseForm<typeof createJobSchema, JobFormField>(createJobSchema, values);
}

/** The Update Details dialog: the three fields it changes. */
export interface JobUpdateValues {
  deadline: string;
  maxApplicants: string;
  maxPositions: string;
}
export type JobUpdateField = keyof JobUpdateValues;

const jobUpdateSchema = updateJobSchema.pick({ deadline: true, maxApplicants: true, maxPositions: true }).required();

export function jobUpdateValues(job: Pick<Job, 'deadline' | 'maxApplicants' | 'maxPositions'>): JobUpdateValues {
  return { deadline: toDateTimeLocal(job.deadline), maxApplicants: String(job.maxApplicants), maxPositions: String(job.maxPositions) };
}

/** Spec section 5: at least 1 applicant and 1 position; the deadline must be a date. */
export function validateJobUpdate(values: JobUpdateValues) {
  return parseForm<typeof jobUpdateSchema, JobUpdateField>(jobUpdateSchema, values);
}
