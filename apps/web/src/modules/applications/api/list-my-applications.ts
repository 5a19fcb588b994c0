import type { Application } from '@hirewise/contracts/applications';
import type { Page } from '@hirewise/contracts/common';
import { apiRequestPage, withQuery } from '../../api/api-client';
import { HiringPaths } from '../../api/paths';

/** GET /api/applications: the signed-in applicant's applications, one page. */
export function listMyApplications(page: number, limit: number, signal?: AbortSignal): Promise<Page<Application>> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  return apiRequestPage<Application>(withQuery(HiringPaths.applications, query), { auth: true, signal });
}
