import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../hooks/use-session';

/**
 * /login and /signup go to / when a token already exists on arrival. A session the form itself
 * starts is not redirected here: the form sends the new user to their role's home, and a second
 * redirect to / would race it.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const [signedInOnArrival] = useState(() => session !== null);
  if (session && signedInOnArrival) return <Navigate to="/" replace />;
  return <>{children}</>;
}
