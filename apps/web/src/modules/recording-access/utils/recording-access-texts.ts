import type { RecordingAccessEntry, RecordingAccessLog, RecordingViewerRole } from '@hirewise/contracts/fairness';
import { formatDate, formatDateTime } from '../../ui/utils/format';

/** Texts of the recording access log (issue 21): the button on the applicant's application card and its dialog. */
export const RecordingAccessTexts = {
  button: 'Recording access',
  title: 'Who viewed your recording',
  listLabel: 'Plays and downloads of the recording',
  loading: 'Loading who viewed the recording',
  loadFailed: 'Who viewed the recording could not be loaded.',
  empty: 'No one has viewed your recording yet',
  none: 'No recording was made for this interview.',
  logKept: 'Every play and download is logged, and only you and the recruiter of this job can open it.',
} as const;

/** "Viewed by the recruiter on 7 Dec 2026, 2:05 pm": a play or download in the reader's words ("you" for their own). */
export function accessLine(entry: RecordingAccessEntry, reader: RecordingViewerRole): string {
  const verb = entry.action === 'download' ? 'Downloaded' : 'Viewed';
  const who = entry.viewerRole === reader ? 'you' : entry.viewerRole === 'recruiter' ? 'the recruiter' : 'the applicant';
  return `${verb} by ${who} on ${formatDateTime(entry.accessedAt)}`;
}

/** Where the recording stands: kept until when, or deleted when and why. */
export function recordingStateText({ recording, retentionDays }: Pick<RecordingAccessLog, 'recording' | 'retentionDays'>, reader: RecordingViewerRole): string {
  const period = `${retentionDays} ${retentionDays === 1 ? 'day' : 'days'} after the job's deadline`;
  if (recording.status === 'kept') {
    return recording.deleteAfter
      ? `The recording is kept until ${formatDate(recording.deleteAfter)}, then deleted automatically (${period}).`
      : `The recording is deleted automatically ${period}.`;
  }
  if (recording.status === 'deleted') {
    if (recording.deletedReason === 'retention') return `The recording was deleted after the retention period (${period}) on ${formatDate(recording.deletedAt)}.`;
    return `The recording was deleted at ${reader === 'applicant' ? 'your' : "the candidate's"} request on ${formatDate(recording.deletedAt)}.`;
  }
  return RecordingAccessTexts.none;
}
