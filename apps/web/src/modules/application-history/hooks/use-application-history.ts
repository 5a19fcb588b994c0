import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import { getApplicationHistory } from '../api/get-application-history';

/** One application's history (its dialog mounts this when it opens); a status change makes it stale with every application view. */
export function useApplicationHistory(applicationId: string) {
  return useQuery({
    queryKey: queryKeys.applications.history(applicationId),
    queryFn: ({ signal }) => getApplicationHistory(applicationId, signal),
  });
}
