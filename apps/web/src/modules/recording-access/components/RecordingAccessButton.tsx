import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { LuEye } from 'react-icons/lu';
import { AppDialog } from '../../ui/components/AppDialog';
import { RecordingAccessTexts } from '../utils/recording-access-texts';
import { RecordingAccessLog } from './RecordingAccessLog';

/**
 * 'Recording access' on the applicant's application card (an interview was taken): who viewed or
 * downloaded the recording and when, and how long it is kept. The log is asked for when the dialog opens.
 */
export function RecordingAccessButton({ applicationId, subject }: { applicationId: string; subject: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="ghost" colorPalette="brand" onClick={() => setOpen(true)}>
        <LuEye /> {RecordingAccessTexts.button}
      </Button>
      <AppDialog open={open} onOpenChange={setOpen} title={RecordingAccessTexts.title} testId="recording-access-dialog">
        <Stack gap="5">
          <Text fontWeight="medium">{subject}</Text>
          {/* Mounted while the dialog is open (AppDialog mounts lazily): only then is the log asked for. */}
          <RecordingAccessLog applicationId={applicationId} reader="applicant" />
        </Stack>
      </AppDialog>
    </>
  );
}
