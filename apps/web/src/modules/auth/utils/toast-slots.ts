/**
 * Each auth form shows one error toast at a time: the next submit's message (the local
 * 'Incorrect Input' or the server's) replaces the last one instead of stacking under it.
 */
export const AuthToastSlots = {
  login: 'auth-login',
  signup: 'auth-signup',
} as const;
