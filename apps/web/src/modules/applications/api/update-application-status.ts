import type { RecruiterTargetStatus, RejectionReasonInput, StatusUpdateRequest } from '@hirewise/contracts/applications';
import type { MessageResponse } from '@hirewise/contracts/common';
import { apiRequest } from '../../api/api-client';
import { HiringPaths } from '../../api/paths';

export interface StatusUpdate {
  applicationId: string;
  status: RecruiterTargetStatus;
  /** A rejection's reason, when the recruiter gave one. */
  reason?: RejectionReasonInput;
  /** Issue 21: the recruiter confirmed reviewing an AI-scored candidate's answers. */
  reviewConfirmed?: boolean;
}

/** Spec section 4: every status change sends the new status and dateOfJoining set to now (and a rejection's reason, if any). */
export function updateApplicationStatus({ applicationId, status, reason, reviewConfirmed }: StatusUpdate): Promise<MessageResponse> {
  const body: StatusUpdateRequest = { status, dateOfJoining: new Date().toISOString(), ...(reason ? { reason } : {}), ...(reviewConfirmed ? { reviewConfirmed } : {}) };
  return apiRequest(HiringPaths.application(applicationId), { method: 'PUT', body, auth: true });
}
