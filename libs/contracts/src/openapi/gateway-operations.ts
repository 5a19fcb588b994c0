import { z } from 'zod';
import { AI_PROXY_PREFIX, AiPaths, ApiRoutes, openApiPath } from '../api-paths';
import { FILE_LIMIT_BYTES } from '../constants';
import { applicantUpdateSchema, loginRequestSchema, recruiterUpdateSchema, signupRequestSchema } from '../auth/auth.schemas';
import { createJobSchema, jobFacetsQuerySchema, jobsQuerySchema, jobSuggestQuerySchema, updateJobSchema } from '../jobs/job.schemas';
import { applicantsQuerySchema, applySchema, BULK_STATUS_MAX_IDS, bulkStatusSchema, putRatingSchema, ratingQuerySchema, statusUpdateSchema } from '../applications/application.schemas';
import { interviewCompleteSchema, interviewSubmissionSchema } from '../applications/interview.schemas';
import { interviewAnswerSchema, interviewReviewSchema } from '../applications/interview-session.schemas';
import { paginationQuerySchema } from '../common/pagination';
import { deleteAccountSchema } from '../privacy/privacy.schemas';
import { selfIdentificationSchema } from '../fairness/self-identification.schemas';
import { insightsQuerySchema } from '../fairness/adverse-impact.schemas';
import { notificationsQuerySchema, preferencesUpdateSchema, unsubscribeSchema } from '../notifications/notification.schemas';
import { createSavedSearchSchema, updateSavedSearchSchema } from '../saved-searches/saved-search.schemas';
import { createWebhookSchema, updateWebhookSchema, webhookDeliveriesQuerySchema, WEBHOOK_SIGNATURE_HEADER } from '../webhooks/webhook.schemas';
import { ACCEPTED_TYPES, STREAM_ACCESS_PARAM, STREAM_LINK_TTL_SECONDS, UPLOAD_FIELDS } from '../media/media.schemas';
import { AI_OPERATIONS, type AiOperation } from './ai-operations';
import * as R from './response-schemas';

/** Who may call an operation: anyone, any signed-in user, or one user type (403 for the other). */
export type OperationAccess = 'public' | 'signed-in' | 'applicant' | 'recruiter';
export type OperationMethod = 'get' | 'head' | 'post' | 'put' | 'delete';
/** The error statuses the gateway answers with `{message}` (the AI routes add `error`). */
export type OperationErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 416 | 422 | 429 | 503;

export type OperationBody =
  | { kind: 'json'; schema: z.ZodType; required?: boolean }
  | { kind: 'multipart'; field: string; types: readonly string[]; fields?: z.ZodType };

export interface OperationOk {
  status: 200 | 201 | 206;
  description: string;
  /** JSON body; or raw content types (files, the docs page). */
  schema?: z.ZodType;
  raw?: Record<string, Record<string, unknown>>;
}

export interface GatewayOperation {
  method: OperationMethod;
  /** OpenAPI path template (`{id}`): `openApiPath(ApiRoutes.x)`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: OperationAccess;
  pathParams?: Record<string, string>;
  query?: z.ZodType;
  /** Extra parameters (headers, hand-written query parameters). */
  parameters?: Record<string, unknown>[];
  body?: OperationBody;
  ok: OperationOk;
  /** Pages of a list: the total count goes in X-Total-Count. */
  totalCount?: boolean;
  errors: OperationErrorStatus[];
  /** The AI routes' error body: `{error, message}`. */
  aiErrors?: boolean;
  /** Served by the media service through the gateway's stream proxy. */
  proxied?: boolean;
}

const BROKER: OperationErrorStatus[] = [503];
const id = (what: string) => ({ id: `${what} id (UUID)` });
const userUpdate = z.union([applicantUpdateSchema, recruiterUpdateSchema]).describe('Applicants: name, education, skills, resume, profile. Recruiters: name, bio, contactNumber.');
const range = { name: 'Range', in: 'header', required: false, schema: { type: 'string', examples: ['bytes=0-1023'] }, description: 'One byte range; answered with 206 and Content-Range (416 past the end).' };
const fileBytes = (types: string) => ({ [types]: { schema: { type: 'string', contentMediaType: types } } });
const mb = FILE_LIMIT_BYTES / (1024 * 1024);

const aiOperation = ({ path, summary, request, response, access }: AiOperation): GatewayOperation => ({
  method: 'post',
  path,
  tag: 'AI',
  summary,
  description: 'Answered by the AI service over the broker: the configured LLM provider or the local engine (`source` says which).',
  access,
  body: { kind: 'json', schema: request },
  ok: { status: 200, description: 'The answer', schema: response },
  errors: [400, 401, ...(access === 'recruiter' ? ([403] as OperationErrorStatus[]) : []), 429, 503],
  aiErrors: true,
});

