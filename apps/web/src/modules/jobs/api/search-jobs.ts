import type { Job } from '@hirewise/contracts/jobs';
import { apiRequestPage, withQuery, type CountedPage } from '../../api/api-client';
import { HiringPaths } from '../../api/paths';

/** GET /api/jobs with the filters' query: one page of jobs, the total, and whether the total is capped. */
export function searchJobs(query: URLSearchParams, signal?: AbortSignal): Promise<CountedPage<Job>> {
  return apiRequestPage<Job>(withQuery(HiringPaths.jobs, query), { auth: true, signal });
}
