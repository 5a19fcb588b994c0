import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from '../utils/session-store';

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
