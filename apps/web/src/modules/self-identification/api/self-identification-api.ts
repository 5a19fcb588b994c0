import { ApiPaths } from '@hirewise/contracts/api-paths';
import type { MessageResponse } from '@hirewise/contracts/common';
import type { SelfIdentification, SelfIdentificationRequest } from '@hirewise/contracts/fairness';
import { apiRequest } from '../../api/api-client';

/** GET /api/user/self-identification: the applicant's own answers (null where not answered). */
export function getSelfIdentification(signal?: AbortSignal): Promise<SelfIdentification> {
  return apiRequest(ApiPaths.selfIdentification, { auth: true, signal });
}

/** PUT /api/user/self-identification: the whole set of answers. */
export function saveSelfIdentification(answers: SelfIdentificationRequest): Promise<MessageResponse> {
  return apiRequest(ApiPaths.selfIdentification, { method: 'PUT', body: answers, auth: true });
}
