import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SelfIdentificationMessages, type SelfIdentificationRequest } from '@hirewise/contracts/fairness';
import { errorMessage } from '../../api/api-error';
import { notify } from '../../ui/components/toaster';
import { getSelfIdentification, saveSelfIdentification } from '../api/self-identification-api';

const key = ['self-identification'] as const;
export const SAVE_FAILED = 'Your answers could not be saved. Please try again.';

export function useSelfIdentification() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => getSelfIdentification(signal) });
}

export function useSaveSelfIdentification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: SelfIdentificationRequest) => saveSelfIdentification(answers),
    onSuccess: (reply) => {
      void queryClient.invalidateQueries({ queryKey: key });
      notify.success(reply?.message ?? SelfIdentificationMessages.saved, { slot: 'self-identification' });
    },
    onError: (error) => notify.error(errorMessage(error, SAVE_FAILED), { slot: 'self-identification' }),
  });
}
