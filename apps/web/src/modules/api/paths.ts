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

/** Page size of every paged list (jobs, applications, applicants, employees). */
export const LIST_PAGE_SIZE = 12;
