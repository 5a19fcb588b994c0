import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../hooks/use-session';

/** /login and /signup go to / when a token already exists. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session) return <Navigate to="/" replace />;
  return <>{children}</>;
}
