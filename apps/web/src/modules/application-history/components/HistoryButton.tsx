import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { LuHistory } from 'react-icons/lu';
import type { HistoryViewer } from '../utils/history-items';
import { HistoryTexts } from '../utils/history-texts';
import { HistoryDialog } from './HistoryDialog';

interface HistoryButtonProps {
  applicationId: string;
  subject: string;
  viewer: HistoryViewer;
}

/** 'History' on an application's card: opens the timeline of its status changes. */
export function HistoryButton({ applicationId, subject, viewer }: HistoryButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="ghost" colorPalette="brand" onClick={() => setOpen(true)}>
        <LuHistory /> {HistoryTexts.button}
      </Button>
      <HistoryDialog applicationId={applicationId} subject={subject} viewer={viewer} open={open} onOpenChange={setOpen} />
    </>
  );
}
