import { ApiPaths } from '@hirewise/contracts/api-paths';
import type { RecordingAccessLog } from '@hirewise/contracts/fairness';
import { apiRequest } from '../../api/api-client';

/** GET /api/applications/{id}/recording-access: who played or downloaded the interview recording, newest first (its applicant and the job's recruiter only). */
export function getRecordingAccess(applicationId: string, signal?: AbortSignal): Promise<RecordingAccessLog> {
  return apiRequest(ApiPaths.recordingAccess(applicationId), { auth: true, signal });
}
