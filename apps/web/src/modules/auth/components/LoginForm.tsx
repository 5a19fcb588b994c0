import { useState, type FormEvent } from 'react';
import { Button, Field, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { INCORRECT_INPUT } from '@hirewise/contracts/auth';
import { notify } from '../../ui/components/toaster';
import { RETURN_PARAM, safeReturnPath } from '../../session/utils/return-path';
import { EmailField } from '../../forms/components/EmailField';
import { PasswordInput } from '../../forms/components/PasswordInput';
import { useLogin } from '../hooks/use-login';
import { AuthToastSlots } from '../utils/toast-slots';
import { validateEmail, validatePassword } from '../utils/validation';
import { AuthCard } from './AuthCard';

export function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [passwordError, setPasswordError] = useState<string>();
  const loginMutation = useLogin();
  // A new account made from here comes back to the same page (a job's Apply).
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get(RETURN_PARAM));
  const signupPath = next ? `/signup?${new URLSearchParams({ [RETURN_PARAM]: next }).toString()}` : '/signup';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const nextEmailError = emailError ?? validateEmail(email);
    const nextPasswordError = validatePassword(password);
    setEmailError(nextEmailError);
    setPasswordError(nextPasswordError);
    if (nextEmailError || nextPasswordError) {
      notify.error(INCORRECT_INPUT, { slot: AuthToastSlots.login });
      return;
    }
    // A message of the previous attempt goes: the answer to this one replaces it.
    notify.clear(AuthToastSlots.login);
    loginMutation.mutate({ email: email.trim(), password });
  };

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Log in to find jobs, track applications and manage hiring."
      footer={
        <Text textStyle="sm" color="fg.muted">
          New to Hirewise?{' '}
          <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium">
            <RouterLink to={signupPath}>Create an account</RouterLink>
          </Link>
        </Text>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label="Login">
        <Stack gap="5">
          <EmailField
            value={email}
            error={emailError}
            onChange={(value) => {
              setEmail(value);
              // Fixing the address clears its message; new messages wait for the blur.
              if (emailError && !validateEmail(value)) setEmailError(undefined);
            }}
            onBlur={() => setEmailError(validateEmail(email))}
          />
          <Field.Root invalid={Boolean(passwordError)} required>
            <Field.Label>
              Password <Field.RequiredIndicator />
            </Field.Label>
            <PasswordInput
              value={password}
              autoComplete="current-password"
              onChange={(value) => {
                setPassword(value);
                if (passwordError) setPasswordError(validatePassword(value));
              }}
            />
            <Field.ErrorText>{passwordError}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="brand" size="lg" loading={loginMutation.isPending} loadingText="Logging in">
            Login
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
