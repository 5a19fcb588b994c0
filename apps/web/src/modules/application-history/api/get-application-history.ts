import type { ApplicationHistory } from '@hirewise/contracts/applications';
import { apiRequest } from '../../api/api-client';
import { HiringPaths } from '../../api/paths';

/** GET /api/applications/{id}/history: the status changes, oldest first (its applicant and the job's recruiter only). */
export function getApplicationHistory(applicationId: string, signal?: AbortSignal): Promise<ApplicationHistory> {
  return apiRequest(HiringPaths.applicationHistory(applicationId), { auth: true, signal });
}
