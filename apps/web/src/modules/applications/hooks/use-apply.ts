import { ApplicationMessages } from '@hirewise/contracts/applications';
import { useApiMutation } from '../../api/hooks/use-api-mutation';
import { queryKeys } from '../../api/query-keys';
import { applyToJob } from '../api/apply-to-job';

export function useApply(onApplied: () => void) {
  return useApiMutation({
    mutationFn: applyToJob,
    invalidates: [queryKeys.applications.all, queryKeys.jobs.all],
    successFallback: ApplicationMessages.applied,
    errorFallback: 'Could not send the application',
    onSuccess: onApplied,
  });
}
