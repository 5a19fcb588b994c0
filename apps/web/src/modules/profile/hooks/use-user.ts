import { useQuery } from '@tanstack/react-query';
import { UiMessages } from '../../ui/utils/messages';
import { useErrorToast } from '../../api/hooks/use-error-toast';
import { queryKeys } from '../../api/query-keys';
import { getUser } from '../api/get-user';

/** The signed-in user's profile. A failed load shows the spec's generic 'Error' toast. */
export function useUser() {
  const query = useQuery({
    queryKey: queryKeys.user.current(),
    queryFn: ({ signal }) => getUser(signal),
  });
  useErrorToast(query.error, query.errorUpdatedAt, UiMessages.loadError);
  return query;
}
