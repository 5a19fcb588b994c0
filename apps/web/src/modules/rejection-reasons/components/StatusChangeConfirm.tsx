import { useState } from 'react';
import { Checkbox, Stack, Text } from '@chakra-ui/react';
import type { RecruiterTargetStatus, RejectionReasonInput } from '@hirewise/contracts/applications';
import { ConfirmDialog } from '../../ui/components/ConfirmDialog';
import { EMPTY_REASON, toReasonBody } from '../utils/rejection-reason';
import { RejectionTexts } from '../utils/rejection-texts';
import { RejectionReasonFields } from './RejectionReasonFields';

interface StatusChangeConfirmProps {
  /** The confirming button's text: Shortlist, Accept, Reject, Shortlist selected ... */
  confirmLabel: string;
  status: RecruiterTargetStatus;
  /** Who will become what, under 'Are you sure?'. */
  detail: string;
  pending: boolean;
  onClose: () => void;
  /**
   * Issue 21: how many of the applications were scored by AI (0: none). Rejecting them asks the
   * recruiter to confirm they reviewed the answers; the button waits for it.
   */
  aiScored?: number;
  /** Several applications at once (the bulk bar): the confirmation names how many were AI-scored. */
  several?: boolean;
  /** A rejection's reason only when the recruiter chose or typed one; `reviewConfirmed` when asked and ticked. */
  onConfirm: (reason: RejectionReasonInput | undefined, reviewConfirmed: boolean) => void;
}

/**
 * 'Are you sure?' before a recruiter's status change, one or several applications; a rejection
 * also asks for its optional reason. Mounted while it is shown, so every opening starts empty.
 */
export function StatusChangeConfirm({ confirmLabel, status, detail, pending, aiScored = 0, several = false, onClose, onConfirm }: StatusChangeConfirmProps) {
  const [reason, setReason] = useState(EMPTY_REASON);
  const [reviewed, setReviewed] = useState(false);
  const rejecting = status === 'rejected';
  const reviewAsked = rejecting && aiScored > 0;
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
      confirmDisabled={reviewAsked && !reviewed}
      onConfirm={() => onConfirm(rejecting ? toReasonBody(reason) : undefined, reviewAsked && reviewed)}
    >
      {reviewAsked && (
        <Stack gap="2" borderWidth="1px" borderColor="border.emphasized" borderRadius="l2" p="3">
          <Checkbox.Root checked={reviewed} onCheckedChange={(e) => setReviewed(e.checked === true)} colorPalette="brand" alignItems="flex-start">
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label>{several ? RejectionTexts.reviewConfirmBulk(aiScored) : RejectionTexts.reviewConfirm}</Checkbox.Label>
          </Checkbox.Root>
          <Text textStyle="xs" color="fg.muted">
            {RejectionTexts.reviewHelp}
          </Text>
        </Stack>
      )}
      {rejecting && <RejectionReasonFields value={reason} onChange={setReason} />}
    </ConfirmDialog>
  );
}
