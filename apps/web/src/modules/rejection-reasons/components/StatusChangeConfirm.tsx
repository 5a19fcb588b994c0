import { useState } from 'react';
import type { RecruiterTargetStatus, RejectionReasonInput } from '@hirewise/contracts/applications';
import { ConfirmDialog } from '../../ui/components/ConfirmDialog';
import { EMPTY_REASON, toReasonBody } from '../utils/rejection-reason';
import { RejectionReasonFields } from './RejectionReasonFields';

interface StatusChangeConfirmProps {
  /** The confirming button's text: Shortlist, Accept, Reject, Shortlist selected ... */
  confirmLabel: string;
  status: RecruiterTargetStatus;
  /** Who will become what, under 'Are you sure?'. */
  detail: string;
  pending: boolean;
  onClose: () => void;
  /** A rejection's reason only when the recruiter chose or typed one. */
  onConfirm: (reason: RejectionReasonInput | undefined) => void;
}

/**
 * 'Are you sure?' before a recruiter's status change, one or several applications; a rejection
 * also asks for its optional reason. Mounted while it is shown, so every opening starts empty.
 */
export function StatusChangeConfirm({ confirmLabel, status, detail, pending, onClose, onConfirm }: StatusChangeConfirmProps) {
  const [reason, setReason] = useState(EMPTY_REASON);
  const rejecting = status === 'rejected';
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      confirmLabel={confirmLabel}
      confirmPalette={rejecting ? 'red' : 'brand'}
      pending={pending}
      detail={detail}
      onConfirm={() => onConfirm(rejecting ? toReasonBody(reason) : undefined)}
    >
      {rejecting && <RejectionReasonFields value={reason} onChange={setReason} />}
    </ConfirmDialog>
  );
}
