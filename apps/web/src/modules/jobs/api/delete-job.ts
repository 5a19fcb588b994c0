import type { MessageResponse } from '@hirewise/contracts/common';
import { apiRequest } from '../../api/api-client';
import { HiringPaths } from '../../api/paths';

export function deleteJob(jobId: string): Promise<MessageResponse> {
  return apiRequest(HiringPaths.job(jobId), { method: 'DELETE', auth: true });
}
