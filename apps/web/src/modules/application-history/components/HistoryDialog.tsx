import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { errorMessage } from '../../api/api-error';
import { AppDialog } from '../../ui/components/AppDialog';
import { useApplicationHistory } from '../hooks/use-application-history';
import { historyItems, type HistoryViewer } from '../utils/history-items';
import { HistoryTexts } from '../utils/history-texts';
import { HistoryTimeline } from './HistoryTimeline';

interface HistoryDialogProps {
  applicationId: string;
  /** What the history is of: the job (applicant) or the candidate (recruiter). */
  subject: string;
  viewer: HistoryViewer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function HistoryBody({ applicationId, viewer }: Pick<HistoryDialogProps, 'applicationId' | 'viewer'>) {
  const history = useApplicationHistory(applicationId);
  if (history.isPending) {
    return (
      <Center py="8">
        <Spinner color="brand.solid" role="status" aria-label={HistoryTexts.loading} />
      </Center>
    );
  }
  if (history.isError) {
    return (
      <Stack align="start" gap="3">
        <Text color="fg.muted">{errorMessage(history.error, HistoryTexts.loadFailed)}</Text>
        <Button size="sm" variant="outline" onClick={() => void history.refetch()}>
          {HistoryTexts.tryAgain}
        </Button>
      </Stack>
    );
  }
  const items = historyItems(history.data, viewer);
  if (items.length === 0) return <Text color="fg.muted">{HistoryTexts.empty}</Text>;
  return <HistoryTimeline items={items} />;
}

/** An application's history in a dialog; it is asked for when the dialog opens. */
export function HistoryDialog({ applicationId, subject, viewer, open, onOpenChange }: HistoryDialogProps) {
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={HistoryTexts.title} testId="history-dialog">
      <Stack gap="5">
        <Text fontWeight="medium">{subject}</Text>
        {/* Mounted while the dialog is open (AppDialog mounts lazily): only then is the history asked for. */}
        <HistoryBody applicationId={applicationId} viewer={viewer} />
      </Stack>
    </AppDialog>
  );
}
