import { AuthMessages, type UserUpdateRequest } from '@hirewise/contracts/auth';
import { useApiMutation } from '../../api/hooks/use-api-mutation';
import { queryKeys } from '../../api/query-keys';
import { updateUser } from '../api/update-user';

export function useUpdateUser() {
  return useApiMutation({
    // Wrapped: React Query passes a context object as the second argument, which is not a token.
    mutationFn: (body: UserUpdateRequest) => updateUser(body),
    invalidates: [queryKeys.user.all],
    successFallback: AuthMessages.userUpdated,
    errorFallback: 'Could not update your details',
  });
}
