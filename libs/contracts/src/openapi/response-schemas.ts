import { z } from 'zod';
import { AI_SOURCES, aiEngineInfoSchema, answerEvidenceSchema, DIFFICULTIES } from '../ai/ai.schemas';
import { APPLICATION_STATUSES, SERVICE_NAMES, USER_TYPES } from '../domain';
import { JOB_TYPES } from '../constants';
import type { ErrorBody } from '../errors';
import type { HealthReport } from '../health';
import type { MessageResponse } from '../common/pagination';
import type { AuthResponse, UserProfile } from '../auth/auth.schemas';
import type { Job, JobFacets, JobSuggestions } from '../jobs/job.schemas';
import type { Application, ApplicationHistory, BulkStatusReply, RatingResponse } from '../applications/application.schemas';
import { STATUS_ACTORS } from '../events';
import { NOTIFICATION_TYPES, REJECTION_REASONS } from '../notifications/notification.types';
import type { NotificationView, UnreadCount, UnsubscribeReply } from '../notifications/notification.schemas';
import { DIGEST_FREQUENCIES, type SavedSearchView } from '../saved-searches/saved-search.schemas';
import { WEBHOOK_EVENT_TYPES, type WebhookDeliveryView, type WebhookView, type WebhookWithSecret } from '../webhooks/webhook.schemas';
import {
  ANSWER_MODES,
  VIDEO_DELETED_REASONS,
  type InterviewCompleteReply,
  type InterviewResult,
  type InterviewReview,
  type InterviewResultReply,
  type InterviewResultsListReply,
  type SaveInterviewResultReply,
} from '../applications/interview.schemas';
import { SCORE_SOURCES, SCORED_BY } from '../applications/interview.texts';
import type { InterviewAnswerView, InterviewQuestionView, InterviewReviewReply } from '../applications/interview-session.schemas';
import type { StreamLinkResponse, UploadResponse } from '../media/media.schemas';
import type { UserDataExport } from '../privacy/privacy.schemas';
import { AGE_BAND_OPTIONS, DISABILITY_OPTIONS, RACE_ETHNICITY_OPTIONS, SEX_OPTIONS, VETERAN_OPTIONS, type SelfIdentification } from '../fairness/self-identification.schemas';
import { FUNNEL_STAGES, IMPACT_DIMENSIONS, IMPACT_STAGES, WAITING_STAGES, type AdverseImpactReport, type FunnelReport } from '../fairness/adverse-impact.schemas';
import type { AiAuditExport, HumanInterviewRequestReply } from '../fairness/accountability.schemas';
import { RECORDING_ACCESS_ACTIONS, RECORDING_VIEWER_ROLES, type RecordingAccessLog } from '../fairness/recording-access.schemas';

/**
 * zod schemas for the responses that the contracts declare as TypeScript interfaces only. Each is
 * checked against its contract type (`satisfies z.ZodType<T>`): a field added to or changed in the
 * contract breaks the build until the document says the same.
 */
const id = z.string().describe('UUID');
const isoTime = z.string().describe('ISO 8601 date-time');
const educationRow = z.object({ institutionName: z.string(), startYear: z.number().int(), endYear: z.number().int().optional() });

export const errorBodySchema = z.object({ message: z.string().describe('What went wrong, fit to show to the user; never a stack trace') }) satisfies z.ZodType<ErrorBody>;
export const messageResponseSchema = z.object({ message: z.string() }) satisfies z.ZodType<MessageResponse>;
export const createdJobSchema = z.object({ message: z.string(), _id: id }) satisfies z.ZodType<MessageResponse & { _id: string }>;

export const authResponseSchema = z.object({
  token: z.string().describe('Bearer JWT (HS256) for the Authorization header'),
  type: z.enum(USER_TYPES),
  message: z.string().optional(),
}) satisfies z.ZodType<AuthResponse>;

