import type { MessageResponse } from '@hirewise/contracts/common';
import type { UpdateJobInput } from '@hirewise/contracts/jobs';
import { apiRequest } from '../../api/api-client';
import { HiringPaths } from '../../api/paths';

export function updateJob({ jobId, changes }: { jobId: string; changes: UpdateJobInput }): Promise<MessageResponse> {
  return apiRequest(HiringPaths.job(jobId), { method: 'PUT', body: changes, auth: true });
}
