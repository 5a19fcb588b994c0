import type { QueryClient } from '@tanstack/react-query';
import { notificationKeys } from '../utils/notification-keys';

/** After a read: every loaded page (and the popover's list) and the bell's count are stale. */
export function invalidateNotifications(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount() }),
  ]).then(() => undefined);
}

/** The keys a read makes stale, for useApiMutation's `invalidates`. */
export const READ_STATE_KEYS = [notificationKeys.lists(), notificationKeys.unreadCount()] as const;
