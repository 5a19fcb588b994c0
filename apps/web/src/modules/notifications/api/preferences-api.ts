import type { NotificationPreferences, PreferencesUpdate, UnsubscribeReply } from '@hirewise/contracts/notifications';
import { apiRequest } from '../../api/api-client';
import { NotificationPaths } from './notification-paths';

/** GET /api/notifications/preferences: the caller's own types only. */
export function getEmailPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return apiRequest(NotificationPaths.preferences, { auth: true, signal });
}

/** PUT /api/notifications/preferences: a partial update; the answer is every saved preference. */
export function saveEmailPreferences(update: PreferencesUpdate): Promise<NotificationPreferences> {
  return apiRequest(NotificationPaths.preferences, { method: 'PUT', body: update, auth: true });
}

/** POST /api/notifications/unsubscribe: public (an email's link works signed out). */
export function unsubscribe(token: string): Promise<UnsubscribeReply> {
  return apiRequest(NotificationPaths.unsubscribe, { method: 'POST', body: { token } });
}
