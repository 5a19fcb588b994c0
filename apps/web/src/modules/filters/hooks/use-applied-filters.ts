import { useCallback, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Filters a list screen applies. Applying always reloads the list (spec section 2: Apply reloads
 * the list), even when the values equal ones whose answer is still cached.
 */
export function useAppliedFilters<V>(initial: V, queryKeyOf: (value: V) => QueryKey): [V, (next: V) => void] {
  const [value, setValue] = useState(initial);
  const queryClient = useQueryClient();
  const apply = useCallback(
    (next: V) => {
      setValue(next);
      // An active query refetches now; a cached inactive one is marked stale and refetches when shown.
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(next), exact: true });
    },
    [queryClient, queryKeyOf],
  );
  return [value, apply];
}
