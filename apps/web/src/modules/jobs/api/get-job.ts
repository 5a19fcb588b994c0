import type { Job } from '@hirewise/contracts/jobs';
import { apiRequest } from '../../api/api-client';
import { HiringPaths } from '../../api/paths';

/** GET /api/jobs/{id}: one job. */
export function getJob(jobId: string, signal?: AbortSignal): Promise<Job> {
  return apiRequest<Job>(HiringPaths.job(jobId), { auth: true, signal });
}
