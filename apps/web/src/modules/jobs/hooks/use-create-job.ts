import { JobMessages } from '@hirewise/contracts/jobs';
import { useApiMutation } from '../../api/hooks/use-api-mutation';
import { queryKeys } from '../../api/query-keys';
import { createJob } from '../api/create-job';

export function useCreateJob(onCreated: () => void) {
  return useApiMutation({
    mutationFn: createJob,
    invalidates: [queryKeys.jobs.all],
    successFallback: JobMessages.created,
    errorFallback: 'Could not add the job',
    onSuccess: onCreated,
  });
}
