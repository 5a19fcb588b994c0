import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { UiMessages } from '../../../app/messages';
import { notify } from '../../../app/toaster';
import { queryKeys } from '../../api/query-keys';
import { getUser } from '../api/get-user';

/** The signed-in user's profile. A failed load shows the spec's generic 'Error' toast. */
export function useUser() {
  const query = useQuery({
    queryKey: queryKeys.user.current(),
    queryFn: ({ signal }) => getUser(signal),
  });
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  const reported = useRef(0);
  useEffect(() => {
    // Once per failure, even when StrictMode runs the effect twice.
    if (!failedAt || reported.current === failedAt) return;
    reported.current = failedAt;
    notify.error(UiMessages.loadError);
  }, [failedAt]);
  return query;
}
