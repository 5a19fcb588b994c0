import { ApiPaths } from '@hirewise/contracts/api-paths';
import type { HumanInterviewRequestReply } from '@hirewise/contracts/fairness';
import { apiRequest } from '../../api/api-client';

/** POST /api/applications/{id}/human-interview-request: the applicant asks for a person instead of the AI interview. */
export function requestHumanInterview(applicationId: string): Promise<HumanInterviewRequestReply> {
  return apiRequest(ApiPaths.humanInterviewRequest(applicationId), { method: 'POST', auth: true });
}

/** POST /api/applications/{id}/human-interview-request/handled: the job's recruiter marks it handled. */
export function markHumanInterviewHandled(applicationId: string): Promise<HumanInterviewRequestReply> {
  return apiRequest(ApiPaths.humanInterviewHandled(applicationId), { method: 'POST', auth: true });
}