const applicantProfile = z.object({
  _id: id,
  type: z.literal('applicant'),
  name: z.string(),
  email: z.string(),
  education: z.array(educationRow),
  skills: z.array(z.string()),
  resume: z.string().describe('Stored file name, or empty'),
  profile: z.string().describe('Stored file name, or empty'),
  rating: z.number(),
});
const recruiterProfile = z.object({ _id: id, type: z.literal('recruiter'), name: z.string(), email: z.string(), bio: z.string(), contactNumber: z.string(), companyName: z.string() });
export const userProfileSchema = z.discriminatedUnion('type', [applicantProfile, recruiterProfile]) satisfies z.ZodType<UserProfile>;

export const jobSchema = z.object({
  _id: id,
  userId: id.describe('The recruiter who posted it'),
  title: z.string(),
  jobType: z.enum(JOB_TYPES),
  salary: z.number().int(),
  duration: z.number().int().describe('Months; 0 = indefinite'),
  skillsets: z.array(z.string()),
  dateOfPosting: isoTime,
  deadline: isoTime,
  rating: z.number(),
  recruiter: z.object({ name: z.string() }),
  requiresInterview: z.boolean(),
  maxApplicants: z.number().int(),
  maxPositions: z.number().int(),
  acceptedCandidates: z.number().int(),
  activeApplications: z.number().int(),
  interviewQuestions: z.number().int(),
  description: z.string().describe('Sanitized HTML: h1-h6, p, ul, ol, li, strong, em, no attributes'),
  location: z.object({ city: z.string(), country: z.string() }),
  remote: z.boolean(),
  company: z.string(),
  highlights: z
    .object({ title: z.array(z.tuple([z.number().int(), z.number().int()])), skillsets: z.array(z.array(z.tuple([z.number().int(), z.number().int()]))) })
    .optional()
    .describe('With q only: matched words as [start, end) offsets in the title and each skill'),
}) satisfies z.ZodType<Job>;

export const jobSuggestionsSchema = z.object({
  suggestions: z.array(z.object({ text: z.string(), kind: z.enum(['title', 'skill']) })),
}) satisfies z.ZodType<JobSuggestions>;

const facetCount = <T extends z.ZodType>(value: T) => z.object({ value, count: z.number().int() });
export const jobFacetsSchema = z.object({
  total: z.number().int(),
  totalCapped: z.boolean(),
  jobType: z.array(facetCount(z.enum(JOB_TYPES))),
  duration: z.array(facetCount(z.number().int())),
  salary: z.array(z.object({ min: z.number().int(), max: z.number().int().nullable(), count: z.number().int() })),
  remote: z.object({ remote: z.number().int(), onSite: z.number().int() }),
}) satisfies z.ZodType<JobFacets>;

const cancelledFor = z.object({ jobId: id, title: z.string() });
const rejection = z.object({ reasons: z.array(z.enum(REJECTION_REASONS)), text: z.string(), shared: z.boolean() });

export const applicationHistorySchema = z.object({
  applicationId: id,
  jobTitle: z.string(),
  interviewCompletedAt: isoTime.nullable(),
  entries: z.array(
    z.object({
      from: z.enum(APPLICATION_STATUSES).nullable(),
      to: z.enum(APPLICATION_STATUSES),
      at: isoTime,
      by: z.enum(STATUS_ACTORS),
      cancelledFor: cancelledFor.optional(),
      rejection: rejection.optional(),
    }),
  ),
}) satisfies z.ZodType<ApplicationHistory>;

export const notificationSchema = z.object({
  id,
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable().describe('A path of the web app'),
  createdAt: isoTime,
  readAt: isoTime.nullable(),
}) satisfies z.ZodType<NotificationView>;

export const unreadCountSchema = z.object({ unread: z.number().int() }) satisfies z.ZodType<UnreadCount>;
export const notificationPreferencesSchema = z.object({
  email: z.record(z.string(), z.boolean()).describe('The caller\'s notification types, each true (emailed) or false (in-app only)'),
});
export const unsubscribeReplySchema = z.object({ message: z.string(), type: z.union([z.enum(NOTIFICATION_TYPES), z.literal('all')]) }) satisfies z.ZodType<UnsubscribeReply>;
export const markAllReadSchema = z.object({ message: z.string(), updated: z.number().int() });

