import { useState } from 'react';
import { Stack } from '@chakra-ui/react';
import { INCORRECT_INPUT } from '@hirewise/contracts/auth';
import type { Job } from '@hirewise/contracts/jobs';
import { notify } from '../../ui/components/toaster';
import type { FieldErrors } from '../../auth/utils/validation';
import { AppDialog } from '../../ui/components/AppDialog';
import { useUpdateJob } from '../hooks/use-update-job';
import { jobUpdateValues, validateJobUpdate, type JobUpdateField, type JobUpdateValues } from '../utils/job-form';
import { JobContentFields } from './JobContentFields';
import { JobLimitFields } from './JobLimitFields';

interface UpdateJobDialogProps {
  job: Job;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Update Details: deadline, maximum applicants and positions (each at least 1), and the job's
 * description, place and remote flag (issue 19); Update and Cancel. The whole set is sent.
 */
export function UpdateJobDialog({ job, open, onOpenChange }: UpdateJobDialogProps) {
  const [values, setValues] = useState<JobUpdateValues>(() => jobUpdateValues(job));
  const [errors, setErrors] = useState<FieldErrors<JobUpdateField>>({});
  const update = useUpdateJob(() => onOpenChange(false));

  const openChange = (next: boolean) => {
    if (next) {
      setValues(jobUpdateValues(job));
      setErrors({});
    }
    onOpenChange(next);
  };
  const patch = (changes: Partial<JobUpdateValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    setErrors((current) => ({ ...current, ...Object.fromEntries(Object.keys(changes).map((field) => [field, undefined])) }));
  };
  const submit = () => {
    const parsed = validateJobUpdate(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      notify.error(INCORRECT_INPUT);
      return;
    }
    update.mutate({ jobId: job._id, changes: parsed.data });
  };

  return (
    <AppDialog open={open} onOpenChange={openChange} title="Update Details" size="lg" submit={{ label: 'Update', loading: update.isPending, onClick: submit }}>
      <Stack gap="4">
        <JobLimitFields values={values} errors={errors} onChange={(field, value) => patch({ [field]: value })} />
        <JobContentFields values={values} errors={errors} onChange={patch} />
      </Stack>
    </AppDialog>
  );
}
