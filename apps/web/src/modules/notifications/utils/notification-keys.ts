/**
 * React Query keys of the notifications module. They sit here rather than in modules/api/query-keys.ts
 * only while that file is being edited elsewhere; the shape is the same (`all`, then narrower keys), so
 * invalidating `lists()` refreshes every page and the popover.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (page: number, limit: number, unreadOnly: boolean) => [...notificationKeys.lists(), { page, limit, unreadOnly }] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
} as const;
