import { useState, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../hooks/use-session';
import { RETURN_PARAM, safeReturnPath } from '../utils/return-path';

/**
 * /login and /signup go to / when a token already exists on arrival (or to their same-origin
 * ?next= page: a signed-in visitor following a job page's "Apply" link lands back on the job). A session the form itself
 * starts is not redirected here: the form sends the new user to their role's home, and a second
 * redirect to / would race it.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const [params] = useSearchParams();
  const [signedInOnArrival] = useState(() => session !== null);
  if (session && signedInOnArrival) return <Navigate to={safeReturnPath(params.get(RETURN_PARAM)) ?? '/'} replace />;
  return <>{children}</>;
}
