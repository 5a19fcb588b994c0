import { useMutation } from '@tanstack/react-query';
import { AuthMessages } from '@hirewise/contracts/auth';
import { notify } from '../../ui/components/toaster';
import { errorMessage } from '../../api/api-error';
import { login } from '../api/login';
import { useStartSession } from './use-start-session';

export function useLogin() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => startSession(response, response.message ?? AuthMessages.loggedIn),
    onError: (error) => notify.error(errorMessage(error, 'Login failed')),
  });
}
