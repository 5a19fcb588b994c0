import { useCallback, useMemo } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { FILTER_PARAM_KEYS, filterParamsOf, filtersFromSearchParams, type JobFilters } from '../utils/job-filters';

/**
 * The job filters of a list screen, kept in the address (?q=data&jobType=Full%20Time&salaryMin=30000,
 * the parameters of GET /api/jobs): a link from a notification, a digest email or a saved search
 * opens that search, and a reload or Back keeps it. The address is the only copy of the filters
 * (the sort too, as asc=/desc=), so there is no state to keep in step with it and nothing to loop.
 * Applying always reloads the list (spec section 2), even when the answer is still cached.
 */
export function useUrlJobFilters(queryKeyOf: (value: JobFilters) => QueryKey): [JobFilters, (next: JobFilters) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filters = useMemo(() => filtersFromSearchParams(new URLSearchParams(query)), [query]);
  const queryClient = useQueryClient();
  const apply = useCallback(
    (next: JobFilters) => {
      // Other parameters of the address are kept; a change of filters is not a history entry of its own.
      setParams(
        (current) => {
          const merged = new URLSearchParams(current);
          for (const key of FILTER_PARAM_KEYS) merged.delete(key);
          for (const [key, value] of filterParamsOf(next)) merged.append(key, value);
          return merged;
        },
        { replace: true },
      );
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(next), exact: true });
    },
    [queryClient, queryKeyOf, setParams],
  );
  return [filters, apply];
}
