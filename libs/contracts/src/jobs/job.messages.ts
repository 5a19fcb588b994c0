import type { Caller } from '../messages';
import type { CreateJobInput, JobsQuery, UpdateJobInput } from './job.schemas';

export interface CreateJobMessage {
  caller: Caller;
  job: CreateJobInput;
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
