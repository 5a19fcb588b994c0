import type { RatingResponse } from '@hirewise/contracts/applications';
import { apiRequest, withQuery } from '../../api/api-client';
import { HiringPaths } from '../../api/paths';

/**
 * GET /api/rating?id=: the caller's own rating, -1 when none. An applicant passes a job id, a
 * recruiter an applicant's user id.
 */
export function getRating(id: string, signal?: AbortSignal): Promise<RatingResponse> {
  return apiRequest<RatingResponse>(withQuery(HiringPaths.rating, new URLSearchParams({ id })), { auth: true, signal });
}
