import { AI_PROXY_PREFIX, AiPaths } from '@hirewise/contracts';

/**
 * Gateway paths of the hiring screens (spec section 7). Contracts' ApiPaths names only the auth
 * and user paths so far; these join it once the gateway routes publish theirs there.
 */
const id = (value: string) => encodeURIComponent(value);

export const HiringPaths = {
  jobs: '/api/jobs',
  job: (jobId: string) => `/api/jobs/${id(jobId)}`,
  jobApplications: (jobId: string) => `/api/jobs/${id(jobId)}/applications`,
  applications: '/api/applications',
  application: (applicationId: string) => `/api/applications/${id(applicationId)}`,
  applicants: '/api/applicants',
  rating: '/api/rating',
} as const;

/** Interview calls of the applications service (spec section 7; the video deletion is ours). */
export const InterviewPaths = {
  complete: (applicationId: string) => `/api/applications/${id(applicationId)}/interview-complete`,
  results: (applicationId: string) => `/api/applications/${id(applicationId)}/interview-results`,
  video: (applicationId: string) => `/api/applications/${id(applicationId)}/interview-results/video`,
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
