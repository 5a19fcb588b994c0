import { useQuery } from '@tanstack/react-query';
import type { InterviewResultReply } from '@hirewise/contracts/applications';
import { queryKeys } from '../../api/query-keys';
import { getInterviewResults } from '../api/interview-api';

/**
 * Whether the interview of this application has a recording left to delete: a video interview's
 * file that was not deleted yet. An audio-only interview has none (its DELETE answers 404). Shares
 * the results' cache entry, so deleting the recording (which invalidates it) updates the answer.
 */
export function useHasRecording(applicationId: string, enabled = true): boolean {
  const query = useQuery<InterviewResultReply>({
    queryKey: queryKeys.interview.results(applicationId),
    queryFn: ({ signal }) => getInterviewResults(applicationId, signal),
    enabled,
    retry: false,
  });
  const result = query.data?.success ? query.data.result : undefined;
  return Boolean(result && (result.videoFileId ?? result.videoRecording) && !result.videoDeletedAt);
}
