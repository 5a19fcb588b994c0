import { useState } from 'react';
import type { Job } from '@hirewise/contracts/jobs';
import { WordLimitedTextarea } from '../../forms/components/WordLimitedTextarea';
import { AppDialog } from '../../ui/components/AppDialog';
import { useApply } from '../hooks/use-apply';

interface ApplyDialogProps {
  job: Pick<Job, '_id' | 'title'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The statement of purpose (at most 250 words, more is refused as it is typed) and Submit. */
export function ApplyDialog({ job, open, onOpenChange }: ApplyDialogProps) {
  const [sop, setSop] = useState('');
  const apply = useApply(() => {
    setSop('');
    onOpenChange(false);
  });
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Apply for ${job.title}`}
      submit={{ label: 'Submit', loading: apply.isPending, onClick: () => apply.mutate({ jobId: job._id, sop: sop.trim() }) }}
    >
      <WordLimitedTextarea
        label="Statement of Purpose"
        value={sop}
        onChange={setSop}
        rows={8}
        placeholder="Why are you a good fit for this job?"
      />
    </AppDialog>
  );
}
