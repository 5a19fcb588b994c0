import { useMutation } from '@tanstack/react-query';
import { AuthMessages } from '@hirewise/contracts/auth';
import { notify } from '../../ui/components/toaster';
import { errorMessage } from '../../api/api-error';
import { login } from '../api/login';
import { AuthToastSlots } from '../utils/toast-slots';
import { useStartSession } from './use-start-session';

export function useLogin() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => startSession(response, response.message ?? AuthMessages.loggedIn),
    // Only the server's message ('Invalid email or password'), in place of any earlier one.
    onError: (error) => notify.error(errorMessage(error, 'Login failed'), { slot: AuthToastSlots.login }),
  });
}
