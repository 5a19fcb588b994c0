import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { JobFacets } from '@hirewise/contracts/jobs';
import { queryKeys } from '../../api/query-keys';
import { useDebouncedValue } from '../../ui/hooks/use-debounced-value';
import { getJobFacets } from '../api/get-job-facets';
import { narrowingParamsOf, type JobFilters } from '../utils/job-filters';

/** A slider dragged across many values asks once it rests. */
const FACETS_DEBOUNCE_MS = 250;

/**
 * Facet counts for the filters being chosen (the More Filters draft): how many open jobs each job
 * type, duration and salary band would leave. The previous counts stay while new ones load; a
 * failure shows no counts rather than an error (the filters work without them).
 */
export function useJobFacets(filters: JobFilters, enabled: boolean): JobFacets | undefined {
  const query = useDebouncedValue(narrowingParamsOf(filters).toString(), FACETS_DEBOUNCE_MS);
  const result = useQuery({
    queryKey: queryKeys.jobs.facets(query),
    queryFn: ({ signal }) => getJobFacets(new URLSearchParams(query), signal),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const facets = result.data;
  return facets && Array.isArray(facets.jobType) ? facets : undefined;
}
