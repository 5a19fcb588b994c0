import { useQuery } from '@tanstack/react-query';
import { UiMessages } from '../../ui/utils/messages';
import { useErrorToast } from '../../api/hooks/use-error-toast';
import { queryKeys } from '../../api/query-keys';
import { getRating } from '../api/get-rating';

/** The caller's earlier rating of a job or an applicant, read when the rating dialog opens; 'Error' if it fails. */
export function useRating(id: string, enabled: boolean) {
  const query = useQuery({
    queryKey: queryKeys.ratings.of(id),
    queryFn: ({ signal }) => getRating(id, signal),
    enabled,
    staleTime: 0,
  });
  useErrorToast(query.error, query.errorUpdatedAt, UiMessages.loadError);
  return query;
}
