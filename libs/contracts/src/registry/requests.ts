import { Patterns, type EventEnvelope } from '../messages';
import type { ServiceHealth } from '../health';
import { loginMessageSchema, type LoginReply } from '../auth/sessions';
import type { RevocationsPage, RevocationsSinceMessage } from '../auth/sessions';
import { signupRequestSchema, type AuthResponse, type GetUserMessage, type UpdateUserMessage, type UserProfile } from '../auth/auth.schemas';
import type { CreateJobMessage, DeleteJobMessage, GetJobMessage, JobFacetsMessage, JobFeedMessage, JobLinksMessage, SearchJobsMessage, SuggestJobsMessage, UpdateJobMessage } from '../jobs/job.messages';
import type { Job, JobFacets, JobFeed, JobLinks, JobList, JobSuggestions } from '../jobs/job.schemas';
import type { MessageResponse, Page } from '../common/pagination';
import type {
  ApplicationHistoryMessage,
  ApplyMessage,
  BulkStatusMessage,
  GetRatingMessage,
  ListApplicantsMessage,
  ListMineMessage,
  PutRatingMessage,
  SetJobLimitsMessage,
  SetJobLimitsResult,
  UpdateStatusMessage,
} from '../applications/application.messages';
import type { Application, ApplicationHistory, BulkStatusReply, RatingResponse } from '../applications/application.schemas';
import type {
  GetPreferencesMessage,
  ListNotificationsMessage,
  MarkAllReadMessage,
  MarkReadMessage,
  PutPreferencesMessage,
  UnreadCountMessage,
  UnsubscribeMessage,
} from '../notifications/notification.messages';
import type { NotificationPreferences, NotificationView, UnreadCount, UnsubscribeReply } from '../notifications/notification.schemas';
import type {
  CreateSavedSearchMessage,
  DeleteSavedSearchMessage,
  ListSavedSearchesMessage,
  SavedSearchView,
  UpdateSavedSearchMessage,
} from '../saved-searches/saved-search.schemas';
import type {
  CreateWebhookMessage,
  ListWebhookDeliveriesMessage,
  ListWebhooksMessage,
  RedeliverWebhookMessage,
  UpdateWebhookMessage,
  WebhookByIdMessage,
  WebhookDeliveryView,
  WebhookView,
  WebhookWithSecret,
} from '../webhooks/webhook.schemas';
import type {
  CompleteInterviewMessage,
  DeleteInterviewVideoMessage,
  FileAccessMessage,
  FileAccessReply,
  GetInterviewResultMessage,
  InterviewCompleteReply,
  InterviewResultReply,
  InterviewResultsListReply,
  ListInterviewResultsMessage,
  SaveInterviewResultMessage,
  SaveInterviewResultReply,
} from '../applications/interview.schemas';
import type {
  AnswerInterviewQuestionMessage,
  InterviewAnswerView,
  InterviewQuestionView,
  InterviewReviewReply,
  NextInterviewQuestionMessage,
  ReviewInterviewMessage,
} from '../applications/interview-session.schemas';
import { AI_REQUEST_SCHEMAS, type AiOperationName, type AiReplies } from '../openapi/ai-operations';
import type { ApplicationsDataExport, DeleteUserMessage, ExportDataMessage, ExportedFile } from '../privacy/privacy.schemas';
import type { GetSelfIdentificationMessage, PutSelfIdentificationMessage, SelfIdentification } from '../fairness/self-identification.schemas';
import type { AdverseImpactMessage, AdverseImpactReply, FunnelMessage, FunnelReport } from '../fairness/adverse-impact.schemas';
import type { GetRecordingAccessMessage, RecordingAccessLog, RecordRecordingAccessMessage, RecordRecordingAccessReply } from '../fairness/recording-access.schemas';
import type { AiAuditExport, AiAuditMessage, HumanInterviewHandledMessage, HumanInterviewRequestMessage, HumanInterviewRequestReply } from '../fairness/accountability.schemas';
import type { CheckFileOwnershipMessage, CheckFileOwnershipReply } from '../media/file-housekeeping';
import type { PatternName } from '../security/call-policy';
import { typeOnly, type MessageSpec, type SpecInput, type SpecOutput } from './spec';

const reply = typeOnly;
const message = typeOnly;
/** An AI agent's request and reply, from the agents' one list (openapi/ai-operations.ts). */
const aiAgent = <N extends AiOperationName>(name: N) => ({ request: AI_REQUEST_SCHEMAS[name], response: reply<AiReplies[N]>() });

/**
 * The one table of request/response messages: each pattern's request (a zod schema where the
 * answering service parses with one, else the message type) and its reply. `ServiceClient.send`
 * is typed by it: the pattern picks the payload type and the result type. A pattern missing here,
 * or one that is not in `Patterns`, does not compile.
 */
