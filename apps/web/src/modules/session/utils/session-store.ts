import { USER_TYPES, type UserType } from '@hirewise/contracts/domain';

/** The session lives in localStorage under these keys (spec section 3). */
export const SESSION_KEYS = { token: 'token', type: 'type' } as const;

export interface Session {
  token: string;
  type: UserType;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: Session | null | undefined;

function isUserType(value: string | null): value is UserType {
  return value !== null && (USER_TYPES as readonly string[]).includes(value);
}

function read(): Session | null {
  const token = window.localStorage.getItem(SESSION_KEYS.token);
  const type = window.localStorage.getItem(SESSION_KEYS.type);
  if (!token) return null;
  // A token without a known type still counts as signed in; the applicant screens are the default.
  return { token, type: isUserType(type) ? type : 'applicant' };
}

function emit(): void {
  cached = undefined;
  listeners.forEach((listener) => listener());
}

/** The current session; the same object until it changes (useSyncExternalStore needs that). */
export function getSession(): Session | null {
  if (cached === undefined) cached = read();
  return cached;
}

export function setSession(session: Session): void {
  window.localStorage.setItem(SESSION_KEYS.token, session.token);
  window.localStorage.setItem(SESSION_KEYS.type, session.type);
  emit();
}

export function clearSession(): void {
  window.localStorage.removeItem(SESSION_KEYS.token);
  window.localStorage.removeItem(SESSION_KEYS.type);
  emit();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_KEYS.token || event.key === SESSION_KEYS.type) emit();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Tests change localStorage directly; this forgets the cached read. */
export function resetSessionCache(): void {
  emit();
}
