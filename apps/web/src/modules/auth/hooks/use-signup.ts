import { useMutation } from '@tanstack/react-query';
import { AuthMessages } from '@hirewise/contracts';
import { notify } from '../../../app/toaster';
import { errorMessage } from '../../api/api-error';
import { signup } from '../api/signup';
import { useStartSession } from './use-start-session';

export function useSignup() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: signup,
    // The spec greets a new account like a login: 'Logged in successfully'.
    onSuccess: (response) => startSession(response, AuthMessages.loggedIn),
    onError: (error) => notify.error(errorMessage(error, 'Signup failed')),
  });
}
