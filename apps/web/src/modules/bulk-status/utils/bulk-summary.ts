import type { BulkStatusReply, BulkStatusTarget } from '@hirewise/contracts/applications';
import { statusLabel } from '../../applications/utils/status';
import { BulkTexts } from './bulk-texts';

/** What a bulk change did, for the alert above the list. */
export interface BulkSummary {
  severity: 'success' | 'warning' | 'error';
  title: string;
  /** Who changed, who already had the status, and each refusal with the server's message. */
  lines: string[];
}

/** Reads the answer's results (one per id sent) with the applicants' names. */
export function summarizeBulk(reply: BulkStatusReply, status: BulkStatusTarget, names: ReadonlyMap<string, string>): BulkSummary {
  const nameOf = (id: string) => names.get(id) ?? BulkTexts.unknownApplicant;
  const changed = reply.results.filter((r) => r.outcome === 'changed').map((r) => nameOf(r.applicationId));
  const unchanged = reply.results.filter((r) => r.outcome === 'unchanged').map((r) => nameOf(r.applicationId));
  const refused = reply.results.filter((r) => r.outcome === 'refused');
  const lines: string[] = [];
  if (changed.length > 0) lines.push(BulkTexts.changed(statusLabel(status), changed));
  if (unchanged.length > 0) lines.push(BulkTexts.unchanged(status, unchanged));
  for (const r of refused) lines.push(BulkTexts.refused(nameOf(r.applicationId), r.message || BulkTexts.refusedWithoutMessage));
  const severity = refused.length === 0 ? 'success' : changed.length > 0 ? 'warning' : 'error';
  return { severity, title: BulkTexts.summaryTitle(changed.length, reply.results.length, status), lines };
}
