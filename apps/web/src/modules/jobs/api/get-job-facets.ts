import type { JobFacets } from '@hirewise/contracts/jobs';
import { apiRequest, withQuery } from '../../api/api-client';
import { HiringPaths } from '../../api/paths';

/** GET /api/jobs/facets with the list's filters: open jobs per job type, duration, salary band and remote. */
export function getJobFacets(query: URLSearchParams, signal?: AbortSignal): Promise<JobFacets> {
  return apiRequest<JobFacets>(withQuery(HiringPaths.jobsFacets, query), { auth: true, signal });
}
