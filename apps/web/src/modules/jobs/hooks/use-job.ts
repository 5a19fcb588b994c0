import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import { getJob } from '../api/get-job';

/**
 * One job, for a screen that names it (a job's applications). Quiet on failure: the screen keeps
 * its generic heading, and its own list reports what went wrong.
 */
export function useJob(jobId: string) {
  return useQuery({
    queryKey: queryKeys.jobs.detail(jobId),
    queryFn: ({ signal }) => getJob(jobId, signal),
    enabled: jobId !== '',
    retry: false,
  });
}
