import { useMutation } from '@tanstack/react-query';
import { unsubscribe } from '../api/preferences-api';

/** POST the token of an email's unsubscribe link; the screen shows the answer, so no toasts. */
export function useUnsubscribe() {
  return useMutation({ mutationFn: (token: string) => unsubscribe(token) });
}
