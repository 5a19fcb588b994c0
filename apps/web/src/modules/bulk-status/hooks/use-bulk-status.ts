import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/api-error';
import { queryKeys } from '../../api/query-keys';
import { notify } from '../../ui/components/toaster';
import { bulkUpdateStatus } from '../api/bulk-update-status';
import { BulkTexts } from '../utils/bulk-texts';

/**
 * Shortlists or rejects several applications. Whatever the answer, the lists and the jobs' counts
 * reload (a refused second batch still leaves the first one changed); a request refused as a whole
 * says why in a red toast.
 */
export function useBulkStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateStatus,
    onError: (error) => notify.error(errorMessage(error, BulkTexts.failed)),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.applications.all }), queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all })]),
  });
}
