/**
 * Every HTTP path of the public API (spec section 7 plus the product's additions), in one table.
 * Plain constants and string functions only (no node imports): the gateway's controllers, the
 * OpenAPI document, the web client and the e2e suites all read it.
 *
 * - `ApiRoutes`: route templates with `:param` segments, as Nest's decorators and Express take them.
 * - `ApiPaths`: what a client calls: a constant, or a small builder for a path with an id
 *   (`ApiPaths.application(id)`; every value is URI-encoded).
 * - `openApiPath(ApiRoutes.job)`: the OpenAPI template (`/api/jobs/{id}`).
 */
export const ApiRoutes = {
  // ---------- auth ----------
  signup: '/auth/signup',
  login: '/auth/login',
  // ---------- user ----------
  user: '/api/user',
  userExport: '/api/user/export',
  /** Issue 21: the applicant's voluntary self-identification (their own answers). */
  selfIdentification: '/api/user/self-identification',
  // ---------- jobs ----------
  jobs: '/api/jobs',
  jobsSuggest: '/api/jobs/suggest',
  jobsFacets: '/api/jobs/facets',
  job: '/api/jobs/:id',
  /** Issue 19: one open job for anyone (the public job page's data); no token needed. */
  publicJob: '/api/public/jobs/:id',
  jobApplications: '/api/jobs/:id/applications',
  /** Issue 21: one job's AI audit export (JSON file). */
  jobAiAudit: '/api/jobs/:id/ai-audit',
  // ---------- applications and ratings ----------
  applications: '/api/applications',
  application: '/api/applications/:id',
  applicants: '/api/applicants',
  rating: '/api/rating',
  applicationHistory: '/api/applications/:id/history',
  applicationsBulkStatus: '/api/applications/bulk-status',
  /** Issue 21: who played or downloaded the application's interview recording (its applicant and the job's recruiter). */
  recordingAccess: '/api/applications/:id/recording-access',
  /** Issue 21: the applicant asks for a human interview; the recruiter marks the request handled. */
  humanInterviewRequest: '/api/applications/:id/human-interview-request',
  humanInterviewHandled: '/api/applications/:id/human-interview-request/handled',
  // ---------- notifications (issue 18) ----------
  notifications: '/api/notifications',
  notificationsUnreadCount: '/api/notifications/unread-count',
  notificationsReadAll: '/api/notifications/read-all',
  notificationsPreferences: '/api/notifications/preferences',
  notificationsUnsubscribe: '/api/notifications/unsubscribe',
  notificationRead: '/api/notifications/:id/read',
  savedSearches: '/api/saved-searches',
  savedSearch: '/api/saved-searches/:id',
  webhooks: '/api/webhooks',
  webhook: '/api/webhooks/:id',
  webhookRotateSecret: '/api/webhooks/:id/rotate-secret',
  webhookPing: '/api/webhooks/:id/ping',
  webhookDeliveries: '/api/webhooks/:id/deliveries',
  webhookRedeliver: '/api/webhooks/:id/deliveries/:deliveryId/redeliver',
  // ---------- hiring insights (issue 21) ----------
  insightsAdverseImpact: '/api/insights/adverse-impact',
  insightsFunnel: '/api/insights/funnel',
  // ---------- interviews ----------
  interviewQuestions: '/api/applications/:id/interview/questions',
  interviewAnswers: '/api/applications/:id/interview/answers',
  interviewComplete: '/api/applications/:id/interview-complete',
  interviewResult: '/api/applications/:id/interview-results',
  interviewReview: '/api/applications/:id/interview-results/review',
  interviewVideo: '/api/applications/:id/interview-results/video',
  interviewResults: '/api/interview-results',
  // ---------- files (streamed to the media service by the gateway's proxy) ----------
  uploadResume: '/api/uploads/resume',
  uploadProfile: '/upload/profile',
  downloadResume: '/api/download/resume/:file',
  downloadProfile: '/api/download/profile/:file',
  downloadInterview: '/api/download/interview/:id',
  streamInterview: '/api/stream/interview/:id',
  streamInterviewLink: '/api/stream/interview/:id/link',
  // ---------- AI (the gateway's routes over the broker; AI_OPERATIONS lists them) ----------
  interviewQuestion: '/api/get-interview-question',
  evaluateAnswer: '/api/evaluate-answer',
  learningPath: '/api/suggest-learning-path',
  suggestCandidate: '/api/suggest-candidate',
  createResume: '/api/resume-create',
  // ---------- operations and documentation ----------
  liveness: '/health',
  health: '/api/health',
  ready: '/ready',
  docs: '/api/docs',
  openApi: '/api/docs/openapi.json',
} as const;

export type ApiRouteName = keyof typeof ApiRoutes;
export type ApiRoute = (typeof ApiRoutes)[ApiRouteName];

/** The `:param` names of a route template: `RouteParams<'/api/jobs/:id'>` is `'id'`. */
export type RouteParams<T extends string> = T extends `${string}:${infer P}/${infer Rest}` ? P | RouteParams<`/${Rest}`> : T extends `${string}:${infer P}` ? P : never;

/** A route with its parameters filled in (URI-encoded): `fillRoute(ApiRoutes.job, { id })`. */
export function fillRoute<T extends string>(route: T, params: Record<RouteParams<T>, string>): string {
  const values = params as Record<string, string>;
  return route.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

/** The OpenAPI form of a route template: `/api/jobs/:id` -> `/api/jobs/{id}`. */
export function openApiPath(route: string): string {
  return route.replace(/:(\w+)/g, '{$1}');
}

/**
 * A regular expression matching exactly these routes' concrete paths (a `:param` is one non-empty
 * segment; one trailing slash allowed, as Express's routing does), e.g. for a proxy's route table.
 */
export function routeRegExp(...routes: string[]): RegExp {
  const source = (route: string) => route.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/:\w+/g, '[^/]+');
  return new RegExp(`^(?:${routes.map(source).join('|')})\\/?$`);
}

