import { Text } from '@chakra-ui/react';
import { JOB_SORT_FIELDS } from '@hirewise/contracts/constants';
import type { PagedList } from '../../api/hooks/use-paged-query';
import { isBestMatchOrder, JOB_SORT_OPTIONS, type JobFilters } from '../utils/job-filters';
import { JobTexts } from '../utils/job-texts';

/** The order the list is in, as the server applies it: the sorts chosen, relevance for a search, else newest first. */
function orderText(filters: JobFilters): string {
  if (isBestMatchOrder(filters)) return JobTexts.bestMatch;
  const sorts = JOB_SORT_FIELDS.filter((field) => filters.sort[field].on).map((field) => {
    const label = JOB_SORT_OPTIONS.find((option) => option.field === field)?.label ?? field;
    return `${label} (${filters.sort[field].descending ? 'descending' : 'ascending'})`;
  });
  return sorts.length > 0 ? sorts.join(', ') : JobTexts.newestFirst;
}

/** "24 jobs · Sorted by Best match" over the list; "1,000+ jobs" when the search stopped counting at its cap. */
export function ResultsSummary({ list, filters }: { list: PagedList<unknown>; filters: JobFilters }) {
  if (list.isPending || list.isError) return null;
  return (
    <Text textStyle="sm" color="fg.muted" mb="4" role="status" data-testid="results-summary">
      {JobTexts.resultCount(list.total, list.totalCapped)} · {JobTexts.sortedBy} {orderText(filters)}
    </Text>
  );
}