export const Requests = {
  [Patterns.health.check]: { request: message<Record<string, never>>(), response: reply<ServiceHealth>() },
  [Patterns.events.deliver]: { request: message<EventEnvelope>(), response: reply<{ ok: true }>() },

  [Patterns.auth.signup]: { request: signupRequestSchema, response: reply<AuthResponse>() },
  [Patterns.auth.login]: { request: loginMessageSchema, response: reply<LoginReply>() },
  [Patterns.auth.getUser]: { request: message<GetUserMessage>(), response: reply<UserProfile>() },
  [Patterns.auth.updateUser]: { request: message<UpdateUserMessage>(), response: reply<MessageResponse>() },
  [Patterns.auth.deleteUser]: { request: message<DeleteUserMessage>(), response: reply<MessageResponse>() },
  [Patterns.auth.revocationsSince]: { request: message<RevocationsSinceMessage>(), response: reply<RevocationsPage>() },

  [Patterns.jobs.create]: { request: message<CreateJobMessage>(), response: reply<MessageResponse & { _id: string }>() },
  [Patterns.jobs.get]: { request: message<GetJobMessage>(), response: reply<Job>() },
  [Patterns.jobs.update]: { request: message<UpdateJobMessage>(), response: reply<MessageResponse>() },
  [Patterns.jobs.delete]: { request: message<DeleteJobMessage>(), response: reply<MessageResponse>() },
  [Patterns.jobs.search]: { request: message<SearchJobsMessage>(), response: reply<JobList>() },
  [Patterns.jobs.suggest]: { request: message<SuggestJobsMessage>(), response: reply<JobSuggestions>() },
  [Patterns.jobs.facets]: { request: message<JobFacetsMessage>(), response: reply<JobFacets>() },
  [Patterns.jobs.feed]: { request: message<JobFeedMessage>(), response: reply<JobFeed>() },
  [Patterns.jobs.links]: { request: message<JobLinksMessage>(), response: reply<JobLinks>() },

  [Patterns.applications.apply]: { request: message<ApplyMessage>(), response: reply<MessageResponse>() },
  [Patterns.applications.listMine]: { request: message<ListMineMessage>(), response: reply<Page<Application>>() },
  [Patterns.applications.listApplicants]: { request: message<ListApplicantsMessage>(), response: reply<Page<Application>>() },
  [Patterns.applications.updateStatus]: { request: message<UpdateStatusMessage>(), response: reply<MessageResponse>() },
  [Patterns.applications.bulkStatus]: { request: message<BulkStatusMessage>(), response: reply<BulkStatusReply>() },
  [Patterns.applications.getRating]: { request: message<GetRatingMessage>(), response: reply<RatingResponse>() },
  [Patterns.applications.putRating]: { request: message<PutRatingMessage>(), response: reply<MessageResponse>() },
  [Patterns.applications.setJobLimits]: { request: message<SetJobLimitsMessage>(), response: reply<SetJobLimitsResult>() },
  [Patterns.applications.saveInterviewResult]: { request: message<SaveInterviewResultMessage>(), response: reply<SaveInterviewResultReply>() },
  [Patterns.applications.completeInterview]: { request: message<CompleteInterviewMessage>(), response: reply<InterviewCompleteReply>() },
  [Patterns.applications.getInterviewResult]: { request: message<GetInterviewResultMessage>(), response: reply<InterviewResultReply>() },
  [Patterns.applications.listInterviewResults]: { request: message<ListInterviewResultsMessage>(), response: reply<InterviewResultsListReply>() },
  [Patterns.applications.fileAccess]: { request: message<FileAccessMessage>(), response: reply<FileAccessReply>() },
  [Patterns.applications.exportData]: { request: message<ExportDataMessage>(), response: reply<ApplicationsDataExport>() },
  [Patterns.applications.deleteInterviewVideo]: { request: message<DeleteInterviewVideoMessage>(), response: reply<MessageResponse>() },
  [Patterns.applications.nextInterviewQuestion]: { request: message<NextInterviewQuestionMessage>(), response: reply<InterviewQuestionView>() },
  [Patterns.applications.answerInterviewQuestion]: { request: message<AnswerInterviewQuestionMessage>(), response: reply<InterviewAnswerView>() },
  [Patterns.applications.reviewInterviewResult]: { request: message<ReviewInterviewMessage>(), response: reply<InterviewReviewReply>() },
  [Patterns.applications.history]: { request: message<ApplicationHistoryMessage>(), response: reply<ApplicationHistory>() },
  [Patterns.applications.getSelfIdentification]: { request: message<GetSelfIdentificationMessage>(), response: reply<SelfIdentification>() },
  [Patterns.applications.putSelfIdentification]: { request: message<PutSelfIdentificationMessage>(), response: reply<MessageResponse>() },
  [Patterns.applications.adverseImpact]: { request: message<AdverseImpactMessage>(), response: reply<AdverseImpactReply>() },
  [Patterns.applications.funnel]: { request: message<FunnelMessage>(), response: reply<FunnelReport>() },
  [Patterns.applications.recordRecordingAccess]: { request: message<RecordRecordingAccessMessage>(), response: reply<RecordRecordingAccessReply>() },
  [Patterns.applications.getRecordingAccess]: { request: message<GetRecordingAccessMessage>(), response: reply<RecordingAccessLog>() },
  [Patterns.applications.requestHumanInterview]: { request: message<HumanInterviewRequestMessage>(), response: reply<HumanInterviewRequestReply>() },
  [Patterns.applications.handleHumanInterview]: { request: message<HumanInterviewHandledMessage>(), response: reply<HumanInterviewRequestReply>() },
  [Patterns.applications.aiAudit]: { request: message<AiAuditMessage>(), response: reply<AiAuditExport>() },

  [Patterns.notifications.list]: { request: message<ListNotificationsMessage>(), response: reply<Page<NotificationView>>() },
  [Patterns.notifications.unreadCount]: { request: message<UnreadCountMessage>(), response: reply<UnreadCount>() },
  [Patterns.notifications.markRead]: { request: message<MarkReadMessage>(), response: reply<MessageResponse>() },
  [Patterns.notifications.markAllRead]: { request: message<MarkAllReadMessage>(), response: reply<MessageResponse & { updated: number }>() },
  [Patterns.notifications.getPreferences]: { request: message<GetPreferencesMessage>(), response: reply<NotificationPreferences>() },
  [Patterns.notifications.putPreferences]: { request: message<PutPreferencesMessage>(), response: reply<NotificationPreferences>() },
  [Patterns.notifications.unsubscribe]: { request: message<UnsubscribeMessage>(), response: reply<UnsubscribeReply>() },

  [Patterns.savedSearches.list]: { request: message<ListSavedSearchesMessage>(), response: reply<SavedSearchView[]>() },
  [Patterns.savedSearches.create]: { request: message<CreateSavedSearchMessage>(), response: reply<SavedSearchView>() },
  [Patterns.savedSearches.update]: { request: message<UpdateSavedSearchMessage>(), response: reply<SavedSearchView>() },
  [Patterns.savedSearches.delete]: { request: message<DeleteSavedSearchMessage>(), response: reply<MessageResponse>() },

  [Patterns.webhooks.list]: { request: message<ListWebhooksMessage>(), response: reply<WebhookView[]>() },
  [Patterns.webhooks.create]: { request: message<CreateWebhookMessage>(), response: reply<WebhookWithSecret>() },
  [Patterns.webhooks.update]: { request: message<UpdateWebhookMessage>(), response: reply<WebhookView>() },
  [Patterns.webhooks.delete]: { request: message<WebhookByIdMessage>(), response: reply<MessageResponse>() },
  [Patterns.webhooks.rotateSecret]: { request: message<WebhookByIdMessage>(), response: reply<WebhookWithSecret>() },
  [Patterns.webhooks.ping]: { request: message<WebhookByIdMessage>(), response: reply<WebhookDeliveryView>() },
  [Patterns.webhooks.deliveries]: { request: message<ListWebhookDeliveriesMessage>(), response: reply<Page<WebhookDeliveryView>>() },
  [Patterns.webhooks.redeliver]: { request: message<RedeliverWebhookMessage>(), response: reply<WebhookDeliveryView>() },

  [Patterns.ai.interviewQuestion]: aiAgent('interviewQuestion'),
  [Patterns.ai.evaluateAnswer]: aiAgent('evaluateAnswer'),
  [Patterns.ai.learningPath]: aiAgent('learningPath'),
  [Patterns.ai.suggestCandidate]: aiAgent('suggestCandidate'),
  [Patterns.ai.createResume]: aiAgent('createResume'),

  [Patterns.media.listFiles]: { request: message<ExportDataMessage>(), response: reply<ExportedFile[]>() },
  [Patterns.media.checkOwnership]: { request: message<CheckFileOwnershipMessage>(), response: reply<CheckFileOwnershipReply>() },
} as const satisfies { [P in PatternName]: { request: MessageSpec; response: MessageSpec } };

export type RequestTable = typeof Requests;
export type RequestPattern = keyof RequestTable;
/** What a sender passes for a pattern. */
export type RequestOf<P extends RequestPattern> = SpecInput<RequestTable[P]['request']>;
/** What the answering service replies to a pattern. */
export type ResponseOf<P extends RequestPattern> = SpecOutput<RequestTable[P]['response']>;
/** The table as types only: server-kit's ServiceClient is typed by it. */
export type RequestMessages = { [P in RequestPattern]: { request: RequestOf<P>; response: ResponseOf<P> } };
