/**
 * React Query keys of the saved-searches module, kept here like modules/notifications' keys (the
 * shape of modules/api/query-keys.ts: `all`, then narrower keys).
 */
export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  list: () => [...savedSearchKeys.all, 'list'] as const,
} as const;
