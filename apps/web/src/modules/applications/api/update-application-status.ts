import type { RecruiterTargetStatus, StatusUpdateRequest } from '@hirewise/contracts/applications';
import type { MessageResponse } from '@hirewise/contracts/common';
import { apiRequest } from '../../api/api-client';
import { HiringPaths } from '../../api/paths';

/** Spec section 4: every status change sends the new status and dateOfJoining set to now. */
export function updateApplicationStatus({ applicationId, status }: { applicationId: string; status: RecruiterTargetStatus }): Promise<MessageResponse> {
  const body: StatusUpdateRequest = { status, dateOfJoining: new Date().toISOString() };
  return apiRequest(HiringPaths.application(applicationId), { method: 'PUT', body, auth: true });
}
