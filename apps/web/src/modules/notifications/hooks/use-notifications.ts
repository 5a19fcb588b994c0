import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { UiMessages } from '../../ui/utils/messages';
import { useErrorToast } from '../../api/hooks/use-error-toast';
import { useSession } from '../../session/hooks/use-session';
import { listNotifications } from '../api/notifications-api';
import { NOTIFICATIONS_PAGE_SIZE } from '../api/notification-paths';
import { notificationKeys } from '../utils/notification-keys';

interface NotificationsOptions {
  limit?: number;
  /** The spec's generic 'Error' toast on a failed load (the screen; the bell's popover says it inline). */
  errorToast?: boolean;
  /** Ask again each time the list is shown (the popover mounts its list on every open). */
  refetchOnMount?: boolean | 'always';
}

/**
 * One page of the caller's notifications, newest first (`items`, `total` from X-Total-Count). While
 * the next page or the other filter loads, the previous answer stays on screen.
 */
export function useNotifications(page: number, unreadOnly: boolean, { limit = NOTIFICATIONS_PAGE_SIZE, errorToast = false, refetchOnMount = true }: NotificationsOptions = {}) {
  const session = useSession();
  const query = useQuery({
    queryKey: notificationKeys.list(page, limit, unreadOnly),
    queryFn: ({ signal }) => listNotifications({ page, limit, unreadOnly }, signal),
    enabled: session !== null,
    placeholderData: keepPreviousData,
    refetchOnMount,
  });
  useErrorToast(errorToast ? query.error : null, query.errorUpdatedAt, UiMessages.loadError);
  return query;
}
