import { useMemo } from 'react';
import { UiMessages } from '../../ui/utils/messages';
import { usePagedQuery } from '../../api/hooks/use-paged-query';
import { LIST_PAGE_SIZE } from '../../api/paths';
import { queryKeys } from '../../api/query-keys';
import { searchJobs } from '../api/search-jobs';
import { buildJobsQuery, type JobFilters, type JobsScope } from '../utils/job-filters';
import { openJobs } from '../utils/job-format';

/**
 * Jobs page by page. The browse list hides jobs whose deadline has passed (spec section 5); the
 * recruiter's own list keeps them, so an expired job can still get a new deadline.
 */
export function useJobs(scope: JobsScope, filters: JobFilters, enabled = true) {
  const list = usePagedQuery({
    queryKey: queryKeys.jobs.list(scope, filters),
    fetchPage: (page, signal) => searchJobs(buildJobsQuery(filters, { scope, page, limit: LIST_PAGE_SIZE }), signal),
    errorToast: UiMessages.loadError,
    enabled,
  });
  const shown = useMemo(() => (scope === 'browse' ? openJobs(list.items) : list.items), [scope, list.items]);
  return { list, shown };
}