/** The first segments of every API path (`/api`, `/auth`, ...): whatever starts with one is not the web app's. */
export const API_ROOTS: readonly string[] = [...new Set(Object.values(ApiRoutes).map((route) => `/${route.split('/')[1]}`))];

const withId =
  <T extends string>(route: T) =>
  (id: string): string =>
    fillRoute(route, { id } as Record<RouteParams<T>, string>);
const withFile =
  <T extends string>(route: T) =>
  (file: string): string =>
    fillRoute(route, { file } as Record<RouteParams<T>, string>);

/** What a client calls (spec section 7): constants, and builders for the paths that take an id. */
export const ApiPaths = {
  signup: ApiRoutes.signup,
  login: ApiRoutes.login,
  user: ApiRoutes.user,
  userExport: ApiRoutes.userExport,
  selfIdentification: ApiRoutes.selfIdentification,
  insightsAdverseImpact: ApiRoutes.insightsAdverseImpact,
  insightsFunnel: ApiRoutes.insightsFunnel,
  jobs: ApiRoutes.jobs,
  jobsSuggest: ApiRoutes.jobsSuggest,
  jobsFacets: ApiRoutes.jobsFacets,
  job: withId(ApiRoutes.job),
  publicJob: withId(ApiRoutes.publicJob),
  jobApplications: withId(ApiRoutes.jobApplications),
  applications: ApiRoutes.applications,
  application: withId(ApiRoutes.application),
  applicants: ApiRoutes.applicants,
  rating: ApiRoutes.rating,
  applicationHistory: withId(ApiRoutes.applicationHistory),
  humanInterviewRequest: withId(ApiRoutes.humanInterviewRequest),
  humanInterviewHandled: withId(ApiRoutes.humanInterviewHandled),
  jobAiAudit: withId(ApiRoutes.jobAiAudit),
  applicationsBulkStatus: ApiRoutes.applicationsBulkStatus,
  recordingAccess: withId(ApiRoutes.recordingAccess),
  notifications: ApiRoutes.notifications,
  notificationsUnreadCount: ApiRoutes.notificationsUnreadCount,
  notificationsReadAll: ApiRoutes.notificationsReadAll,
  notificationsPreferences: ApiRoutes.notificationsPreferences,
  notificationsUnsubscribe: ApiRoutes.notificationsUnsubscribe,
  notificationRead: withId(ApiRoutes.notificationRead),
  savedSearches: ApiRoutes.savedSearches,
  savedSearch: withId(ApiRoutes.savedSearch),
  webhooks: ApiRoutes.webhooks,
  webhook: withId(ApiRoutes.webhook),
  webhookRotateSecret: withId(ApiRoutes.webhookRotateSecret),
  webhookPing: withId(ApiRoutes.webhookPing),
  webhookDeliveries: withId(ApiRoutes.webhookDeliveries),
  webhookRedeliver: (id: string, deliveryId: string): string => fillRoute(ApiRoutes.webhookRedeliver, { id, deliveryId }),
  interviewQuestions: withId(ApiRoutes.interviewQuestions),
  interviewAnswers: withId(ApiRoutes.interviewAnswers),
  interviewComplete: withId(ApiRoutes.interviewComplete),
  interviewResult: withId(ApiRoutes.interviewResult),
  interviewReview: withId(ApiRoutes.interviewReview),
  interviewVideo: withId(ApiRoutes.interviewVideo),
  interviewResults: ApiRoutes.interviewResults,
  uploadResume: ApiRoutes.uploadResume,
  uploadProfile: ApiRoutes.uploadProfile,
  downloadResume: withFile(ApiRoutes.downloadResume),
  downloadProfile: withFile(ApiRoutes.downloadProfile),
  downloadInterview: withId(ApiRoutes.downloadInterview),
  streamInterview: withId(ApiRoutes.streamInterview),
  streamInterviewLink: withId(ApiRoutes.streamInterviewLink),
  liveness: ApiRoutes.liveness,
  health: ApiRoutes.health,
  ready: ApiRoutes.ready,
  docs: ApiRoutes.docs,
  openApi: ApiRoutes.openApi,
} as const;

/**
 * The AI agents' paths (spec section 7): gateway routes over the broker, and the same paths on the
 * AI service's own HTTP API, which the gateway proxies under AI_PROXY_PREFIX. AI_OPERATIONS
 * (openapi/ai-operations.ts) says everything else about each agent.
 */
export const AiPaths = {
  interviewQuestion: ApiRoutes.interviewQuestion,
  evaluateAnswer: ApiRoutes.evaluateAnswer,
  learningPath: ApiRoutes.learningPath,
  suggestCandidate: ApiRoutes.suggestCandidate,
  createResume: ApiRoutes.createResume,
  /** The AI service's own API document (through the gateway: `/ai/docs`). */
  docs: '/docs',
  openApi: '/docs/openapi.json',
} as const;

export const AI_PROXY_PREFIX = '/ai';

/**
 * Public pages the gateway answers itself (issue 19), readable without a token: the job page's
 * HTML (the web app's index.html with the job's meta tags and JSON-LD), the sitemap, and the
 * feeds of open jobs.
 */
export const PublicPages = {
  job: '/jobs/:id',
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  rss: '/feeds/jobs.rss',
  xmlFeed: '/feeds/jobs.xml',
} as const;

/** The public page of one job (share links, tiles, feeds). */
export const publicJobPath = (id: string): string => `/jobs/${encodeURIComponent(id)}`;
