import { useEffect, useEffectEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { InterviewResultReply } from '@hirewise/contracts/applications';
import { notify } from '../../ui/components/toaster';
import { queryKeys } from '../../api/query-keys';
import { getInterviewResults } from '../api/interview-api';
import { InterviewMessages } from '../utils/interview-messages';

/**
 * One application's interview result for the recruiter's dialog. `success: false` is the spec's
 * warning toast 'No interview results found'; a failed call 'Failed to load interview results'.
 * Either way `onMissing` closes the dialog.
 */
export function useInterviewResults(applicationId: string, enabled: boolean, onMissing: () => void) {
  const query = useQuery<InterviewResultReply>({
    queryKey: queryKeys.interview.results(applicationId),
    queryFn: ({ signal }) => getInterviewResults(applicationId, signal),
    enabled,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const missing = enabled && query.isSuccess && (!query.data.success || !query.data.result);
  const failed = enabled && query.isError;
  // The caller's latest onMissing, without re-running the effect when it is a new function.
  const close = useEffectEvent(onMissing);
  useEffect(() => {
    if (missing) {
      notify.warning(InterviewMessages.noResults);
      close();
    } else if (failed) {
      notify.error(InterviewMessages.resultsFailed);
      close();
    }
  }, [missing, failed]);
  return { result: query.data?.success ? query.data.result : undefined, isLoading: query.isLoading };
}
