/**
 * Spec texts the web app shows that libs/contracts does not carry yet (spec sections 8 and 2).
 * The server-side texts (Incorrect Input, Logged in successfully, ...) come from contracts.
 */
export const UiMessages = {
  loggedOut: 'Logged out successfully',
  loadError: 'Error',
} as const;
