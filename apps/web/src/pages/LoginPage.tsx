import { LoginForm } from '../modules/auth/components/LoginForm';

export function LoginPage() {
  return <LoginForm />;
}
