import { JobMessages } from '@hirewise/contracts/jobs';
import { useApiMutation } from '../../api/hooks/use-api-mutation';
import { queryKeys } from '../../api/query-keys';
import { updateJob } from '../api/update-job';

export function useUpdateJob(onUpdated: () => void) {
  return useApiMutation({
    mutationFn: updateJob,
    invalidates: [queryKeys.jobs.all],
    successFallback: JobMessages.updated,
    errorFallback: 'Could not update the job',
    onSuccess: onUpdated,
  });
}
