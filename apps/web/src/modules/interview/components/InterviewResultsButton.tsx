import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import type { Application } from '@hirewise/contracts/applications';
import { INTERVIEW } from '@hirewise/contracts/constants';
import { InterviewMessages } from '../utils/interview-messages';
import { InterviewResultsDialog } from './InterviewResultsDialog';

/** Spec section 4: 'View Interview Results (score/100)' once completed, else a disabled 'Awaiting Interview'. */
export function InterviewResultsButton({ application }: { application: Application }) {
  const [open, setOpen] = useState(false);
  if (!application.interviewCompleted) {
    return (
      <Button size="sm" variant="subtle" disabled>
        {InterviewMessages.awaiting}
      </Button>
    );
  }
  return (
    <>
      <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setOpen(true)}>
        {InterviewMessages.viewResults(application.interviewScore ?? 0, INTERVIEW.scoreMax)}
      </Button>
      <InterviewResultsDialog applicationId={application._id} open={open} onOpenChange={setOpen} />
    </>
  );
}
