import type { Page } from '@hirewise/contracts/common';
import type { Job } from '@hirewise/contracts/jobs';
import { apiRequestPage, withQuery } from '../../api/api-client';
import { HiringPaths } from '../../api/paths';

/** GET /api/jobs with the filters' query: one page of jobs and the total. */
export function searchJobs(query: URLSearchParams, signal?: AbortSignal): Promise<Page<Job>> {
  return apiRequestPage<Job>(withQuery(HiringPaths.jobs, query), { auth: true, signal });
}
