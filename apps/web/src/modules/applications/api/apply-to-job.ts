import type { ApplyRequest, MessageResponse } from '@hirewise/contracts';
import { apiRequest } from '../../api/api-client';
import { HiringPaths } from '../../api/paths';

export function applyToJob({ jobId, sop }: { jobId: string } & ApplyRequest): Promise<MessageResponse> {
  return apiRequest(HiringPaths.jobApplications(jobId), { method: 'POST', body: { sop }, auth: true });
}
