import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  isUuid,
  NotificationMessages,
  notificationsQuerySchema,
  Patterns,
  type GetPreferencesMessage,
  type ListNotificationsMessage,
  type MarkAllReadMessage,
  type MarkReadMessage,
  type PutPreferencesMessage,
  type UnreadCountMessage,
  type UnsubscribeMessage,
} from '@hirewise/contracts';
import { DomainError } from '@hirewise/server-kit';
import { PreferencesService } from '../preferences/preferences.service';
import { NotificationRepository } from './notification.repository';

/** The gateway's calls: a user's own notifications and email preferences; the public unsubscribe. */
@Controller()
export class InboxController {
  constructor(
    private readonly inbox: NotificationRepository,
    private readonly preferences: PreferencesService,
  ) {}

  @MessagePattern(Patterns.notifications.list)
  list(@Payload() { caller, query }: ListNotificationsMessage) {
    return this.inbox.list(caller.userId, notificationsQuerySchema.parse(query));
  }

  @MessagePattern(Patterns.notifications.unreadCount)
  async unreadCount(@Payload() { caller }: UnreadCountMessage) {
    return { unread: await this.inbox.unreadCount(caller.userId) };
  }

  /** An unknown id is 404; another user's notification 403 (changing nothing). */
  @MessagePattern(Patterns.notifications.markRead)
  async markRead(@Payload() { caller, notificationId }: MarkReadMessage) {
    const found = isUuid(notificationId) ? await this.inbox.find(notificationId) : undefined;
    if (!found) throw new DomainError('NOTIFICATION_NOT_FOUND', NotificationMessages.notFound);
    if (found.userId !== caller.userId) throw new DomainError('NOT_YOUR_NOTIFICATION', NotificationMessages.notYours);
    await this.inbox.markRead(caller.userId, notificationId);
    return { message: NotificationMessages.markedRead };
  }

  @MessagePattern(Patterns.notifications.markAllRead)
  async markAllRead(@Payload() { caller }: MarkAllReadMessage) {
    return { message: NotificationMessages.allRead, updated: await this.inbox.markAllRead(caller.userId) };
  }

  @MessagePattern(Patterns.notifications.getPreferences)
  getPreferences(@Payload() { caller }: GetPreferencesMessage) {
    return this.preferences.get(caller);
  }

  @MessagePattern(Patterns.notifications.putPreferences)
  putPreferences(@Payload() { caller, update }: PutPreferencesMessage) {
    return this.preferences.put(caller, update);
  }

  @MessagePattern(Patterns.notifications.unsubscribe)
  unsubscribe(@Payload() { token }: UnsubscribeMessage) {
    return this.preferences.unsubscribe(token);
  }
}
