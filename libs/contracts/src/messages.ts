import type { ServiceName } from './domain';

/**
 * The one registry of request/response patterns and events. Every name carries a version;
 * nothing else in the code base spells a pattern as a bare string.
 */
export const Patterns = {
  health: {
    check: 'health.check.v1',
  },
  events: {
    /** TCP mode only: an event handed straight to a consuming service. */
    deliver: 'events.deliver.v1',
  },
  auth: {
    signup: 'auth.signup.v1',
    login: 'auth.login.v1',
    getUser: 'auth.user.get.v1',
    updateUser: 'auth.user.update.v1',
    deleteUser: 'auth.user.delete.v1',
    /** Gateways poll this every second: accounts whose tokens are refused (deleted accounts). */
    revocationsSince: 'auth.revocations.since.v1',
  },
  jobs: {
    create: 'jobs.create.v1',
    get: 'jobs.get.v1',
    update: 'jobs.update.v1',
    delete: 'jobs.delete.v1',
    search: 'jobs.search.v1',
    /** Issue 19: type-ahead, facet counts, and the open jobs of the sitemap and feeds. */
    suggest: 'jobs.suggest.v1',
    facets: 'jobs.facets.v1',
    feed: 'jobs.feed.v1',
    /** The sitemap: open jobs' ids and dates only. */
    links: 'jobs.links.v1',
  },
  applications: {
    apply: 'applications.apply.v1',
    listMine: 'applications.list-mine.v1',
    listApplicants: 'applications.list-applicants.v1',
    updateStatus: 'applications.update-status.v1',
    /** Several applications shortlisted or rejected in one request (issue 18), each on its own. */
    bulkStatus: 'applications.bulk-status.v1',
    getRating: 'applications.rating.get.v1',
    putRating: 'applications.rating.put.v1',
    /** The jobs service asks before changing a job's limits: accepts are counted here. */
    setJobLimits: 'applications.job-limits.set.v1',
    saveInterviewResult: 'applications.interview-result.save.v1',
    completeInterview: 'applications.interview.complete.v1',
    getInterviewResult: 'applications.interview-result.get.v1',
    listInterviewResults: 'applications.interview-result.list.v1',
    /** May the caller read files (resume, interview video) owned by an applicant? Owner, or a recruiter they applied to. */
    fileAccess: 'applications.file-access.check.v1',
    exportData: 'applications.export.v1',
    deleteInterviewVideo: 'applications.interview-video.delete.v1',
    /** The server-run interview (issue 15): the current question, an answer evaluated by the server, the recruiter's review. */
    nextInterviewQuestion: 'applications.interview.question.next.v1',
    answerInterviewQuestion: 'applications.interview.answer.v1',
    reviewInterviewResult: 'applications.interview-result.review.v1',
    /** An application's status history (issue 18), for its applicant or its job's recruiter. */
    history: 'applications.history.v1',
    /** Issue 21: the applicant's voluntary self-identification (their own answers only). */
    getSelfIdentification: 'applications.self-identification.get.v1',
    putSelfIdentification: 'applications.self-identification.put.v1',
    /** Issue 21: the adverse-impact report over a recruiter's job or jobs (aggregate counts only). */
    adverseImpact: 'applications.insights.adverse-impact.v1',
    /** Issue 21: the hiring funnel, days in stage and AI score distribution over a recruiter's job or jobs. */
    funnel: 'applications.insights.funnel.v1',
    /** Issue 21: the media service logs a play or download of an interview recording before serving it (peer call; refused: nothing is served). */
    recordRecordingAccess: 'applications.recording-access.record.v1',
    /** Issue 21: who played or downloaded an application's interview recording, for its applicant and the job's recruiter. */
    getRecordingAccess: 'applications.recording-access.get.v1',
    /** Issue 21: an applicant asks for a human interview instead of the AI one; the recruiter marks it handled. */
    requestHumanInterview: 'applications.human-interview.request.v1',
    handleHumanInterview: 'applications.human-interview.handled.v1',
    /** Issue 21: one job's AI audit export (scores with provenance, reviews, decisions, impact ratios). */
    aiAudit: 'applications.ai-audit.export.v1',
  },
  ai: {
    interviewQuestion: 'ai.interview-question.get.v1',
    evaluateAnswer: 'ai.answer.evaluate.v1',
    learningPath: 'ai.learning-path.suggest.v1',
    suggestCandidate: 'ai.candidate.suggest.v1',
    createResume: 'ai.resume.create.v1',
  },
  notifications: {
    list: 'notifications.list.v1',
    unreadCount: 'notifications.unread-count.v1',
    markRead: 'notifications.mark-read.v1',
    markAllRead: 'notifications.mark-all-read.v1',
    getPreferences: 'notifications.preferences.get.v1',
    putPreferences: 'notifications.preferences.put.v1',
    /** Public (the signed token is the credential): the one-click link of an email. */
    unsubscribe: 'notifications.unsubscribe.v1',
  },
  /** Saved searches and job alerts (notifications service). */
  savedSearches: {
    list: 'saved-searches.list.v1',
    create: 'saved-searches.create.v1',
    update: 'saved-searches.update.v1',
    delete: 'saved-searches.delete.v1',
  },
  /** Recruiters' webhooks (notifications service). */
  webhooks: {
    list: 'webhooks.list.v1',
    create: 'webhooks.create.v1',
    update: 'webhooks.update.v1',
    delete: 'webhooks.delete.v1',
    rotateSecret: 'webhooks.rotate-secret.v1',
    ping: 'webhooks.ping.v1',
    deliveries: 'webhooks.deliveries.list.v1',
    redeliver: 'webhooks.deliveries.redeliver.v1',
  },
  media: {
    /** The caller's own stored files (data export): ExportDataMessage -> ExportedFile[]. */
    listFiles: 'media.files.list.v1',
    /** Auth asks before a profile names files: CheckFileOwnershipMessage -> CheckFileOwnershipReply. */
    checkOwnership: 'media.files.ownership.check.v1',
  },
} as const;

