import type { ReactNode } from 'react';
import type { UserType } from '@hirewise/contracts/domain';
import { useSession } from '../hooks/use-session';
import { RequireToken } from './RequireToken';
import { RoleNotice } from './RoleNotice';

/**
 * A screen of one role (spec section 6): without a token the visitor goes to /login as with
 * RequireToken; a user of the other role reads whose screen it is, and nothing is asked of the
 * server (which would refuse with 403).
 */
export function RequireRole({ userType, children }: { userType: UserType; children: ReactNode }) {
  const session = useSession();
  if (session && session.type !== userType) return <RoleNotice screenFor={userType} signedInAs={session.type} />;
  return <RequireToken>{children}</RequireToken>;
}
