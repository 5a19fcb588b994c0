import {
  BULK_STATUS_MAX_IDS,
  type BulkStatusReply,
  type BulkStatusRequest,
  type BulkStatusTarget,
  type RejectionReasonInput,
} from '@hirewise/contracts/applications';
import { apiRequest } from '../../api/api-client';
import { HiringPaths } from '../../api/paths';

export interface BulkStatusChange {
  applicationIds: string[];
  status: BulkStatusTarget;
  reason?: RejectionReasonInput;
  /** Issue 21: the recruiter confirmed reviewing the AI-scored candidates' answers. */
  reviewConfirmed?: boolean;
}

/**
 * POST /api/applications/bulk-status: one status for several applications, each changed on its
 * own. More than the 100 ids one call takes go in consecutive calls; the answers are joined.
 */
export async function bulkUpdateStatus({ applicationIds, status, reason, reviewConfirmed }: BulkStatusChange): Promise<BulkStatusReply> {
  const reply: BulkStatusReply = { changed: 0, results: [] };
  for (let start = 0; start < applicationIds.length; start += BULK_STATUS_MAX_IDS) {
    const body: BulkStatusRequest = { applicationIds: applicationIds.slice(start, start + BULK_STATUS_MAX_IDS), status, ...(reason ? { reason } : {}), ...(reviewConfirmed ? { reviewConfirmed } : {}) };
    const part = await apiRequest<BulkStatusReply>(HiringPaths.applicationsBulkStatus, { method: 'POST', body, auth: true });
    reply.changed += part.changed;
    reply.results.push(...part.results);
  }
  return reply;
}
