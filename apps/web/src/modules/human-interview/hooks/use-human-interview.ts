import { useApiMutation } from '../../api/hooks/use-api-mutation';
import { queryKeys } from '../../api/query-keys';
import { markHumanInterviewHandled, requestHumanInterview } from '../api/human-interview-api';

/** The applicant's request; their applications list shows it once sent. */
export function useRequestHumanInterview(onRequested?: () => void) {
  return useApiMutation({
    mutationFn: requestHumanInterview,
    invalidates: [queryKeys.applications.all],
    successFallback: 'Request sent',
    errorFallback: 'Could not send the request',
    onSuccess: onRequested,
  });
}

/** The recruiter marks a request handled; the job's applications reload. */
export function useMarkHumanInterviewHandled() {
  return useApiMutation({
    mutationFn: markHumanInterviewHandled,
    invalidates: [queryKeys.applications.all],
    successFallback: 'Marked as handled',
    errorFallback: 'Could not mark the request as handled',
  });
}
