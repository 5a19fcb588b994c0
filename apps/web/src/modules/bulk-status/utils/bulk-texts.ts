import type { BulkStatusTarget } from '@hirewise/contracts/applications';

const applicants = (count: number) => `${count} ${count === 1 ? 'applicant' : 'applicants'}`;

/** Texts of the bulk actions on a job's applications. */
export const BulkTexts = {
  /** A card's checkbox (its accessible name). */
  select: (name: string) => `Select ${name}`,
  selectAll: 'Select all',
  selected: (count: number) => `${count} selected`,
  clear: 'Clear selection',
  shortlist: 'Shortlist selected',
  reject: 'Reject selected',
  /** Under 'Are you sure?'. */
  confirmDetail: (count: number, status: BulkStatusTarget) => `${applicants(count)} will be ${status}.`,
  /** The summary's heading. */
  summaryTitle: (changed: number, total: number, status: BulkStatusTarget) =>
    changed === total ? `${applicants(changed)} ${status}` : `${changed} of ${applicants(total)} ${status}`,
  changed: (statusLabel: string, names: readonly string[]) => `${statusLabel}: ${names.join(', ')}`,
  unchanged: (status: BulkStatusTarget, names: readonly string[]) => `Already ${status}: ${names.join(', ')}`,
  refused: (name: string, message: string) => `Refused for ${name}: ${message}`,
  /** A refusal the server gave no words for. */
  refusedWithoutMessage: 'the change is not allowed',
  /** An id of the answer that is not among the cards sent (it should not happen). */
  unknownApplicant: 'an application',
  failed: 'Could not change the statuses',
  dismiss: 'Dismiss',
} as const;