export const applicationSchema = z.object({
  _id: id,
  jobId: id,
  userId: id,
  recruiterId: id,
  status: z.enum(APPLICATION_STATUSES),
  sop: z.string(),
  dateOfApplication: isoTime,
  dateOfJoining: isoTime.nullable(),
  interviewCompleted: z.boolean(),
  interviewScore: z.number().nullable(),
  cancelledFor: cancelledFor.optional().describe('Cancelled because the applicant accepted this other offer'),
  rejection: rejection.optional().describe('The rejection\'s reasons: always for the recruiter, for the applicant only when shared'),
  humanInterviewRequest: z
    .object({ requestedAt: isoTime, handledAt: isoTime.nullable() })
    .nullable()
    .optional()
    .describe('The applicant asked for a human interview instead of the AI one; handledAt once the recruiter marked it handled'),
  job: z.object({
    _id: id,
    title: z.string(),
    skillsets: z.array(z.string()),
    jobType: z.enum(JOB_TYPES),
    salary: z.number().int(),
    duration: z.number().int(),
    deadline: isoTime,
    dateOfPosting: isoTime,
    interviewQuestions: z.number().int(),
    requiresInterview: z.boolean(),
  }),
  recruiter: z.object({ name: z.string() }),
  jobApplicant: z.object({
    userId: id,
    name: z.string(),
    rating: z.number(),
    profile: z.string(),
    resume: z.string(),
    skills: z.array(z.string()),
    education: z.array(educationRow),
  }),
}) satisfies z.ZodType<Application>;

export const bulkStatusReplySchema = z.object({
  changed: z.number().int().describe('How many applications changed'),
  results: z
    .array(
      z.object({
        applicationId: id,
        outcome: z.enum(['changed', 'unchanged', 'refused']),
        status: z.enum(APPLICATION_STATUSES).nullable().describe('The status after; null when the application is not found or not of the caller\'s jobs'),
        message: z.string().optional().describe('A refusal\'s message, as PUT /api/applications/{id} would give it'),
      }),
    )
    .describe('One per id sent, in the order sent'),
}) satisfies z.ZodType<BulkStatusReply>;

export const ratingResponseSchema = z.object({ rating: z.number().describe('0 when not rated yet') }) satisfies z.ZodType<RatingResponse>;

const interviewReviewSchema = z.object({
  reviewedAt: isoTime,
  overrideScore: z.number().int().nullable().describe('The recruiter\'s score, in force when set; null: the AI score is in force'),
  reason: z.string().nullable().optional().describe('The job\'s recruiter only'),
  reviewedBy: id.optional().describe('The reviewing recruiter (the job\'s recruiter only)'),
}) satisfies z.ZodType<InterviewReview>;

export const interviewResultSchema = z.object({
  _id: id,
  applicationId: id,
  jobId: id,
  questions: z.array(z.string()),
  answers: z.array(z.string()),
  scores: z.array(z.number()).describe('Per answer: the server\'s AI score'),
  overallScore: z.number().describe('The score in force: the recruiter\'s override, else aiOverallScore'),
  aiOverallScore: z.number().describe('Mean of scores, rounded (computed by the server)'),
  scoreSource: z.enum(SCORE_SOURCES),
  scoredBy: z.enum(SCORED_BY).describe('client: stored before server-side scoring, with the scores the browser sent'),
  feedback: z.array(z.string()),
  answerModes: z.array(z.enum(ANSWER_MODES)),
  questionIds: z.array(id),
  engines: z.array(aiEngineInfoSchema).describe('Per answer: engine or provider, model and version that scored it'),
  overallScoreMethod: z.string(),
  overallScoreEngines: z.array(aiEngineInfoSchema),
  evidence: z.array(z.array(answerEvidenceSchema)).describe('Per answer (the job\'s recruiter only; [] for the applicant)'),
  referenceOverlaps: z.array(z.number()).describe('Per answer: share (0-1) of the expected answer\'s wording repeated; the job\'s recruiter only'),
  review: interviewReviewSchema.nullable(),
  reviewHistory: z.array(interviewReviewSchema).optional().describe('The job\'s recruiter only, on the single result'),
  videoFileId: id.nullable(),
  videoRecording: z.string().nullable().describe('Same as videoFileId (the spec\'s older name)'),
  videoFileName: z.string().nullable(),
  videoDeletedAt: isoTime.nullable(),
  videoDeletedReason: z.enum(VIDEO_DELETED_REASONS).nullable().describe('Why the recording is gone: at the applicant\'s request, or after the retention period (RECORDING_RETENTION_DAYS after the job\'s deadline)'),
  completedAt: isoTime,
}) satisfies z.ZodType<InterviewResult>;