/** Every public call the gateway serves (spec section 7 plus the product's additions). */
export const GATEWAY_OPERATIONS: GatewayOperation[] = [
  // ---------- auth ----------
  { method: 'post', path: ApiRoutes.signup, tag: 'Auth', summary: 'Sign up as an applicant or a recruiter', access: 'public', body: { kind: 'json', schema: signupRequestSchema }, ok: { status: 200, description: 'Signed up; the token logs the user in', schema: R.authResponseSchema }, errors: [400, 409, 429, ...BROKER] },
  { method: 'post', path: ApiRoutes.login, tag: 'Auth', summary: 'Log in', access: 'public', body: { kind: 'json', schema: loginRequestSchema }, ok: { status: 200, description: 'Logged in', schema: R.authResponseSchema }, errors: [400, 401, 429, ...BROKER] },

  // ---------- user ----------
  { method: 'get', path: ApiRoutes.user, tag: 'User', summary: 'The signed-in user\'s profile', access: 'signed-in', ok: { status: 200, description: 'The profile (by `type`)', schema: R.userProfileSchema }, errors: [401, ...BROKER] },
  { method: 'put', path: ApiRoutes.user, tag: 'User', summary: 'Update the profile', description: 'Each user type changes its own fields; the other type\'s fields are refused.', access: 'signed-in', body: { kind: 'json', schema: userUpdate }, ok: { status: 200, description: 'Updated', schema: R.messageResponseSchema }, errors: [400, 401, ...BROKER] },
  { method: 'delete', path: ApiRoutes.user, tag: 'User', summary: 'Delete the applicant\'s account (confirmed with the password)', access: 'applicant', body: { kind: 'json', schema: deleteAccountSchema }, ok: { status: 200, description: 'Deleted', schema: R.messageResponseSchema }, errors: [400, 401, 403, ...BROKER] },
  { method: 'get', path: ApiRoutes.selfIdentification, tag: 'User', summary: 'The applicant\'s own voluntary self-identification', description: 'Sex, race or ethnicity (EEO-1), age band, disability and veteran status; null where not answered. Only the applicant reads it; reports count it in aggregate only (docs/fairness.md).', access: 'applicant', ok: { status: 200, description: 'The answers', schema: R.selfIdentificationResponseSchema }, errors: [401, 403, ...BROKER] },
  { method: 'put', path: ApiRoutes.selfIdentification, tag: 'User', summary: 'Answer (or change) the voluntary self-identification', description: 'The whole set: a question left out or null is not answered; every question has "prefer-not-to-say".', access: 'applicant', body: { kind: 'json', schema: selfIdentificationSchema }, ok: { status: 200, description: 'Saved', schema: R.messageResponseSchema }, errors: [400, 401, 403, ...BROKER] },
  { method: 'get', path: ApiRoutes.userExport, tag: 'User', summary: 'Everything held about the applicant, as one JSON file', access: 'applicant', ok: { status: 200, description: 'The export (Content-Disposition: attachment)', schema: R.userDataExportSchema }, errors: [401, 403, ...BROKER] },

  // ---------- hiring insights (issue 21) ----------
  { method: 'get', path: ApiRoutes.insightsFunnel, tag: 'Insights', summary: 'The hiring funnel of a job, or of all the recruiter\'s jobs', description: 'Applications that reached each stage (applied, shortlisted, interviewed, accepted, rejected, finished) at any time, the median days spent in applied, shortlisted and accepted before moving on, and the AI interview scores in tens. JSON only.', access: 'recruiter', query: insightsQuerySchema, ok: { status: 200, description: 'The funnel', schema: R.funnelReportSchema }, errors: [400, 401, 403, 404, ...BROKER] },
  { method: 'get', path: ApiRoutes.insightsAdverseImpact, tag: 'Insights', summary: 'The adverse-impact report of a job, or of all the recruiter\'s jobs', description: 'Selection rate per stage (shortlisted, interviewed, accepted) and the AI interview scoring rate (share above the median score) per self-identified group and for sex x race/ethnicity, each with its impact ratio against the highest group and a flag under four fifths. Groups under `minGroupSize` are shown but not judged. Counts only: no candidate is named. `format=csv` downloads the same as CSV (docs/fairness.md).', access: 'recruiter', query: insightsQuerySchema, ok: { status: 200, description: 'The report (JSON, or CSV with format=csv)', schema: R.adverseImpactReportSchema }, errors: [400, 401, 403, 404, ...BROKER] },

  { method: 'post', path: openApiPath(ApiRoutes.humanInterviewRequest), tag: 'Applications', summary: 'Request a human interview instead of the AI interview', description: 'The applicant of an application whose AI interview is open (shortlisted, or applied to a job that requires one; not yet taken). Stored beside the application: its status, interview and limits do not change. Asking again answers the first request.', access: 'applicant', pathParams: id('Application'), ok: { status: 200, description: 'Requested', schema: R.humanInterviewRequestReplySchema }, errors: [401, 403, 404, 409, ...BROKER] },
  { method: 'post', path: openApiPath(ApiRoutes.humanInterviewHandled), tag: 'Applications', summary: 'Mark a human-interview request handled', description: 'The job\'s recruiter; the first mark stays. 404 when the candidate made no request.', access: 'recruiter', pathParams: id('Application'), ok: { status: 200, description: 'Marked handled', schema: R.humanInterviewRequestReplySchema }, errors: [401, 403, 404, ...BROKER] },
  { method: 'get', path: openApiPath(ApiRoutes.jobAiAudit), tag: 'Insights', summary: 'A job\'s AI audit export (one JSON file)', description: 'For the job\'s recruiter: every AI interview score with its provenance (per answer: question and evaluation source, engine or provider, model, version), every review and override with its reason, the recruiters\' status changes with their human-review confirmations, the human-interview requests, and the adverse-impact report. No self-identification per candidate (docs/fairness.md).', access: 'recruiter', pathParams: id('Job'), ok: { status: 200, description: 'The audit (Content-Disposition: attachment)', schema: R.aiAuditExportSchema }, errors: [401, 403, 404, ...BROKER] },

  // ---------- jobs ----------
  { method: 'get', path: ApiRoutes.jobs, tag: 'Jobs', summary: 'Search jobs', description: '`myjobs=1` (recruiters) lists the caller\'s own jobs. Repeat `jobType`, `asc` and `desc` for several values. `q` is full-text search (websearch syntax: "quoted phrase", -word; stemming, synonyms, typo tolerance); with `q` and no sort the order is relevance. The public list\'s total is exact up to 1000: beyond it X-Total-Count is 1000 and X-Total-Count-Capped is true. X-Next-Cursor (and a Link rel=next) gives the next page\'s `cursor`.', access: 'signed-in', query: jobsQuerySchema, ok: { status: 200, description: 'One page of jobs', schema: z.array(R.jobSchema) }, totalCount: true, errors: [400, 401, ...BROKER] },
  { method: 'get', path: ApiRoutes.jobsSuggest, tag: 'Jobs', summary: 'Type-ahead: titles and skills of open jobs that start with the words typed', access: 'signed-in', query: jobSuggestQuerySchema, ok: { status: 200, description: 'Suggestions, best first', schema: R.jobSuggestionsSchema }, errors: [400, 401, ...BROKER] },
  { method: 'get', path: ApiRoutes.jobsFacets, tag: 'Jobs', summary: 'Counts of open jobs by job type, duration, salary band and remote, with the list\'s filters', description: 'Each facet is counted with every other filter but not its own.', access: 'signed-in', query: jobFacetsQuerySchema, ok: { status: 200, description: 'The counts', schema: R.jobFacetsSchema }, errors: [400, 401, ...BROKER] },
  { method: 'get', path: openApiPath(ApiRoutes.publicJob), tag: 'Jobs', summary: 'One open job, for anyone (the public job page)', description: 'No token needed. An expired or unknown job is 404.', access: 'public', pathParams: id('Job'), ok: { status: 200, description: 'The job', schema: R.jobSchema }, errors: [404, ...BROKER] },
  { method: 'post', path: ApiRoutes.jobs, tag: 'Jobs', summary: 'Post a job (omitted fields take the spec\'s defaults)', access: 'recruiter', body: { kind: 'json', schema: createJobSchema }, ok: { status: 201, description: 'Created', schema: R.createdJobSchema }, errors: [400, 401, 403, ...BROKER] },
  { method: 'get', path: openApiPath(ApiRoutes.job), tag: 'Jobs', summary: 'One job', access: 'signed-in', pathParams: id('Job'), ok: { status: 200, description: 'The job', schema: R.jobSchema }, errors: [401, 404, ...BROKER] },
  { method: 'put', path: openApiPath(ApiRoutes.job), tag: 'Jobs', summary: 'Edit one of the recruiter\'s jobs', description: 'The whole job may be sent back; only these fields change.', access: 'recruiter', pathParams: id('Job'), body: { kind: 'json', schema: updateJobSchema }, ok: { status: 200, description: 'Updated', schema: R.messageResponseSchema }, errors: [400, 401, 403, 404, 409, ...BROKER] },
  { method: 'delete', path: openApiPath(ApiRoutes.job), tag: 'Jobs', summary: 'Delete one of the recruiter\'s jobs', access: 'recruiter', pathParams: id('Job'), ok: { status: 200, description: 'Deleted', schema: R.messageResponseSchema }, errors: [401, 403, 404, ...BROKER] },

  // ---------- applications ----------
  { method: 'post', path: openApiPath(ApiRoutes.jobApplications), tag: 'Applications', summary: 'Apply for a job with a statement of purpose', access: 'applicant', pathParams: id('Job'), body: { kind: 'json', schema: applySchema, required: false }, ok: { status: 201, description: 'Applied', schema: R.messageResponseSchema }, errors: [400, 401, 403, 404, 409, ...BROKER] },
  { method: 'get', path: ApiRoutes.applications, tag: 'Applications', summary: 'The applicant\'s own applications', access: 'applicant', query: paginationQuerySchema, ok: { status: 200, description: 'One page of applications', schema: z.array(R.applicationSchema) }, totalCount: true, errors: [400, 401, 403, ...BROKER] },
  { method: 'put', path: openApiPath(ApiRoutes.application), tag: 'Applications', summary: 'Shortlist, accept, reject or finish an application', description: 'Rejecting a candidate whose interview was scored by AI needs `reviewConfirmed: true` (the recruiter confirms reviewing the answers; stored with the change, and in the job\'s AI audit): without it 422.', access: 'recruiter', pathParams: id('Application'), body: { kind: 'json', schema: statusUpdateSchema }, ok: { status: 200, description: 'Status changed', schema: R.messageResponseSchema }, errors: [400, 401, 403, 404, 409, 422, ...BROKER] },
  {
    method: 'post',
    path: ApiRoutes.applicationsBulkStatus,
    tag: 'Applications',
    summary: 'Shortlist or reject several applications at once',
    description: `1 to ${BULK_STATUS_MAX_IDS} distinct application ids, one status (shortlisted or rejected; a reason only with rejected). Each application is changed in its own transaction by the rules of PUT /api/applications/{id} (state machine, the recruiter's own jobs, the job's limits), so one refusal undoes nothing else. The answer lists every id in the order sent: \`changed\`, \`unchanged\` (already in that status) or \`refused\` with the message the single change would give; \`status\` is null for an id that is not found or not the caller's. A malformed body is refused (400) before anything changes.`,
    access: 'recruiter',
    body: { kind: 'json', schema: bulkStatusSchema },
    ok: { status: 200, description: 'What happened to each application', schema: R.bulkStatusReplySchema },
    errors: [400, 401, 403, ...BROKER],
  },
  {
    method: 'get',
    path: ApiRoutes.applicants,
    tag: 'Applications',
    summary: 'A job\'s applications, or the recruiter\'s employees',
    description: 'Two forms: `jobId=<id>` (with `status` among applied, shortlisted, rejected) lists one job\'s applications; `status=accepted` without `jobId` lists the recruiter\'s employees across their jobs.',
    access: 'recruiter',
    query: applicantsQuerySchema,
    ok: { status: 200, description: 'One page of applications', schema: z.array(R.applicationSchema) },
    totalCount: true,
    errors: [400, 401, 403, 404, ...BROKER],
  },
  { method: 'get', path: openApiPath(ApiRoutes.applicationHistory), tag: 'Applications', summary: 'An application\'s status history (its applicant or its job\'s recruiter)', description: 'Oldest first: each change, when, and by whom or what (applicant, recruiter, system, interview); a cancellation names the accepted job; a rejection\'s reason is shown to the applicant only when the recruiter shared it. Anyone else gets 403.', access: 'signed-in', pathParams: id('Application'), ok: { status: 200, description: 'The history', schema: R.applicationHistorySchema }, errors: [401, 403, 404, ...BROKER] },
  { method: 'get', path: openApiPath(ApiRoutes.recordingAccess), tag: 'Applications', summary: 'Who played or downloaded the application\'s interview recording (its applicant and the job\'s recruiter)', description: 'Every play (a stream link issued, or a stream opened with the bearer header) and every download of the recording, newest first, with who (the applicant or the job\'s recruiter) and when; logged before anything is served and kept after the recording is deleted. Also where the recording stands: kept (with the date the retention sweep deletes it: RECORDING_RETENTION_DAYS after the job\'s deadline), deleted (at the applicant\'s request or after the retention period) or none. Anyone else gets 403.', access: 'signed-in', pathParams: id('Application'), ok: { status: 200, description: 'The access log', schema: R.recordingAccessLogSchema }, errors: [401, 403, 404, ...BROKER] },
  { method: 'get', path: ApiRoutes.rating, tag: 'Ratings', summary: 'The caller\'s rating of a job (applicant) or an applicant (recruiter)', access: 'signed-in', query: ratingQuerySchema, ok: { status: 200, description: 'The rating', schema: R.ratingResponseSchema }, errors: [400, 401, ...BROKER] },
  { method: 'put', path: ApiRoutes.rating, tag: 'Ratings', summary: 'Rate a job (`jobId`, applicants) or an applicant (`applicantId`, recruiters), 1 to 5', access: 'signed-in', body: { kind: 'json', schema: putRatingSchema }, ok: { status: 200, description: 'Saved', schema: R.messageResponseSchema }, errors: [400, 401, 403, 404, ...BROKER] },

  // ---------- notifications ----------
  { method: 'get', path: ApiRoutes.notifications, tag: 'Notifications', summary: 'The caller\'s notifications, newest first', description: '`unread=1` lists only unread ones.', access: 'signed-in', query: notificationsQuerySchema, ok: { status: 200, description: 'One page of notifications', schema: z.array(R.notificationSchema) }, totalCount: true, errors: [400, 401, ...BROKER] },
  { method: 'get', path: ApiRoutes.notificationsUnreadCount, tag: 'Notifications', summary: 'How many of the caller\'s notifications are unread (the bell)', access: 'signed-in', ok: { status: 200, description: 'The count', schema: R.unreadCountSchema }, errors: [401, ...BROKER] },
  { method: 'put', path: openApiPath(ApiRoutes.notificationRead), tag: 'Notifications', summary: 'Mark one of the caller\'s notifications read', description: 'An unknown id is 404; another user\'s notification is 403 and stays as it was.', access: 'signed-in', pathParams: id('Notification'), ok: { status: 200, description: 'Marked', schema: R.messageResponseSchema }, errors: [401, 403, 404, ...BROKER] },
  { method: 'put', path: ApiRoutes.notificationsReadAll, tag: 'Notifications', summary: 'Mark all the caller\'s notifications read', access: 'signed-in', ok: { status: 200, description: 'Marked, with how many changed', schema: R.markAllReadSchema }, errors: [401, ...BROKER] },
  { method: 'get', path: ApiRoutes.notificationsPreferences, tag: 'Notifications', summary: 'Which notification types the caller gets by email', access: 'signed-in', ok: { status: 200, description: 'Per type: true (email and in-app) or false (in-app only)', schema: R.notificationPreferencesSchema }, errors: [401, ...BROKER] },
  { method: 'put', path: ApiRoutes.notificationsPreferences, tag: 'Notifications', summary: 'Turn email on or off per notification type', access: 'signed-in', body: { kind: 'json', schema: preferencesUpdateSchema }, ok: { status: 200, description: 'The saved preferences', schema: R.notificationPreferencesSchema }, errors: [400, 401, ...BROKER] },
  {
    method: 'post',
    path: ApiRoutes.notificationsUnsubscribe,
    tag: 'Notifications',
    summary: 'One-click unsubscribe (RFC 8058) with the signed token of an email\'s link',
    description: 'Public: the token is the credential. `token` in the query (as the List-Unsubscribe header gives it) or in a JSON body. A forged or altered token is 400 and changes nothing.',
    access: 'public',
    parameters: [{ name: 'token', in: 'query', required: false, schema: { type: 'string' }, description: 'The token of the email\'s unsubscribe link' }],
    body: { kind: 'json', schema: unsubscribeSchema, required: false },
    ok: { status: 200, description: 'Unsubscribed', schema: R.unsubscribeReplySchema },
    errors: [400, ...BROKER],
  },

  // ---------- saved searches (job alerts) ----------
  { method: 'get', path: ApiRoutes.savedSearches, tag: 'Saved searches', summary: 'The applicant\'s saved searches', access: 'applicant', ok: { status: 200, description: 'Newest first', schema: z.array(R.savedSearchSchema) }, errors: [401, 403, ...BROKER] },
  { method: 'post', path: ApiRoutes.savedSearches, tag: 'Saved searches', summary: 'Save a job search: new matching jobs notify at once, and by email as a digest', description: 'The filters of GET /api/jobs (q, jobType, salaryMin, salaryMax, duration). `digest`: daily (default), weekly or off. The same filters twice is 409.', access: 'applicant', body: { kind: 'json', schema: createSavedSearchSchema }, ok: { status: 201, description: 'Saved', schema: R.savedSearchSchema }, errors: [400, 401, 403, 409, ...BROKER] },
  { method: 'put', path: openApiPath(ApiRoutes.savedSearch), tag: 'Saved searches', summary: 'Rename a saved search or change its email digest', access: 'applicant', pathParams: id('Saved search'), body: { kind: 'json', schema: updateSavedSearchSchema }, ok: { status: 200, description: 'Updated', schema: R.savedSearchSchema }, errors: [400, 401, 403, 404, ...BROKER] },
  { method: 'delete', path: openApiPath(ApiRoutes.savedSearch), tag: 'Saved searches', summary: 'Delete a saved search (its alerts stop)', access: 'applicant', pathParams: id('Saved search'), ok: { status: 200, description: 'Deleted', schema: R.messageResponseSchema }, errors: [401, 403, 404, ...BROKER] },

  // ---------- webhooks ----------
  { method: 'get', path: ApiRoutes.webhooks, tag: 'Webhooks', summary: 'The recruiter\'s webhooks', access: 'recruiter', ok: { status: 200, description: 'Newest first (no secrets)', schema: z.array(R.webhookSchema) }, errors: [401, 403, ...BROKER] },
  { method: 'post', path: ApiRoutes.webhooks, tag: 'Webhooks', summary: 'Register a webhook: the events of the recruiter\'s jobs are POSTed to its URL', description: `Each delivery is signed: \`${WEBHOOK_SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">\` keyed by the secret (shown only in this answer). Private, loopback and link-local addresses are refused (400).`, access: 'recruiter', body: { kind: 'json', schema: createWebhookSchema }, ok: { status: 201, description: 'Registered, with its secret', schema: R.webhookWithSecretSchema }, errors: [400, 401, 403, 409, ...BROKER] },
  { method: 'put', path: openApiPath(ApiRoutes.webhook), tag: 'Webhooks', summary: 'Change a webhook\'s events, pause or resume it', access: 'recruiter', pathParams: id('Webhook'), body: { kind: 'json', schema: updateWebhookSchema }, ok: { status: 200, description: 'Updated', schema: R.webhookSchema }, errors: [400, 401, 403, 404, ...BROKER] },
  { method: 'delete', path: openApiPath(ApiRoutes.webhook), tag: 'Webhooks', summary: 'Delete a webhook and its delivery log', access: 'recruiter', pathParams: id('Webhook'), ok: { status: 200, description: 'Deleted', schema: R.messageResponseSchema }, errors: [401, 403, 404, ...BROKER] },
  { method: 'post', path: openApiPath(ApiRoutes.webhookRotateSecret), tag: 'Webhooks', summary: 'Replace a webhook\'s secret', access: 'recruiter', pathParams: id('Webhook'), ok: { status: 200, description: 'The webhook with its new secret', schema: R.webhookWithSecretSchema }, errors: [401, 403, 404, ...BROKER] },
  { method: 'post', path: openApiPath(ApiRoutes.webhookPing), tag: 'Webhooks', summary: 'Send a test event (`ping`) to a webhook', access: 'recruiter', pathParams: id('Webhook'), ok: { status: 200, description: 'Queued; see the delivery log', schema: R.webhookDeliverySchema }, errors: [401, 403, 404, ...BROKER] },
  { method: 'get', path: openApiPath(ApiRoutes.webhookDeliveries), tag: 'Webhooks', summary: 'A webhook\'s delivery log, newest first', access: 'recruiter', pathParams: id('Webhook'), query: webhookDeliveriesQuerySchema, ok: { status: 200, description: 'One page of deliveries', schema: z.array(R.webhookDeliverySchema) }, totalCount: true, errors: [400, 401, 403, 404, ...BROKER] },
  { method: 'post', path: openApiPath(ApiRoutes.webhookRedeliver), tag: 'Webhooks', summary: 'Deliver a logged event again (the same event id)', access: 'recruiter', pathParams: { ...id('Webhook'), deliveryId: 'Delivery id (UUID)' }, ok: { status: 200, description: 'Queued', schema: R.webhookDeliverySchema }, errors: [401, 403, 404, ...BROKER] },

  // ---------- interviews ----------
  {
    method: 'post',
    path: openApiPath(ApiRoutes.interviewQuestions),
    tag: 'Interviews',
    summary: 'The interview\'s current question (drawn by the server for this candidate)',
    description:
      'The first call starts the interview (as many questions as the job\'s `interviewQuestions`). Answers the question asked and not answered yet, or draws the next one from the AI service (question numbers seeded with the application id, so candidates of one job get different questions; the spec\'s default question when the AI service fails). Asking again gives the same question. The expected answer stays on the server. No body. 409 once every question is answered.',
    access: 'applicant',
    pathParams: id('Application'),
    ok: { status: 200, description: 'The question, without its expected answer', schema: R.interviewQuestionViewSchema },
    errors: [401, 403, 404, 409, ...BROKER],
  },
  {
    method: 'post',
    path: openApiPath(ApiRoutes.interviewAnswers),
    tag: 'Interviews',
    summary: 'Answer an asked question: the server evaluates and stores it',
    description: 'The AI service scores the answer against the expected answer the server keeps; the score, feedback, evidence and provenance are stored for the final submission. One answer per question (409 for a second). 503 (nothing stored) when the AI service cannot evaluate it: send it again.',
    access: 'applicant',
    pathParams: id('Application'),
    body: { kind: 'json', schema: interviewAnswerSchema },
    ok: { status: 201, description: 'The score and feedback (no evidence: its key points are the expected answer\'s)', schema: R.interviewAnswerViewSchema },
    errors: [400, 401, 403, 404, 409, ...BROKER],
  },
  {
    method: 'put',
    path: openApiPath(ApiRoutes.interviewComplete),
    tag: 'Interviews',
    summary: 'Confirm the interview is completed (the score is the server\'s)',
    description: 'The submission already marked it completed with the score the server computed; `interviewScore` is accepted and ignored. 409 before the results are submitted.',
    access: 'applicant',
    pathParams: id('Application'),
    body: { kind: 'json', schema: interviewCompleteSchema },
    ok: { status: 200, description: 'Completed; the score in force', schema: R.interviewCompleteReplySchema },
    errors: [400, 401, 403, 404, 409, ...BROKER],
  },
  {
    method: 'put',
    path: openApiPath(ApiRoutes.interviewReview),
    tag: 'Interviews',
    summary: 'Review interview results: mark them reviewed, optionally override the overall score',
    description: `The job's recruiter only. \`overrideScore\` (0-100) with a \`reason\` (required, 1-500 characters) puts the recruiter's score in force; without it the AI score is in force. The AI score is kept; every review is kept.`,
    access: 'recruiter',
    pathParams: id('Application'),
    body: { kind: 'json', schema: interviewReviewSchema },
    ok: { status: 200, description: 'Reviewed; the result as the recruiter sees it', schema: R.interviewReviewReplySchema },
    errors: [400, 401, 403, 404, ...BROKER],
  },
  { method: 'get', path: openApiPath(ApiRoutes.interviewResult), tag: 'Interviews', summary: 'An application\'s interview result (its applicant and the job\'s recruiter)', access: 'signed-in', pathParams: id('Application'), ok: { status: 200, description: 'The result, or success false when there is none yet', schema: R.interviewResultReplySchema }, errors: [401, 403, 404, ...BROKER] },
  { method: 'delete', path: openApiPath(ApiRoutes.interviewVideo), tag: 'Interviews', summary: 'Delete the applicant\'s interview recording (the scores stay)', access: 'applicant', pathParams: id('Application'), ok: { status: 200, description: 'Deleted', schema: R.messageResponseSchema }, errors: [401, 403, 404, ...BROKER] },
  { method: 'get', path: ApiRoutes.interviewResults, tag: 'Interviews', summary: 'An applicant\'s own interview results, or those for a recruiter\'s jobs', access: 'signed-in', ok: { status: 200, description: 'The results', schema: R.interviewResultsListSchema }, errors: [401, ...BROKER] },
  {
    method: 'post',
    path: ApiRoutes.interviewResults,
    tag: 'Interviews',
    summary: 'Submit an interview: stores the server\'s evaluations of its answers, with the video recording',
    description: `Multipart; list fields may be sent as JSON text. The optional \`${UPLOAD_FIELDS.video}\` file (WebM, under ${mb} MB) is streamed to storage. The stored questions, answers and scores are those of the interview the server ran (every question answered, else 409); \`scores\` and \`overallScore\` are accepted and ignored: the overall score is the mean of the server's answer scores, rounded.`,
    access: 'applicant',
    body: { kind: 'multipart', field: UPLOAD_FIELDS.video, types: ACCEPTED_TYPES['interview-video'], fields: interviewSubmissionSchema },
    ok: { status: 201, description: 'Saved', schema: R.interviewSavedSchema },
    errors: [400, 401, 403, 404, 409, 413, 415, ...BROKER],
    proxied: true,
  },

  // ---------- files ----------
  { method: 'post', path: ApiRoutes.uploadResume, tag: 'Files', summary: 'Upload a resume (PDF, Word or text)', access: 'applicant', body: { kind: 'multipart', field: UPLOAD_FIELDS.resume, types: ACCEPTED_TYPES.resume }, ok: { status: 201, description: 'Stored', schema: R.uploadResponseSchema }, errors: [400, 401, 403, 413, 415, ...BROKER], proxied: true },
  { method: 'post', path: ApiRoutes.uploadProfile, tag: 'Files', summary: 'Upload a profile photo (PNG, JPEG or WebP)', access: 'applicant', body: { kind: 'multipart', field: UPLOAD_FIELDS.profile, types: ACCEPTED_TYPES.profile }, ok: { status: 201, description: 'Stored', schema: R.uploadResponseSchema }, errors: [400, 401, 403, 413, 415, ...BROKER], proxied: true },
  ...(['get', 'head'] as const).flatMap((method): GatewayOperation[] => [
    { method, path: openApiPath(ApiRoutes.downloadResume), tag: 'Files', summary: 'Download a resume (its owner, and recruiters they applied to)', access: 'signed-in', pathParams: { file: 'Stored file name or id' }, parameters: [range], ok: { status: 200, description: 'The file', raw: fileBytes('application/octet-stream') }, errors: [401, 403, 404, 416, ...BROKER], proxied: true },
    { method, path: openApiPath(ApiRoutes.downloadProfile), tag: 'Files', summary: 'A profile photo', access: 'signed-in', pathParams: { file: 'Stored file name or id' }, parameters: [range], ok: { status: 200, description: 'The image', raw: fileBytes('image/*') }, errors: [401, 403, 404, 416, ...BROKER], proxied: true },
    { method, path: openApiPath(ApiRoutes.downloadInterview), tag: 'Files', summary: 'Download an interview recording (its applicant and the job\'s recruiter)', description: 'Each GET is logged as a download in the application\'s recording access log before a byte is sent (HEAD is not); when it cannot be logged, 503 and nothing is sent.', access: 'signed-in', pathParams: id('Video file'), parameters: [range], ok: { status: 200, description: 'The recording', raw: fileBytes('video/webm') }, errors: [401, 403, 404, 416, ...BROKER], proxied: true },
    {
      method,
      path: openApiPath(ApiRoutes.streamInterview),
      tag: 'Files',
      summary: 'Stream an interview recording (byte ranges)',
      description: `With the bearer token, or without it through a signed link (\`${STREAM_ACCESS_PARAM}\`, from POST .../link) as a \`<video src>\` sends it. A link's requests are not logged (issuing it was); with the bearer token, the first GET of a caller for this recording in ${STREAM_LINK_TTL_SECONDS / 60} minutes is logged as a play before anything is sent (503 and nothing sent when it cannot be).`,
      access: 'signed-in',
      pathParams: id('Video file'),
      parameters: [
        { name: STREAM_ACCESS_PARAM, in: 'query', required: false, schema: { type: 'string' }, description: `Signed link token (valid ${STREAM_LINK_TTL_SECONDS / 60} minutes, this video only); replaces the bearer token` },
        range,
      ],
      ok: { status: 200, description: 'The whole recording (206 with Content-Range for a range)', raw: fileBytes('video/webm') },
      errors: [401, 403, 404, 416, ...BROKER],
      proxied: true,
    },
  ]),
  { method: 'post', path: openApiPath(ApiRoutes.streamInterviewLink), tag: 'Files', summary: 'A short-lived signed stream link for a `<video src>`', description: 'Issuing a link is one play in the application\'s recording access log (GET /api/applications/{id}/recording-access), logged before the link is given; when it cannot be logged, 503 and no link.', access: 'signed-in', pathParams: id('Video file'), ok: { status: 200, description: 'The link', schema: R.streamLinkSchema }, errors: [401, 403, 404, ...BROKER], proxied: true },

  // ---------- AI ----------
  ...AI_OPERATIONS.map(aiOperation),

  // ---------- operations ----------
  { method: 'get', path: ApiRoutes.liveness, tag: 'Operations', summary: 'The gateway\'s own liveness', access: 'public', ok: { status: 200, description: 'Alive', schema: R.livenessSchema }, errors: [] },
  { method: 'get', path: ApiRoutes.health, tag: 'Operations', summary: 'Health of the gateway and every service', access: 'public', ok: { status: 200, description: 'All up (503 with the same report when one is down)', schema: R.healthReportSchema }, errors: [503] },
  { method: 'get', path: ApiRoutes.ready, tag: 'Operations', summary: 'Readiness: every service with its database, broker and storage', access: 'public', ok: { status: 200, description: 'Ready (503 with the same report when not)', schema: R.healthReportSchema }, errors: [503] },
  { method: 'get', path: ApiRoutes.docs, tag: 'Operations', summary: 'This documentation (swagger-ui)', access: 'public', ok: { status: 200, description: 'The page', raw: { 'text/html': { schema: { type: 'string' } } } }, errors: [] },
  { method: 'get', path: ApiRoutes.openApi, tag: 'Operations', summary: 'This OpenAPI document', access: 'public', ok: { status: 200, description: 'OpenAPI 3.1', raw: { 'application/json': { schema: { type: 'object' } } } }, errors: [] },
];

