import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { LuTrash2 } from 'react-icons/lu';
import { ConfirmDialog } from '../../ui/components/ConfirmDialog';
import { useDeleteRecording } from '../hooks/use-delete-recording';
import { useHasRecording } from '../hooks/use-has-recording';
import { InterviewMessages } from '../utils/interview-messages';

interface DeleteRecordingButtonProps {
  applicationId: string;
  /** Known by the caller (the interview just sent its video); otherwise the stored result says. */
  hasVideo?: boolean;
}

/**
 * 'Delete Recording' with the 'Are you sure?' confirmation; shown only while the interview has a
 * video (not for an audio-only interview, nor once deleted).
 */
export function DeleteRecordingButton({ applicationId, hasVideo }: DeleteRecordingButtonProps) {
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const stored = useHasRecording(applicationId, !deleted && hasVideo === undefined);
  const hasRecording = hasVideo ?? stored;
  const mutation = useDeleteRecording(() => {
    setOpen(false);
    setDeleted(true);
  });
  if (deleted || !hasRecording) return null;
  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        <LuTrash2 /> Delete Recording
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        confirmLabel="Delete Recording"
        detail={InterviewMessages.deleteRecordingDetail}
        pending={mutation.isPending}
        onConfirm={() => mutation.mutate(applicationId)}
      />
    </>
  );
}
