import { useApiMutation } from '../../api/hooks/use-api-mutation';
import { queryKeys } from '../../api/query-keys';
import { updateApplicationStatus } from '../api/update-application-status';

/** Shortlist, accept, reject or end a job; the job's counts change too, so both lists reload. */
export function useUpdateApplicationStatus(onUpdated?: () => void) {
  return useApiMutation({
    mutationFn: updateApplicationStatus,
    invalidates: [queryKeys.applications.all, queryKeys.jobs.all],
    successFallback: 'Status updated',
    errorFallback: 'Could not change the status',
    onSuccess: onUpdated,
  });
}
