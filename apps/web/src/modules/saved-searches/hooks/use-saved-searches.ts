import { useQuery } from '@tanstack/react-query';
import { useErrorToast } from '../../api/hooks/use-error-toast';
import { useSession } from '../../session/hooks/use-session';
import { UiMessages } from '../../ui/utils/messages';
import { listSavedSearches } from '../api/saved-searches-api';
import { savedSearchKeys } from '../utils/saved-search-keys';

/** The applicant's saved searches, newest first; a failed load is the spec's generic 'Error' toast. */
export function useSavedSearches() {
  const session = useSession();
  const query = useQuery({
    queryKey: savedSearchKeys.list(),
    queryFn: ({ signal }) => listSavedSearches(signal),
    enabled: session?.type === 'applicant',
  });
  useErrorToast(query.error, query.errorUpdatedAt, UiMessages.loadError);
  return query;
}
