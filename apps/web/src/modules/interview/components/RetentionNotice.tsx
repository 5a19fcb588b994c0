import { List } from '@chakra-ui/react';
import { useRecordingAccess } from '../../recording-access/hooks/use-recording-access';
import { formatDate } from '../../ui/utils/format';

/**
 * "How long the recording is kept" in the notice before a video interview (issue 21, parts 4 and 7):
 * the date the service's retention sweep will delete a recording made now (the job's deadline plus
 * RECORDING_RETENTION_DAYS, as the application's recording log states it), so the notice says what
 * the sweep will do.
 */
export function RetentionNotice({ applicationId }: { applicationId: string }) {
  const log = useRecordingAccess(applicationId);
  const deleteAfter = log.data?.recording.deleteAfter;
  if (!log.data || !deleteAfter) return <List.Item>How long the recording is kept: until a set number of days after the job&apos;s deadline, then it is deleted automatically.</List.Item>;
  const days = log.data.retentionDays;
  return (
    <List.Item data-testid="retention-notice">
      How long the recording is kept: until {formatDate(deleteAfter)} ({days} {days === 1 ? 'day' : 'days'} after the job&apos;s deadline), then it is deleted automatically; sooner if you
      delete it.
    </List.Item>
  );
}
