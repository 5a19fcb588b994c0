/** Texts of the notification screens; the server's own messages come from contracts' NotificationMessages. */
export const NotificationTexts = {
  title: 'Notifications',
  description: 'Updates about your applications and jobs.',
  /** The bell's accessible name: its count is only on the badge, which screen readers skip. */
  bellLabel: (unread: number) => `Notifications, ${unread} unread`,
  /** The drawer's plain row. */
  navLabel: (unread: number) => (unread > 0 ? `Notifications (${unread})` : 'Notifications'),
  unread: 'Unread',
  unreadOnly: 'Unread only',
  markRead: 'Mark as read',
  markAllRead: 'Mark all as read',
  open: 'Open',
  seeAll: 'See all',
  empty: 'No notifications yet',
  emptyDescription: 'We will let you know here when something happens to your applications or jobs.',
  emptyUnread: 'No unread notifications',
  emptyUnreadDescription: 'You are all caught up.',
  loading: 'Loading notifications',
  loadFailed: 'Your notifications could not be loaded.',
  tryAgain: 'Try again',
  markReadFailed: 'Could not mark the notification as read',
  markAllFailed: 'Could not mark the notifications as read',
  previousPage: 'Previous',
  nextPage: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

export const EmailPreferenceTexts = {
  title: 'Email notifications',
  description: 'Choose what we also send you by email. Every notification is always shown here in the app.',
  loading: 'Loading email preferences',
  loadFailed: 'Your email preferences could not be loaded.',
  saveFailed: 'Could not save your email preferences',
} as const;

export const UnsubscribeTexts = {
  pageTitle: 'Unsubscribe',
  working: 'Unsubscribing',
  done: 'You are unsubscribed',
  invalid: 'This unsubscribe link is invalid',
  /** A network or server failure: the link may be fine, so it can be tried again. */
  failed: 'We could not unsubscribe you',
  manage: 'Manage all email settings',
  tryAgain: 'Try again',
} as const;

/** Where the profile screen shows the email preferences (EmailPreferences' anchor). */
export const EMAIL_PREFERENCES_ANCHOR = 'notifications';
