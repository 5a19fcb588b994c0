import type { PutRatingRequest } from '@hirewise/contracts/applications';
import type { MessageResponse } from '@hirewise/contracts/common';
import { apiRequest } from '../../api/api-client';
import { HiringPaths } from '../../api/paths';

/** PUT /api/rating: an applicant rates a job ({rating, jobId}), a recruiter an applicant ({rating, applicantId}). */
export function putRating(body: PutRatingRequest): Promise<MessageResponse> {
  return apiRequest(HiringPaths.rating, { method: 'PUT', body, auth: true });
}
