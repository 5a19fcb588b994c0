import { z } from 'zod';
import { PAGINATION } from '../constants';
import { UUID_PATTERN } from '../common/ids';
import { NOTIFICATION_TYPES, type NotificationType } from './notification.types';

/** One notification as the API answers it (GET /api/notifications). */
export interface NotificationView {
  id: string;
  type: NotificationType;
  title: string;
  body: string;
  /** A path inside the web app (`/applications`, `/job/applications/...`), or null. */
  link: string | null;
  createdAt: string;
  readAt: string | null;
}

/** `?unread=1` over HTTP; the parsed boolean when the gateway hands the query on. */
const flag = z.preprocess(
  (v) => (typeof v === 'boolean' ? String(v) : v),
  z.enum(['1', '0', 'true', 'false'], { error: 'unread must be 1 or 0' }).transform((v) => v === '1' || v === 'true'),
);

export const notificationsQuerySchema = z.object({
  unread: flag.optional().transform((v) => v ?? false),
  page: z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1').default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(PAGINATION.maxLimit, `limit must be at most ${PAGINATION.maxLimit}`)
    .default(20),
});
export type NotificationsQuery = z.output<typeof notificationsQuerySchema>;

export const notificationIdSchema = z.string().regex(UUID_PATTERN, 'Notification not found');

export interface UnreadCount {
  unread: number;
}

/** Which types a user gets by email; every type is always shown in-app. */
export interface NotificationPreferences {
  email: Record<NotificationType, boolean>;
}

export const preferencesUpdateSchema = z
  .object({
    email: z
      .record(z.string(), z.boolean({ error: 'Each email preference must be true or false' }), { error: 'email must be an object of types and true or false' })
      .refine((m) => Object.keys(m).every((k) => (NOTIFICATION_TYPES as readonly string[]).includes(k)), {
        message: `Email preferences name unknown types; known types: ${NOTIFICATION_TYPES.join(', ')}`,
      }),
  }, { error: 'Send { email: { <type>: true or false } }' })
  .strict();
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;

/** POST /api/notifications/unsubscribe (public): the signed token from an email's link. */
export const unsubscribeSchema = z.object({
  token: z.string({ error: 'The unsubscribe link is invalid' }).min(10, 'The unsubscribe link is invalid').max(1000, 'The unsubscribe link is invalid'),
});
export interface UnsubscribeReply {
  message: string;
  /** The type the link unsubscribed from, or 'all'. */
  type: NotificationType | 'all';
}

export const NotificationMessages = {
  notFound: 'Notification not found',
  notYours: 'This notification is not yours',
  markedRead: 'Notification marked as read',
  allRead: 'All notifications marked as read',
  preferencesSaved: 'Email preferences saved',
  badUnsubscribeToken: 'The unsubscribe link is invalid',
  unsubscribed: (what: string) => `You will no longer get emails for: ${what}`,
  unsubscribedAll: 'You will no longer get emails from Hirewise',
} as const;
