import type { Application, RejectionReasonInput } from '@hirewise/contracts/applications';
import { REJECTION_REASON_LABELS, type RejectionReason } from '@hirewise/contracts/notifications';
import { RejectionTexts } from './rejection-texts';

/** The free text's limit (rejectionReasonSchema in contracts). */
export const REASON_TEXT_MAX = 1000;

/** What the recruiter chose in the Reject confirmation. */
export interface ReasonFormValue {
  reasons: RejectionReason[];
  text: string;
  share: boolean;
}

export const EMPTY_REASON: ReasonFormValue = { reasons: [], text: '', share: false };

/**
 * The `reason` of the status change's body: only when a reason was chosen or text typed (the share
 * switch alone says nothing), with the text trimmed.
 */
export function toReasonBody(value: ReasonFormValue): RejectionReasonInput | undefined {
  const text = value.text.trim();
  if (value.reasons.length === 0 && text === '') return undefined;
  return { reasons: value.reasons, text, share: value.share };
}

/** A recorded rejection's reason as one line: 'Reason: <labels, comma separated>. <text>'; null when it has neither. */
export function rejectionNoteText(rejection: Pick<NonNullable<Application['rejection']>, 'reasons' | 'text'>): string | null {
  const labels = rejection.reasons.map((reason) => REJECTION_REASON_LABELS[reason] ?? reason).join(', ');
  const parts = [labels, rejection.text.trim()].filter((part) => part !== '');
  return parts.length > 0 ? RejectionTexts.note(parts) : null;
}
