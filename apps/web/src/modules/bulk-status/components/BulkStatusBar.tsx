import { useState } from 'react';
import type { Application, BulkStatusTarget, RejectionReasonInput } from '@hirewise/contracts/applications';
import { isAiScored } from '../../applications/utils/status';
import { StatusChangeConfirm } from '../../rejection-reasons/components/StatusChangeConfirm';
import { useBulkStatus } from '../hooks/use-bulk-status';
import type { Selection } from '../hooks/use-selection';
import { summarizeBulk, type BulkSummary } from '../utils/bulk-summary';
import { BulkTexts } from '../utils/bulk-texts';
import { BulkSummaryAlert } from './BulkSummaryAlert';
import { BulkToolbar } from './BulkToolbar';

const CONFIRM_LABELS: Record<BulkStatusTarget, string> = { shortlisted: BulkTexts.shortlist, rejected: BulkTexts.reject };

interface BulkStatusBarProps {
  /** The cards shown now; the selection counts only these. */
  applications: readonly Application[];
  selection: Selection;
}

/**
 * Bulk Shortlist / Reject on a job's applications: the toolbar, the same confirmation as one card's
 * (Reject with its optional reason), and the summary of the answer, which stays until dismissed or
 * the next bulk change.
 */
export function BulkStatusBar({ applications, selection }: BulkStatusBarProps) {
  const [confirming, setConfirming] = useState<BulkStatusTarget | null>(null);
  const [summary, setSummary] = useState<BulkSummary | null>(null);
  const bulk = useBulkStatus();
  const count = selection.selected.length;

  const selected = new Set(selection.selected);
  const aiScored = applications.filter((application) => selected.has(application._id) && isAiScored(application)).length;

  const send = (status: BulkStatusTarget, reason: RejectionReasonInput | undefined, reviewConfirmed: boolean) => {
    // The names as the cards show them now: the list reloads after the answer.
    const names = new Map(applications.map((application) => [application._id, application.jobApplicant.name]));
    setSummary(null);
    bulk.mutate(
      { applicationIds: selection.selected, status, reason, reviewConfirmed },
      {
        onSuccess: (reply) => {
          const result = summarizeBulk(reply, status, names);
          setSummary(result);
          selection.clear();
        },
        onSettled: () => setConfirming(null),
      },
    );
  };

  return (
    <>
      {applications.length > 0 && (
        <BulkToolbar
          selectedCount={count}
          allSelected={selection.allSelected}
          onSelectAll={selection.setAll}
          onClear={selection.clear}
          onAction={setConfirming}
          pending={bulk.isPending}
        />
      )}
      {summary && <BulkSummaryAlert summary={summary} onDismiss={() => setSummary(null)} />}
      {confirming && (
        <StatusChangeConfirm
          confirmLabel={CONFIRM_LABELS[confirming]}
          status={confirming}
          detail={BulkTexts.confirmDetail(count, confirming)}
          pending={bulk.isPending}
          onClose={() => setConfirming(null)}
          aiScored={aiScored}
          several
          onConfirm={(reason, reviewConfirmed) => send(confirming, reason, reviewConfirmed)}
        />
      )}
    </>
  );
}
