import type { Caller } from '../messages';
import type { CreateJobRequest, JobFacetsQuery, JobFeedQuery, JobsQuery, JobSuggestQuery, UpdateJobInput } from './job.schemas';

export interface CreateJobMessage {
  caller: Caller;
  /** The jobs service parses it with createJobSchema (defaults for what is omitted; a deadline arrives as a string). */
  job: CreateJobRequest;
}
export interface GetJobMessage {
  jobId: string;
}
export interface UpdateJobMessage {
  caller: Caller;
  jobId: string;
  changes: UpdateJobInput;
}
export interface DeleteJobMessage {
  caller: Caller;
  jobId: string;
}
export interface SearchJobsMessage {
  caller: Caller;
  query: JobsQuery;
}
export interface SuggestJobsMessage {
  caller: Caller;
  query: JobSuggestQuery;
}
export interface JobFacetsMessage {
  caller: Caller;
  query: JobFacetsQuery;
}
/** The public pages' read (sitemap, RSS, XML feed): no caller, open jobs only. */
export type JobFeedMessage = JobFeedQuery;
/** The sitemap's read: the same query, answered with links only (JobLinks). */
export type JobLinksMessage = JobFeedQuery;
