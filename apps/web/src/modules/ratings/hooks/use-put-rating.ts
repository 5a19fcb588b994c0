import { ApplicationMessages } from '@hirewise/contracts/applications';
import { useApiMutation } from '../../api/hooks/use-api-mutation';
import { queryKeys } from '../../api/query-keys';
import { putRating } from '../api/put-rating';

/** Ratings feed the averages on job cards and applicant cards, so those reload too. */
export function usePutRating(onSaved: () => void) {
  return useApiMutation({
    mutationFn: putRating,
    invalidates: [queryKeys.ratings.all, queryKeys.jobs.all, queryKeys.applications.all],
    successFallback: ApplicationMessages.ratingUpdated,
    errorFallback: 'Could not save the rating',
    onSuccess: onSaved,
  });
}
