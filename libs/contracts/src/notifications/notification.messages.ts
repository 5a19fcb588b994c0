import type { Caller } from '../messages';
import type { NotificationsQuery, PreferencesUpdate } from './notification.schemas';

/** What the gateway sends the notifications service (Patterns.notifications). */
export interface ListNotificationsMessage {
  caller: Caller;
  query: NotificationsQuery;
}
export interface UnreadCountMessage {
  caller: Caller;
}
export interface MarkReadMessage {
  caller: Caller;
  notificationId: string;
}
export interface MarkAllReadMessage {
  caller: Caller;
}
export interface GetPreferencesMessage {
  caller: Caller;
}
export interface PutPreferencesMessage {
  caller: Caller;
  update: PreferencesUpdate;
}
export interface UnsubscribeMessage {
  token: string;
}
