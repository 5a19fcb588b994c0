import type { Caller } from '../messages';
import type { ApplicantsQuery, BulkStatusTarget, RecruiterTargetStatus, RejectionReasonRecord } from './application.schemas';

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
  reason?: RejectionReasonRecord;
  /** Issue 21: the recruiter confirmed reviewing an AI-scored candidate's answers (needed to reject one). */
  reviewConfirmed?: boolean;
}
/** Several applications of the caller's jobs to one status, each in its own transaction (issue 18). */
export interface BulkStatusMessage {
  caller: Caller;
  applicationIds: string[];
  status: BulkStatusTarget;
  reason?: RejectionReasonRecord;
  reviewConfirmed?: boolean;
}
export interface ApplicationHistoryMessage {
  caller: Caller;
  applicationId: string;
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