/** Which service answers a request pattern, so the gateway picks the right client. */
export const PatternOwner = {
  auth: 'auth',
  jobs: 'jobs',
  applications: 'applications',
  media: 'media',
  ai: 'ai',
  notifications: 'notifications',
  savedSearches: 'notifications',
  webhooks: 'notifications',
} as const satisfies Record<string, ServiceName>;

export const Events = {
  userUpdated: 'user.updated.v1',
  userDeleted: 'user.deleted.v1',
  interviewVideoDeleted: 'interview.video-deleted.v1',
  jobCreated: 'job.created.v1',
  jobUpdated: 'job.updated.v1',
  jobDeleted: 'job.deleted.v1',
  applicationStatusChanged: 'application.status-changed.v1',
  ratingChanged: 'rating.changed.v1',
  /** An applicant finished an AI interview (the recruiter is told). */
  interviewCompleted: 'interview.completed.v1',
} as const;
export type EventName = (typeof Events)[keyof typeof Events];

export interface EventEnvelope<T = unknown> {
  id: string;
  event: string;
  occurredAt: string;
  payload: T;
  /** The correlation id of the request that caused the event, when there was one. */
  meta?: { reqId?: string };
}

/** Event routing table: which services consume each event (one queue per consuming service). */
export const EventRoutes: Record<EventName, readonly ServiceName[]> = {
  [Events.userUpdated]: ['applications', 'jobs', 'media', 'notifications'],
  [Events.userDeleted]: ['applications', 'media', 'notifications'],
  [Events.interviewVideoDeleted]: ['media'],
  [Events.jobCreated]: ['applications', 'notifications'],
  [Events.jobUpdated]: ['applications', 'notifications'],
  [Events.jobDeleted]: ['applications', 'notifications'],
  [Events.applicationStatusChanged]: ['jobs', 'notifications'],
  [Events.ratingChanged]: ['jobs', 'auth', 'applications'],
  [Events.interviewCompleted]: ['notifications'],
};

/** What the caller is, as the gateway verified it; handed to services with every request that needs it. */
export interface Caller {
  userId: string;
  type: 'applicant' | 'recruiter';
}

export function consumersOf(event: string, routes: Record<string, readonly string[]> = EventRoutes): readonly string[] {
  return routes[event] ?? [];
}

/** Events a service consumes, derived from the routing table (used to bind its queue). */
export function eventsConsumedBy(service: string, routes: Record<string, readonly string[]> = EventRoutes): string[] {
  return Object.entries(routes)
    .filter(([, consumers]) => consumers.includes(service))
    .map(([event]) => event);
}
