import type { ApplicationHistory, StatusHistoryEntry } from '@hirewise/contracts/applications';
import type { ApplicationStatus } from '@hirewise/contracts/domain';
import { STATUS_COLORS, statusLabel } from '../../applications/utils/status';
import { rejectionNoteText } from '../../rejection-reasons/utils/rejection-reason';
import { RejectionTexts } from '../../rejection-reasons/utils/rejection-texts';
import { HistoryTexts } from './history-texts';

/** Who is looking: the application's applicant or the job's recruiter. */
export type HistoryViewer = 'applicant' | 'recruiter';

/** One row of the timeline: a status change, or the interview's completion. */
export interface HistoryItem {
  key: string;
  at: string;
  title: string;
  /** The status's own colour (a Chakra palette). */
  palette: string;
  status: ApplicationStatus | null;
  by: string;
  /** A rejection's reason and, for the recruiter, whether the candidate sees it. */
  notes: string[];
}

const INTERVIEW_PALETTE = 'purple';

/** Who or what made a change, in the viewer's words. */
export function byWhom(entry: StatusHistoryEntry, viewer: HistoryViewer): string {
  switch (entry.by) {
    case 'applicant':
      return viewer === 'applicant' ? HistoryTexts.byYou : HistoryTexts.byApplicant;
    case 'recruiter':
      return viewer === 'recruiter' ? HistoryTexts.byYou : HistoryTexts.byRecruiter;
    case 'interview':
      return HistoryTexts.byInterview;
    default:
      if (entry.cancelledFor?.title) return HistoryTexts.offerAccepted(viewer, entry.cancelledFor.title);
      if (entry.to === 'deleted') return HistoryTexts.jobClosed;
      return HistoryTexts.byHirewise;
  }
}

function notesOf(entry: StatusHistoryEntry, viewer: HistoryViewer): string[] {
  if (!entry.rejection) return [];
  const note = rejectionNoteText(entry.rejection);
  const notes = note ? [note] : [];
  if (viewer === 'recruiter' && note) notes.push(entry.rejection.shared ? RejectionTexts.shared : RejectionTexts.notShared);
  return notes;
}

/**
 * The timeline, oldest first: every status change with its colour, when and by whom, and the
 * interview's completion where it falls between them.
 */
export function historyItems(history: ApplicationHistory, viewer: HistoryViewer): HistoryItem[] {
  const items: HistoryItem[] = history.entries.map((entry, index) => ({
    key: `change-${index}`,
    at: entry.at,
    title: statusLabel(entry.to),
    palette: STATUS_COLORS[entry.to],
    status: entry.to,
    by: byWhom(entry, viewer),
    notes: notesOf(entry, viewer),
  }));
  if (history.interviewCompletedAt) {
    items.push({
      key: 'interview',
      at: history.interviewCompletedAt,
      title: HistoryTexts.interviewCompleted,
      palette: INTERVIEW_PALETTE,
      status: null,
      by: viewer === 'applicant' ? HistoryTexts.byYou : HistoryTexts.byApplicant,
      notes: [],
    });
  }
  // A stable sort: changes of the same instant keep the server's order.
  return items.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
