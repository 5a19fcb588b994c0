import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AuthMessages } from '@hirewise/contracts';
import { notify } from '../../../app/toaster';
import { errorMessage } from '../../api/api-error';
import { queryKeys } from '../../api/query-keys';
import { updateUser } from '../api/update-user';

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (response) => {
      notify.success(response?.message ?? AuthMessages.userUpdated);
      return queryClient.invalidateQueries({ queryKey: queryKeys.user.all });
    },
    onError: (error) => notify.error(errorMessage(error, 'Could not update your details')),
  });
}
