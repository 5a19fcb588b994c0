import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import { getRecordingAccess } from '../api/get-recording-access';

/** One application's recording access log (its dialog mounts this when it opens: asked for then, not per card). */
export function useRecordingAccess(applicationId: string) {
  return useQuery({
    queryKey: queryKeys.applications.recordingAccess(applicationId),
    queryFn: ({ signal }) => getRecordingAccess(applicationId, signal),
  });
}
