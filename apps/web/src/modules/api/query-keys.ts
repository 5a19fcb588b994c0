import type { JobFilters, JobsScope } from '../jobs/utils/job-filters';
import type { ApplicantFilters, EmployeeSort } from '../applications/utils/applicants-query';

/** Every React Query key of the app comes from here, so invalidation matches what was cached. */
export const queryKeys = {
  user: {
    all: ['user'] as const,
    current: () => [...queryKeys.user.all, 'current'] as const,
  },
  jobs: {
    all: ['jobs'] as const,
    list: (scope: JobsScope, filters: JobFilters) => [...queryKeys.jobs.all, 'list', scope, filters] as const,
    /** One job (GET /api/jobs/{id}). */
    detail: (jobId: string) => [...queryKeys.jobs.all, 'detail', jobId] as const,
    /** The public job page's job: GET /api/public/jobs/{id} signed out, GET /api/jobs/{id} signed in. */
    page: (jobId: string, signedIn: boolean) => [...queryKeys.jobs.all, 'page', jobId, signedIn] as const,
    /** Type-ahead suggestions for what is typed (GET /api/jobs/suggest). */
    suggest: (q: string) => [...queryKeys.jobs.all, 'suggest', q] as const,
    /** Facet counts for the filters' query string (GET /api/jobs/facets). */
    facets: (query: string) => [...queryKeys.jobs.all, 'facets', query] as const,
  },
  /** Applications in every view: the applicant's own, a job's applicants, the employees. */
  applications: {
    all: ['applications'] as const,
    mine: () => [...queryKeys.applications.all, 'mine'] as const,
    forJob: (jobId: string, filters: ApplicantFilters) => [...queryKeys.applications.all, 'job', jobId, filters] as const,
    employees: (sort: EmployeeSort) => [...queryKeys.applications.all, 'employees', sort] as const,
    /** Every application of the applicant, for the job tiles (one list, not pages). */
    latestByJob: () => [...queryKeys.applications.all, 'latest-by-job'] as const,
    /** One application's status history (GET /api/applications/{id}/history). */
    history: (applicationId: string) => [...queryKeys.applications.all, 'history', applicationId] as const,
    /** Who played or downloaded one application's interview recording (GET /api/applications/{id}/recording-access). */
    recordingAccess: (applicationId: string) => [...queryKeys.applications.all, 'recording-access', applicationId] as const,
  },
  ai: {
    all: ['ai'] as const,
    /** The Recruiter Agent's suggestion about one application's candidate. */
    suggestion: (applicationId: string) => [...queryKeys.ai.all, 'suggestion', applicationId] as const,
  },
  files: {
    all: ['files'] as const,
    /** A profile photo's bytes, by its stored (generated, never reused) file name. */
    photo: (file: string) => [...queryKeys.files.all, 'photo', file] as const,
    /** A signed, short-lived stream link for one interview video. */
    streamLink: (videoFileId: string) => [...queryKeys.files.all, 'stream-link', videoFileId] as const,
  },
  interview: {
    all: ['interview'] as const,
    /** One application's interview result (the recruiter's dialog). */
    results: (applicationId: string) => [...queryKeys.interview.all, 'results', applicationId] as const,
  },
  ratings: {
    all: ['ratings'] as const,
    /** The caller's own rating of a job or an applicant, by that one's id. */
    of: (id: string) => [...queryKeys.ratings.all, id] as const,
  },
} as const;
