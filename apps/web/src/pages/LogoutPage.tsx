import { useLogout } from '../modules/session/hooks/use-logout';

export function LogoutPage() {
  useLogout();
  return null;
}
