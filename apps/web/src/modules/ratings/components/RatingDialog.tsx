import { useState } from 'react';
import { Spinner, Stack, Text } from '@chakra-ui/react';
import type { PutRatingRequest } from '@hirewise/contracts/applications';
import { AppDialog } from '../../ui/components/AppDialog';
import { StarRatingInput } from '../../ui/components/StarRating';
import { useRating } from '../hooks/use-rating';
import { usePutRating } from '../hooks/use-put-rating';

interface RatingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What is rated: the job title or the employee's name. */
  subject: string;
  /** A job (rated by an applicant) or an applicant (rated by their recruiter). */
  target: { jobId: string } | { applicantId: string };
}

/** 1-5 stars and Save; the caller's earlier rating is filled in. */
export function RatingDialog({ open, onOpenChange, title, subject, target }: RatingDialogProps) {
  const stored = useRating('jobId' in target ? target.jobId : target.applicantId, open);
  const [chosen, setChosen] = useState<number | null>(null);
  const close = (next: boolean) => {
    if (!next) setChosen(null);
    onOpenChange(next);
  };
  const save = usePutRating(() => close(false));
  const storedRating = stored.data && stored.data.rating >= 1 ? stored.data.rating : 0;
  const value = chosen ?? storedRating;

  return (
    <AppDialog
      open={open}
      onOpenChange={close}
      title={title}
      size="sm"
      submit={{
        label: 'Save',
        disabled: value < 1,
        loading: save.isPending,
        onClick: () => save.mutate({ ...target, rating: value } as PutRatingRequest),
      }}
    >
      <Stack gap="4">
        <Text color="fg.muted">{subject}</Text>
        {stored.isFetching ? (
          <Spinner color="brand.solid" role="status" aria-label="Loading your rating" />
        ) : (
          <StarRatingInput label="Your rating" value={value} onChange={setChosen} />
        )}
      </Stack>
    </AppDialog>
  );
}