/**
 * The AI service's own HTTP API, which the gateway proxies under /ai (documented by the AI service
 * at /ai/docs, not in the gateway's document): the same five agents and that document. With
 * GATEWAY_OPERATIONS, every route the gateway exposes (the security suite covers both).
 */
export const AI_PROXY_OPERATIONS: GatewayOperation[] = [
  ...AI_OPERATIONS.map((op) => ({
    ...aiOperation(op),
    path: `${AI_PROXY_PREFIX}${op.path}`,
    description: "The AI service's own API through the gateway's proxy (the gateway checks the token first, the AI service again and the role).",
    proxied: true,
  })),
  { method: 'get', path: `${AI_PROXY_PREFIX}${AiPaths.docs}`, tag: 'AI', summary: "The AI service's API documentation (swagger-ui)", access: 'public', ok: { status: 200, description: 'The page', raw: { 'text/html': { schema: { type: 'string' } } } }, errors: [503], proxied: true },
  { method: 'get', path: `${AI_PROXY_PREFIX}${AiPaths.openApi}`, tag: 'AI', summary: "The AI service's OpenAPI document", access: 'public', ok: { status: 200, description: 'OpenAPI 3.1', raw: { 'application/json': { schema: { type: 'object' } } } }, errors: [503], proxied: true },
];
