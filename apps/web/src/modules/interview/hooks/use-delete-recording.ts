import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../ui/components/toaster';
import { errorMessage } from '../../api/api-error';
import { queryKeys } from '../../api/query-keys';
import { deleteInterviewVideo } from '../api/interview-api';
import { InterviewMessages } from '../utils/interview-messages';

/** The applicant has their interview recording removed (DELETE .../interview-results/video). */
export function useDeleteRecording(onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) => deleteInterviewVideo(applicationId),
    onSuccess: (reply, applicationId) => {
      notify.success(reply.message);
      void queryClient.invalidateQueries({ queryKey: queryKeys.interview.results(applicationId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.applications.recordingAccess(applicationId) });
      onDone?.();
    },
    onError: (error) => notify.error(errorMessage(error, InterviewMessages.deleteRecordingFailed)),
  });
}
