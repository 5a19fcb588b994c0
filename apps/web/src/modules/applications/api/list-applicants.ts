import type { Application } from '@hirewise/contracts/applications';
import type { Page } from '@hirewise/contracts/common';
import { apiRequestPage, withQuery } from '../../api/api-client';
import { HiringPaths } from '../../api/paths';

/** GET /api/applicants: one job's applications or (status=accepted) the employees, one page. */
export function listApplicants(query: URLSearchParams, signal?: AbortSignal): Promise<Page<Application>> {
  return apiRequestPage<Application>(withQuery(HiringPaths.applicants, query), { auth: true, signal });
}
