import type { ApplicationStatus, UserType } from './domain';
import type { EducationRow } from './auth/fields';
import type { JobType } from './constants';

/**
 * Event payloads. Each carries a `version` (a counter of its source row), so consumers apply
 * an event only when it is newer than what they hold: delivery is at least once, in any order.
 */
export interface UserUpdatedEvent {
  userId: string;
  type: UserType;
  name: string;
  skills: string[];
  education: EducationRow[];
  profile: string;
  resume: string;
  version: number;
}

/** An account was deleted (applicants only for now): consumers drop or anonymize what they hold. */
export interface UserDeletedEvent {
  userId: string;
  type: UserType;
  deletedAt: string;
}

/** An applicant had their interview recording deleted: the media service removes the file. */
export interface InterviewVideoDeletedEvent {
  fileId: string;
  applicantId: string;
  applicationId: string;
}

export interface JobSnapshot {
  jobId: string;
  recruiterId: string;
  recruiterName: string;
  title: string;
  jobType: JobType;
  salary: number;
  duration: number;
  skillsets: string[];
  dateOfPosting: string;
  deadline: string;
  maxApplicants: number;
  maxPositions: number;
  interviewQuestions: number;
  requiresInterview: boolean;
  version: number;
}

export interface JobDeletedEvent {
  jobId: string;
  version: number;
}

export interface ApplicationStatusChangedEvent {
  applicationId: string;
  jobId: string;
  applicantId: string;
  from: ApplicationStatus | null;
  to: ApplicationStatus;
  /** Counts for the job after the change, so consumers need not count themselves. */
  acceptedCount: number;
  activeCount: number;
  /** Monotonic per job: consumers keep the highest. */
  jobSequence: number;
}

export interface RatingChangedEvent {
  target: 'job' | 'applicant';
  targetId: string;
  average: number;
  count: number;
  version: number;
}
