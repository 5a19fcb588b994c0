import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import { listAllMyApplications } from '../api/list-all-my-applications';
import { latestByJob } from '../utils/latest-by-job';

/**
 * The applicant's latest application to each job, for the job tiles: every application is read
 * once (not per tile) and cached with the other application lists, so applying or a status change
 * refreshes it. Without it (a recruiter, a failed load) the map is empty and tiles offer Apply.
 */
export function useLatestApplications(enabled: boolean) {
  const query = useQuery({
    queryKey: queryKeys.applications.latestByJob(),
    queryFn: ({ signal }) => listAllMyApplications(signal),
    enabled,
  });
  return useMemo(() => latestByJob(query.data ?? []), [query.data]);
}
