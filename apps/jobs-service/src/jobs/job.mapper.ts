import type { Job, JobHighlights, JobSnapshot } from '@hirewise/contracts';
import type { JobRecord } from './job.table';

/** The columns a client sees; search and bookkeeping columns stay inside. */
export type JobView = Pick<
  JobRecord,
  | 'id'
  | 'recruiterId'
  | 'recruiterName'
  | 'title'
  | 'jobType'
  | 'salary'
  | 'duration'
  | 'skillsets'
  | 'dateOfPosting'
  | 'deadline'
  | 'rating'
  | 'requiresInterview'
  | 'maxApplicants'
  | 'maxPositions'
  | 'acceptedCandidates'
  | 'activeApplications'
  | 'interviewQuestions'
  | 'description'
  | 'locationCity'
  | 'locationCountry'
  | 'remote'
  | 'companyName'
>;

/** A job as the public list reads it: no description (contracts `Job.description`). */
export type ListedJobView = Omit<JobView, 'description'>;

/**
 * A job as the API answers it (contracts `Job`): `_id`, ISO dates, `recruiter.name`, rating -1
 * when none; `highlights` only in a search answer with `q`.
 */
export function toJob(row: JobView | ListedJobView, highlights?: JobHighlights): Job {
  const job: Job = {
    _id: row.id,
    userId: row.recruiterId,
    title: row.title,
    jobType: row.jobType,
    salary: row.salary,
    duration: row.duration,
    skillsets: row.skillsets,
    dateOfPosting: row.dateOfPosting.toISOString(),
    deadline: row.deadline.toISOString(),
    rating: row.rating,
    recruiter: { name: row.recruiterName },
    requiresInterview: row.requiresInterview,
    maxApplicants: row.maxApplicants,
    maxPositions: row.maxPositions,
    acceptedCandidates: row.acceptedCandidates,
    activeApplications: row.activeApplications,
    interviewQuestions: row.interviewQuestions,
    ...('description' in row ? { description: row.description } : {}),
    location: { city: row.locationCity, country: row.locationCountry },
    remote: row.remote,
    company: row.companyName,
  };
  if (highlights) job.highlights = highlights;
  return job;
}

/** What `job.created` / `job.updated` carry: the fields other services copy, with the row's version. */
export function toSnapshot(row: JobRecord): JobSnapshot {
  return {
    jobId: row.id,
    recruiterId: row.recruiterId,
    recruiterName: row.recruiterName,
    title: row.title,
    jobType: row.jobType,
    salary: row.salary,
    duration: row.duration,
    skillsets: row.skillsets,
    dateOfPosting: row.dateOfPosting.toISOString(),
    deadline: row.deadline.toISOString(),
    maxApplicants: row.maxApplicants,
    maxPositions: row.maxPositions,
    interviewQuestions: row.interviewQuestions,
    requiresInterview: row.requiresInterview,
    version: row.version,
  };
}
