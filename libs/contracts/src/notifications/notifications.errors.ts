/**
 * Failures specific to notifications, with the HTTP status the gateway answers. Spread into
 * ERROR_STATUS (../errors.ts); the messages are NotificationMessages.
 */
export const NotificationsErrorStatus = {
  NOTIFICATION_NOT_FOUND: 404,
  /** Another user's notification (the product answers 403 to a non-owner: ids are UUIDs). */
  NOT_YOUR_NOTIFICATION: 403,
  /** An unsubscribe token that is malformed or whose signature does not match. */
  UNSUBSCRIBE_TOKEN_INVALID: 400,
} as const;
