import type { ApplyRequest } from '@hirewise/contracts/applications';
import type { MessageResponse } from '@hirewise/contracts/common';
import { apiRequest } from '../../api/api-client';
import { HiringPaths } from '../../api/paths';

export function applyToJob({ jobId, sop }: { jobId: string } & ApplyRequest): Promise<MessageResponse> {
  return apiRequest(HiringPaths.jobApplications(jobId), { method: 'POST', body: { sop }, auth: true });
}
