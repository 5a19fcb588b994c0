import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InterviewResultReply, InterviewReviewRequest } from '@hirewise/contracts/applications';
import { notify } from '../../ui/components/toaster';
import { errorMessage } from '../../api/api-error';
import { queryKeys } from '../../api/query-keys';
import { reviewInterview } from '../api/interview-api';
import { InterviewMessages } from '../utils/interview-messages';

/**
 * The recruiter's review (issue 15): on success the dialog shows the reviewed result at once and the
 * applications list reloads, so 'View Interview Results (score/100)' shows the score in force.
 */
export function useReviewInterview(applicationId: string, onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InterviewReviewRequest) => reviewInterview(applicationId, body),
    onSuccess: (reply) => {
      queryClient.setQueryData<InterviewResultReply>(queryKeys.interview.results(applicationId), { success: true, result: reply.result });
      void queryClient.invalidateQueries({ queryKey: queryKeys.applications.all });
      notify.success(reply.message || InterviewMessages.reviewSaved);
      onDone?.();
    },
    onError: (error) => notify.error(errorMessage(error, InterviewMessages.reviewFailed)),
  });
}
