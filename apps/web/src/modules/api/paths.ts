import { AI_PROXY_PREFIX, AiPaths, ApiPaths } from '@hirewise/contracts/api-paths';

/**
 * The web client's names for the gateway paths (spec section 7). Every path comes from contracts'
 * ApiPaths, the one table the gateway's controllers and the OpenAPI document read too; the builders
 * URI-encode their ids.
 */
export const HiringPaths = {
  jobs: ApiPaths.jobs,
  /** Type-ahead and facet counts of the job search (issue 19). */
  jobsSuggest: ApiPaths.jobsSuggest,
  jobsFacets: ApiPaths.jobsFacets,
  job: ApiPaths.job,
  /** One open job for anyone, no token (the public job page, issue 19). */
  publicJob: ApiPaths.publicJob,
  jobApplications: ApiPaths.jobApplications,
  applications: ApiPaths.applications,
  application: ApiPaths.application,
  applicants: ApiPaths.applicants,
  rating: ApiPaths.rating,
  /** An application's status history (issue 18). */
  applicationHistory: ApiPaths.applicationHistory,
  /** One status for several applications (issue 18). */
  applicationsBulkStatus: ApiPaths.applicationsBulkStatus,
} as const;

/** Interview calls of the applications service (spec section 7; the video deletion is ours). */
export const InterviewPaths = {
  complete: ApiPaths.interviewComplete,
  results: ApiPaths.interviewResult,
  video: ApiPaths.interviewVideo,
} as const;

/**
 * AI tools (spec section 7): the gateway's own routes (bearer token), and the AI service's HTTP API,
 * which the gateway proxies under AI_PROXY_PREFIX: '{AI service}/api/suggest-candidate' is
 * '/ai/api/suggest-candidate'.
 */
export const AiCallPaths = {
  interviewQuestion: AiPaths.interviewQuestion,
  evaluateAnswer: AiPaths.evaluateAnswer,
  learningPath: AiPaths.learningPath,
  suggestCandidate: AiPaths.suggestCandidate,
  /** Recruiter Agent: a direct POST to the AI service. */
  recruiterAgent: `${AI_PROXY_PREFIX}${AiPaths.suggestCandidate}`,
  resumeCreate: `${AI_PROXY_PREFIX}${AiPaths.createResume}`,
} as const;

/** Page size of every paged list (jobs, applications, applicants, employees). */
export const LIST_PAGE_SIZE = 12;
