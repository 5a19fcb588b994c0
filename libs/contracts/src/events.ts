import { z } from 'zod';
import { APPLICATION_STATUSES, USER_TYPES } from './domain';
import { JOB_TYPES } from './constants';
import { REJECTION_REASONS } from './notifications/notification.types';

/**
 * Event payloads, as zod schemas: consumers parse every payload with its schema before a handler
 * runs (server-kit's EventRegistry); one that fails is dead-lettered, never handled. The types are
 * inferred from the schemas. Each payload that reports a row carries a `version` (a counter of its
 * source row), so consumers apply an event only when it is newer than what they hold: delivery is
 * at least once, in any order. The event -> schema table is `EventSchemas` (registry/).
 */
const version = z.number().int().nonnegative();
const count = z.number().int().nonnegative();

export const userUpdatedEventSchema = z.object({
  userId: z.string(),
  type: z.enum(USER_TYPES),
  name: z.string(),
  skills: z.array(z.string()),
  education: z.array(z.object({ institutionName: z.string(), startYear: z.number().int(), endYear: z.number().int().optional() })),
  profile: z.string(),
  resume: z.string(),
  /** Recruiters' company (issue 19); absent from events written before it. */
  companyName: z.string().optional(),
  version,
});
export type UserUpdatedEvent = z.infer<typeof userUpdatedEventSchema>;

/** An account was deleted (applicants only for now): consumers drop or anonymize what they hold. */
export const userDeletedEventSchema = z.object({
  userId: z.string(),
  type: z.enum(USER_TYPES),
  deletedAt: z.string(),
});
export type UserDeletedEvent = z.infer<typeof userDeletedEventSchema>;

/** An applicant had their interview recording deleted: the media service removes the file. */
export const interviewVideoDeletedEventSchema = z.object({
  fileId: z.string(),
  applicantId: z.string(),
  applicationId: z.string(),
});
export type InterviewVideoDeletedEvent = z.infer<typeof interviewVideoDeletedEventSchema>;

/** `job.created.v1` and `job.updated.v1`: the whole job as consumers project it. */
export const jobSnapshotSchema = z.object({
  jobId: z.string(),
  recruiterId: z.string(),
  recruiterName: z.string(),
  title: z.string(),
  jobType: z.enum(JOB_TYPES),
  salary: z.number(),
  duration: z.number(),
  skillsets: z.array(z.string()),
  dateOfPosting: z.string(),
  deadline: z.string(),
  maxApplicants: z.number(),
  maxPositions: z.number(),
  interviewQuestions: z.number(),
  requiresInterview: z.boolean(),
  version,
});
export type JobSnapshot = z.infer<typeof jobSnapshotSchema>;

export const jobDeletedEventSchema = z.object({
  jobId: z.string(),
  version,
});
export type JobDeletedEvent = z.infer<typeof jobDeletedEventSchema>;

/** Who changes an application's status (the timeline's "by whom or what"). */
export const STATUS_ACTORS = ['applicant', 'recruiter', 'system', 'interview'] as const;
export type StatusActor = (typeof STATUS_ACTORS)[number];

export const applicationStatusChangedEventSchema = z.object({
  applicationId: z.string(),
  jobId: z.string(),
  applicantId: z.string(),
  from: z.enum(APPLICATION_STATUSES).nullable(),
  to: z.enum(APPLICATION_STATUSES),
  /** Counts for the job after the change, so consumers need not count themselves. */
  acceptedCount: count,
  activeCount: count,
  /** Monotonic per job: consumers keep the highest. */
  jobSequence: version,
  /** The job's recruiter (absent in events recorded before issue 18). */
  recruiterId: z.string().optional(),
  /** Who made the change: the applicant (apply), the recruiter, or the system (cancellation, a deleted job). */
  actor: z.enum(STATUS_ACTORS).optional(),
  /** A cancellation: the job whose offer the applicant accepted. */
  causeJobId: z.string().optional(),
  /** A rejection whose reason the recruiter chose to share with the applicant (never present otherwise). */
  sharedReason: z.object({ reasons: z.array(z.enum(REJECTION_REASONS)), text: z.string() }).optional(),
});
export type ApplicationStatusChangedEvent = z.infer<typeof applicationStatusChangedEventSchema>;

export const ratingChangedEventSchema = z.object({
  target: z.enum(['job', 'applicant']),
  targetId: z.string(),
  average: z.number(),
  count,
  version,
});
export type RatingChangedEvent = z.infer<typeof ratingChangedEventSchema>;

/** An applicant finished an AI interview: the recruiter is told (notifications). */
export const interviewCompletedEventSchema = z.object({
  applicationId: z.string(),
  jobId: z.string(),
  applicantId: z.string(),
  recruiterId: z.string(),
  score: z.number().nullable(),
});
export type InterviewCompletedEvent = z.infer<typeof interviewCompletedEventSchema>;
