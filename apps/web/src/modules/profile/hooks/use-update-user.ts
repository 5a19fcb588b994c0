import { AuthMessages } from '@hirewise/contracts';
import { useApiMutation } from '../../api/hooks/use-api-mutation';
import { queryKeys } from '../../api/query-keys';
import { updateUser } from '../api/update-user';

export function useUpdateUser() {
  return useApiMutation({
    mutationFn: updateUser,
    invalidates: [queryKeys.user.all],
    successFallback: AuthMessages.userUpdated,
    errorFallback: 'Could not update your details',
  });
}
