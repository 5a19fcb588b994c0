import { SignupForm } from '../modules/auth/components/SignupForm';

export function SignupPage() {
  return <SignupForm />;
}
