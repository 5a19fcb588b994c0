import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { JobSuggestion } from '@hirewise/contracts/jobs';
import { queryKeys } from '../../api/query-keys';
import { useDebouncedValue } from '../../ui/hooks/use-debounced-value';
import { suggestJobs } from '../api/suggest-jobs';

/** Type-ahead waits this long after the last key, so a word typed quickly is one request. */
export const SUGGEST_DEBOUNCE_MS = 150;
const NONE: JobSuggestion[] = [];

/**
 * Suggestions for what is typed in the search box: asked once typing pauses, only while the box is
 * in use. The previous answer stays shown while the next one loads (no flicker between keys), and
 * a failure just shows none: type-ahead is a help, the search itself still works.
 */
export function useJobSuggestions(typed: string, active: boolean): JobSuggestion[] {
  const q = useDebouncedValue(typed.trim(), SUGGEST_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: queryKeys.jobs.suggest(q),
    queryFn: ({ signal }) => suggestJobs(q, signal),
    enabled: active && q !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
  if (!active || typed.trim() === '') return NONE;
  // An answer without the list (a proxy's error page) counts as none.
  return Array.isArray(query.data?.suggestions) ? query.data.suggestions : NONE;
}
