import type { MessageResponse } from '@hirewise/contracts/common';
import type { CreateJobInput } from '@hirewise/contracts/jobs';
import { apiRequest } from '../../api/api-client';
import { HiringPaths } from '../../api/paths';

export function createJob(body: CreateJobInput): Promise<MessageResponse & { _id: string }> {
  return apiRequest(HiringPaths.jobs, { method: 'POST', body, auth: true });
}