export const interviewResultReplySchema = z.object({
  success: z.boolean().describe('false (with the message) when there is no result yet'),
  message: z.string().optional(),
  result: interviewResultSchema.optional(),
}) satisfies z.ZodType<InterviewResultReply>;

export const interviewResultsListSchema = z.object({ success: z.literal(true), results: z.array(interviewResultSchema) }) satisfies z.ZodType<InterviewResultsListReply>;

export const interviewSavedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  _id: id,
  overallScore: z.number().describe('The overall score the server computed from its own evaluations'),
}) satisfies z.ZodType<SaveInterviewResultReply>;

export const interviewCompleteReplySchema = z.object({
  message: z.string(),
  interviewScore: z.number().nullable().describe('The score in force (the server\'s, or the recruiter\'s override)'),
}) satisfies z.ZodType<InterviewCompleteReply>;

export const interviewQuestionViewSchema = z.object({
  questionId: id,
  question: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  index: z.number().int().describe('0-based'),
  total: z.number().int(),
  answered: z.number().int(),
}) satisfies z.ZodType<InterviewQuestionView>;

export const interviewAnswerViewSchema = z.object({
  questionId: id,
  index: z.number().int(),
  total: z.number().int(),
  answered: z.number().int(),
  answer: z.string(),
  answerMode: z.enum(ANSWER_MODES),
  score: z.number().int(),
  feedback: z.string(),
}) satisfies z.ZodType<InterviewAnswerView>;

export const interviewReviewReplySchema = z.object({ message: z.string(), result: interviewResultSchema }) satisfies z.ZodType<InterviewReviewReply>;

export const uploadResponseSchema = z.object({
  success: z.literal(true),
  filename: z.string().describe('Stored name <id>.<ext>, to put in the profile'),
  fileId: id,
  message: z.string(),
}) satisfies z.ZodType<UploadResponse>;

export const streamLinkSchema = z.object({
  url: z.string().describe('/api/stream/interview/{id}?access=<token>, usable as a <video src>'),
  expiresAt: isoTime,
}) satisfies z.ZodType<StreamLinkResponse>;

const healthStatus = z.enum(['ok', 'down']);
export const healthReportSchema = z.object({
  status: healthStatus,
  services: z.array(
    z.object({
      service: z.enum([...SERVICE_NAMES, 'gateway']),
      status: healthStatus,
      checks: z.record(z.string(), healthStatus).describe('e.g. database, broker, storage'),
      uptimeSeconds: z.number(),
    }),
  ),
}) satisfies z.ZodType<HealthReport>;

export const livenessSchema = z.object({ status: z.literal('ok'), service: z.literal('gateway') });

// ---------- voluntary self-identification (issue 21) ----------
const selfIdAnswer = <T extends readonly [string, ...string[]]>(options: T) => z.enum(options).nullable();
export const selfIdentificationResponseSchema = z.object({
  sex: selfIdAnswer(SEX_OPTIONS),
  raceEthnicity: selfIdAnswer(RACE_ETHNICITY_OPTIONS),
  ageBand: selfIdAnswer(AGE_BAND_OPTIONS),
  disability: selfIdAnswer(DISABILITY_OPTIONS),
  veteran: selfIdAnswer(VETERAN_OPTIONS),
  updatedAt: isoTime.nullable(),
}) satisfies z.ZodType<SelfIdentification>;

