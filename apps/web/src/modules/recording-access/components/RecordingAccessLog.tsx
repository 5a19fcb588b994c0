import { Box, List, Stack, Text } from '@chakra-ui/react';
import type { RecordingAccessLog as AccessLog, RecordingViewerRole } from '@hirewise/contracts/fairness';
import { errorMessage } from '../../api/api-error';
import { LoadState } from '../../ui/components/LoadState';
import { useRecordingAccess } from '../hooks/use-recording-access';
import { accessLine, RecordingAccessTexts, recordingStateText } from '../utils/recording-access-texts';

interface RecordingAccessLogProps {
  applicationId: string;
  /** Who reads it: their own plays and downloads say "you". */
  reader?: RecordingViewerRole;
}

/** The log once loaded: where the recording stands, then each play and download, newest first (or that no one has opened it). */
export function RecordingAccessEntries({ log, reader = 'applicant' }: { log: AccessLog; reader?: RecordingViewerRole }) {
  return (
    <Stack gap="3">
      <Text textStyle="sm" data-testid="recording-state">
        {recordingStateText(log, reader)}
      </Text>
      {log.entries.length === 0 ? (
        log.recording.status !== 'none' && (
          <Text color="fg.muted" data-testid="recording-access-empty">
            {RecordingAccessTexts.empty}
          </Text>
        )
      ) : (
        <List.Root aria-label={RecordingAccessTexts.listLabel} gap="1" ps="5">
          {log.entries.map((entry) => (
            <List.Item key={`${entry.accessedAt}-${entry.viewerId}-${entry.action}`} data-testid="recording-access-entry" data-action={entry.action} data-role={entry.viewerRole}>
              <time dateTime={entry.accessedAt}>{accessLine(entry, reader)}</time>
            </List.Item>
          ))}
        </List.Root>
      )}
      <Box>
        <Text textStyle="xs" color="fg.muted">
          {RecordingAccessTexts.logKept}
        </Text>
      </Box>
    </Stack>
  );
}

/** Who played or downloaded an application's interview recording (issue 21), asked for when mounted. */
export function RecordingAccessLog({ applicationId, reader = 'applicant' }: RecordingAccessLogProps) {
  const log = useRecordingAccess(applicationId);
  return (
    <LoadState
      pending={log.isPending}
      failed={log.isError}
      loadingLabel={RecordingAccessTexts.loading}
      failedText={errorMessage(log.error, RecordingAccessTexts.loadFailed)}
      onRetry={log.refetch}
    >
      {() => log.data && <RecordingAccessEntries log={log.data} reader={reader} />}
    </LoadState>
  );
}
