import type { MessageResponse, UpdateJobInput } from '@hirewise/contracts';
import { apiRequest } from '../../api/api-client';
import { HiringPaths } from '../../api/paths';

export function updateJob({ jobId, changes }: { jobId: string; changes: UpdateJobInput }): Promise<MessageResponse> {
  return apiRequest(HiringPaths.job(jobId), { method: 'PUT', body: changes, auth: true });
}
