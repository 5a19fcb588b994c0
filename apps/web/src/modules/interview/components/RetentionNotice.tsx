import { List } from '@chakra-ui/react';
import { useRecordingAccess } from '../../recording-access/hooks/use-recording-access';
import { formatDate } from '../../ui/utils/format';

const DAY_MS = 86_400_000;

/**
 * "How long the recording is kept" in the notice before a video interview (issue 21, parts 4 and 7):
 * the service's own retention period (RECORDING_RETENTION_DAYS, from the application's recording
 * log) counted from the job's deadline, so the notice says what the sweep will do.
 */
export function RetentionNotice({ applicationId, deadline }: { applicationId: string; deadline: string }) {
  const log = useRecordingAccess(applicationId);
  if (!log.data) return <List.Item>How long the recording is kept: until a set number of days after the job&apos;s deadline, then it is deleted automatically.</List.Item>;
  const days = log.data.retentionDays;
  const until = new Date(new Date(deadline).getTime() + days * DAY_MS);
  return (
    <List.Item data-testid="retention-notice">
      How long the recording is kept: until {formatDate(until)} ({days} {days === 1 ? 'day' : 'days'} after the job&apos;s deadline), then it is deleted automatically; sooner if you
      delete it.
    </List.Item>
  );
}
