import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import { getJob } from '../../jobs/api/get-job';
import { useSession } from '../../session/hooks/use-session';
import { getPublicJob } from '../api/get-public-job';
import { readEmbeddedJob } from '../utils/embedded-job';

/**
 * The job of /jobs/{id}: the one the server embedded in the page when it is this job (no request),
 * else asked for: signed out from the public route (open jobs only, no token), signed in from
 * GET /api/jobs/{id} (which also answers for a job whose deadline has passed).
 */
export function useJobPage(jobId: string) {
  const signedIn = useSession() !== null;
  const embedded = useMemo(() => readEmbeddedJob(jobId), [jobId]);
  return useQuery({
    queryKey: queryKeys.jobs.page(jobId, signedIn),
    queryFn: ({ signal }) => (signedIn ? getJob(jobId, signal) : getPublicJob(jobId, signal)),
    initialData: embedded,
    enabled: jobId !== '',
  });
}