const impactRate = z.object({
  of: z.number().int(),
  selected: z.number().int(),
  rate: z.number().nullable(),
  impactRatio: z.number().nullable().describe('The rate over the highest judged group\'s rate; null when not judged'),
  flagged: z.boolean().describe('Impact ratio under four fifths'),
});
export const adverseImpactReportSchema = z.object({
  jobId: z.string().nullable(),
  generatedAt: isoTime,
  candidates: z.number().int(),
  medianScore: z.number().nullable(),
  scoredCandidates: z.number().int(),
  minGroupSize: z.number().int(),
  threshold: z.number(),
  dimensions: z.array(
    z.object({
      dimension: z.enum(IMPACT_DIMENSIONS),
      label: z.string(),
      groups: z.array(
        z.object({
          group: z.string(),
          label: z.string(),
          count: z.number().int(),
          judged: z.boolean(),
          stages: z.object(Object.fromEntries(IMPACT_STAGES.map((s) => [s, impactRate])) as Record<(typeof IMPACT_STAGES)[number], typeof impactRate>),
          scoring: impactRate,
        }),
      ),
      unknown: z.number().int(),
      omitted: z.array(z.object({ group: z.string(), label: z.string(), count: z.number().int(), reason: z.string() })),
      warnings: z.array(z.string()),
    }),
  ),
  warnings: z.array(z.string()),
}) satisfies z.ZodType<AdverseImpactReport, unknown>;

const stay = z.object({ medianDays: z.number().nullable(), stays: z.number().int() });
export const funnelReportSchema = z.object({
  jobId: z.string().nullable(),
  generatedAt: isoTime,
  reached: z.object(Object.fromEntries(FUNNEL_STAGES.map((s) => [s, z.number().int()])) as Record<(typeof FUNNEL_STAGES)[number], z.ZodNumber>),
  daysInStage: z.object(Object.fromEntries(WAITING_STAGES.map((s) => [s, stay])) as Record<(typeof WAITING_STAGES)[number], typeof stay>),
  scoreBuckets: z.array(z.object({ from: z.number().int(), to: z.number().int(), count: z.number().int() })),
  medianScore: z.number().nullable(),
  scored: z.number().int(),
}) satisfies z.ZodType<FunnelReport, unknown>;

// ---------- the recording access log (issue 21) ----------
export const recordingAccessLogSchema = z.object({
  applicationId: id,
  recording: z.object({
    status: z.enum(['none', 'kept', 'deleted']).describe('none: no recording was made (or no interview yet)'),
    deletedAt: isoTime.nullable(),
    deletedReason: z.enum(VIDEO_DELETED_REASONS).nullable().describe('applicant: on request; retention: after the retention period'),
    deleteAfter: isoTime.nullable().describe('While kept, and before the interview is taken: when the retention sweep deletes it (the job\'s deadline plus retentionDays)'),
  }),
  retentionDays: z.number().int().describe('RECORDING_RETENTION_DAYS'),
  entries: z
    .array(z.object({ viewerId: id, viewerRole: z.enum(RECORDING_VIEWER_ROLES), action: z.enum(RECORDING_ACCESS_ACTIONS).describe('play: a stream opened (a link issued); download: the file downloaded'), accessedAt: isoTime }))
    .describe('Newest first (at most 500); kept after the recording is deleted'),
}) satisfies z.ZodType<RecordingAccessLog>;

// ---------- human-interview requests and the AI audit export (issue 21) ----------
const humanInterviewRequestSchema = z.object({ requestedAt: isoTime, handledAt: isoTime.nullable().describe('When the recruiter marked it handled; null while open') });
export const humanInterviewRequestReplySchema = z.object({ message: z.string(), request: humanInterviewRequestSchema }) satisfies z.ZodType<HumanInterviewRequestReply>;

