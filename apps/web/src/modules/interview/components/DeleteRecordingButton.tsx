import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { LuTrash2 } from 'react-icons/lu';
import { ConfirmDialog } from '../../ui/components/ConfirmDialog';
import { useDeleteRecording } from '../hooks/use-delete-recording';
import { InterviewMessages } from '../utils/interview-messages';

/** 'Delete Recording' with the 'Are you sure?' confirmation; hidden once deleted. */
export function DeleteRecordingButton({ applicationId }: { applicationId: string }) {
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const mutation = useDeleteRecording(() => {
    setOpen(false);
    setDeleted(true);
  });
  if (deleted) return null;
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
