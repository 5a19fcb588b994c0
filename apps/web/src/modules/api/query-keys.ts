/** Every React Query key of the app comes from here, so invalidation matches what was cached. */
export const queryKeys = {
  user: {
    all: ['user'] as const,
    current: () => [...queryKeys.user.all, 'current'] as const,
  },
} as const;
