import { ApiPaths } from '@hirewise/contracts/api-paths';

/** The notification calls (issue 18), renamed from contracts' ApiPaths like modules/api/paths.ts. */
export const NotificationPaths = {
  list: ApiPaths.notifications,
  unreadCount: ApiPaths.notificationsUnreadCount,
  /** PUT: one notification read (the builder URI-encodes the id). */
  read: ApiPaths.notificationRead,
  readAll: ApiPaths.notificationsReadAll,
  preferences: ApiPaths.notificationsPreferences,
  /** POST { token }: public, the signed token is the credential. */
  unsubscribe: ApiPaths.notificationsUnsubscribe,
} as const;

/** The popover lists the newest few; the /notifications screen pages by this many. */
export const BELL_LIST_SIZE = 8;
export const NOTIFICATIONS_PAGE_SIZE = 20;
