import { JobMessages } from '@hirewise/contracts/jobs';
import { useApiMutation } from '../../api/hooks/use-api-mutation';
import { queryKeys } from '../../api/query-keys';
import { deleteJob } from '../api/delete-job';

export function useDeleteJob(onDeleted: () => void) {
  return useApiMutation({
    mutationFn: deleteJob,
    invalidates: [queryKeys.jobs.all, queryKeys.applications.all],
    successFallback: JobMessages.deleted,
    errorFallback: 'Could not delete the job',
    onSuccess: onDeleted,
  });
}
