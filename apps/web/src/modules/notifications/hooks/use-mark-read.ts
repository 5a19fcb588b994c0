import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NotificationMessages } from '@hirewise/contracts/notifications';
import { errorMessage } from '../../api/api-error';
import { useApiMutation } from '../../api/hooks/use-api-mutation';
import { notify } from '../../ui/components/toaster';
import { markAllNotificationsRead, markNotificationRead } from '../api/notifications-api';
import { NotificationTexts } from '../utils/notification-texts';
import { invalidateNotifications, READ_STATE_KEYS } from './notification-cache';

/**
 * One notification read (opening it, or 'Mark as read'): quiet on success, since the item changes
 * on screen; a failure is a red toast. The callbacks are the hook's own, so they still run when the
 * popover that started the call has closed.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: string) => markNotificationRead(notificationId),
    onSuccess: () => invalidateNotifications(queryClient),
    onError: (error) => notify.error(errorMessage(error, NotificationTexts.markReadFailed)),
  });
}

/** 'Mark all as read': the server's message as a green toast, then the lists and the count reload. */
export function useMarkAllRead() {
  return useApiMutation({
    mutationFn: (_: void) => markAllNotificationsRead(),
    invalidates: READ_STATE_KEYS,
    successFallback: NotificationMessages.allRead,
    errorFallback: NotificationTexts.markAllFailed,
  });
}
