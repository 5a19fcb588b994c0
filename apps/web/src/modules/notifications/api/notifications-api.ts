import type { MessageResponse, Page } from '@hirewise/contracts/common';
import type { NotificationView, UnreadCount } from '@hirewise/contracts/notifications';
import { apiRequest, apiRequestPage, withQuery } from '../../api/api-client';
import { NotificationPaths } from './notification-paths';

export interface NotificationsPageRequest {
  page: number;
  limit: number;
  unreadOnly: boolean;
}

/** GET /api/notifications: the caller's notifications, newest first, one page (X-Total-Count). */
export function listNotifications({ page, limit, unreadOnly }: NotificationsPageRequest, signal?: AbortSignal): Promise<Page<NotificationView>> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (unreadOnly) query.set('unread', '1');
  return apiRequestPage<NotificationView>(withQuery(NotificationPaths.list, query), { auth: true, signal });
}

/** GET /api/notifications/unread-count. */
export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return apiRequest(NotificationPaths.unreadCount, { auth: true, signal });
}

/** PUT /api/notifications/{id}/read. */
export function markNotificationRead(notificationId: string): Promise<MessageResponse> {
  return apiRequest(NotificationPaths.read(notificationId), { method: 'PUT', auth: true });
}

/** PUT /api/notifications/read-all: `updated` is how many were unread. */
export function markAllNotificationsRead(): Promise<MessageResponse & { updated: number }> {
  return apiRequest(NotificationPaths.readAll, { method: 'PUT', auth: true });
}
