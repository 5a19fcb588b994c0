import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import type { Application } from '@hirewise/contracts/applications';
import { SuggestionDialog } from './SuggestionDialog';

/** 'Open Suggestion' on an application card: the Recruiter Agent's view of this candidate for this job. */
export function OpenSuggestionButton({ application }: { application: Application }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Open Suggestion
      </Button>
      <SuggestionDialog application={application} open={open} onOpenChange={setOpen} />
    </>
  );
}
