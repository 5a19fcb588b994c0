import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { MessageResponse } from '@hirewise/contracts/common';
import { notify } from '../../ui/components/toaster';
import { errorMessage } from '../api-error';

interface ApiMutationOptions<V, R extends MessageResponse> {
  mutationFn: (variables: V) => Promise<R>;
  /** Caches the change makes stale. */
  invalidates: readonly QueryKey[];
  /** Said in green when the server's answer carries no message. */
  successFallback: string;
  /** Said in red when the failure carries no server message. */
  errorFallback: string;
  onSuccess?: (response: R, variables: V) => void;
}

/** A change sent to the server: its message as a green toast, or its error message as a red one. */
export function useApiMutation<V, R extends MessageResponse>({ mutationFn, invalidates, successFallback, errorFallback, onSuccess }: ApiMutationOptions<V, R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (response, variables) => {
      notify.success(response?.message ?? successFallback);
      onSuccess?.(response, variables);
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => notify.error(errorMessage(error, errorFallback)),
  });
}