export const aiAuditExportSchema = z.object({
  kind: z.literal('hirewise.ai-audit'),
  version: z.literal(1),
  generatedAt: isoTime,
  job: z.object({ _id: id, title: z.string(), deadline: isoTime, recruiterId: id }),
  interviews: z.array(
    z.object({
      applicationId: id,
      applicantId: id,
      status: z.enum(APPLICATION_STATUSES).describe('The application\'s status now'),
      completedAt: isoTime,
      scoredBy: z.enum(SCORED_BY),
      aiOverallScore: z.number(),
      overallScoreMethod: z.string(),
      overallScoreEngines: z.array(aiEngineInfoSchema),
      scoreInForce: z.number().describe('The latest review\'s override, else the AI\'s'),
      answers: z.array(
        z.object({
          position: z.number().int(),
          question: z.string(),
          questionSource: z.enum([...AI_SOURCES, 'fallback']).nullable(),
          questionEngine: aiEngineInfoSchema.nullable(),
          answerMode: z.string().nullable(),
          score: z.number().nullable(),
          evaluationSource: z.enum(AI_SOURCES).nullable().describe('llm: a provider; local: the built-in engine; null: scored by an older browser'),
          engine: aiEngineInfoSchema.nullable(),
          referenceOverlap: z.number().nullable(),
        }),
      ),
      reviews: z.array(interviewReviewSchema).describe('Every review in order, with overrides and their reasons'),
      recording: z.enum(['kept', 'deleted-by-applicant', 'deleted-after-retention', 'none']),
    }),
  ),
  decisions: z
    .array(
      z.object({
        applicationId: id,
        from: z.enum(APPLICATION_STATUSES).nullable(),
        to: z.enum(APPLICATION_STATUSES),
        at: isoTime,
        by: z.string(),
        reviewConfirmed: z.boolean().describe('A rejection of an AI-scored candidate: the recruiter confirmed reviewing the answers'),
        reasons: z.array(z.enum(REJECTION_REASONS)),
        reasonText: z.string().nullable(),
      }),
    )
    .describe('The recruiters\' status changes, oldest first'),
  humanInterviewRequests: z.array(humanInterviewRequestSchema.extend({ applicationId: id, handledBy: id.nullable() })),
  adverseImpact: adverseImpactReportSchema,
}) satisfies z.ZodType<AiAuditExport, unknown>;

const statusChange = z.object({ from: z.enum(APPLICATION_STATUSES).nullable(), to: z.enum(APPLICATION_STATUSES), by: id, at: isoTime });
export const userDataExportSchema = z.object({
  exportedAt: isoTime,
  profile: userProfileSchema,
  applications: z.array(applicationSchema.extend({ history: z.array(statusChange) })),
  ratingsGiven: z.array(z.object({ target: z.enum(['job', 'applicant']), targetId: id, rating: z.number(), updatedAt: isoTime })),
  interviewResults: z.array(interviewResultSchema),
  selfIdentification: selfIdentificationResponseSchema,
  recordingAccess: z
    .array(z.object({ applicationId: id, viewerRole: z.enum(RECORDING_VIEWER_ROLES), action: z.enum(RECORDING_ACCESS_ACTIONS), accessedAt: isoTime }))
    .describe('Every play and download of the applicant\'s interview recordings, oldest first'),
  files: z.array(z.object({ fileId: id, kind: z.string(), contentType: z.string(), size: z.number(), originalName: z.string(), createdAt: isoTime })),
}) satisfies z.ZodType<UserDataExport>;

// ---------- saved searches and webhooks (issue 18) ----------
export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  filters: z.object({
    q: z.string().optional(),
    jobType: z.array(z.enum(JOB_TYPES)),
    salaryMin: z.number().optional(),
    salaryMax: z.number().optional(),
    duration: z.number().optional(),
  }),
  digest: z.enum(DIGEST_FREQUENCIES),
  createdAt: z.string(),
  pendingMatches: z.number().int().describe('Jobs matched since the last digest'),
  lastMatchAt: z.string().nullable(),
}) satisfies z.ZodType<SavedSearchView>;

const webhookDeliveryStatus = z.enum(['pending', 'delivered', 'failed']);
export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  description: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  lastDelivery: z.object({ status: webhookDeliveryStatus, at: z.string(), responseStatus: z.number().int().nullable() }).nullable(),
}) satisfies z.ZodType<WebhookView>;
export const webhookWithSecretSchema = webhookSchema.extend({ secret: z.string().describe('whsec_...: shown only now') }) satisfies z.ZodType<WebhookWithSecret>;
export const webhookDeliverySchema = z.object({
  id: z.string(),
  type: z.union([z.enum(WEBHOOK_EVENT_TYPES), z.literal('ping')]),
  eventId: z.string(),
  status: webhookDeliveryStatus,
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
}) satisfies z.ZodType<WebhookDeliveryView>;
