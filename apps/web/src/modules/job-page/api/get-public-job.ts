import type { Job } from '@hirewise/contracts/jobs';
import { apiRequest } from '../../api/api-client';
import { HiringPaths } from '../../api/paths';

/** GET /api/public/jobs/{id}: one open job, for anyone (no token is sent). */
export function getPublicJob(jobId: string, signal?: AbortSignal): Promise<Job> {
  return apiRequest<Job>(HiringPaths.publicJob(jobId), { signal });
}
