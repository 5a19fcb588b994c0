import type { Caller } from '../messages';
import type { ApplicantsQuery, RecruiterTargetStatus } from './application.schemas';

export interface ApplyMessage {
  caller: Caller;
  jobId: string;
  sop: string;
}
export interface ListMineMessage {
  caller: Caller;
  page: number;
  limit: number;
}
export interface ListApplicantsMessage {
  caller: Caller;
  query: ApplicantsQuery;
}
export interface UpdateStatusMessage {
  caller: Caller;
  applicationId: string;
  status: RecruiterTargetStatus;
}
export interface GetRatingMessage {
  caller: Caller;
  id: string;
}
export interface PutRatingMessage {
  caller: Caller;
  rating: number;
  jobId?: string;
  applicantId?: string;
}

/** Limits a job is about to get; `version` is the job version that will carry them. */
export interface SetJobLimitsMessage {
  jobId: string;
  maxPositions: number;
  maxApplicants: number;
  version: number;
}
export interface SetJobLimitsResult {
  acceptedCount: number;
}
