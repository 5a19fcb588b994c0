import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  ApiRoutes,
  isUuid,
  NotificationMessages,
  notificationsQuerySchema,
  Patterns,
  preferencesUpdateSchema,
  TOTAL_COUNT_HEADER,
  unsubscribeSchema,
  type MessageResponse,
  type NotificationPreferences,
  type NotificationView,
  type TokenClaims,
  type UnreadCount,
  type UnsubscribeReply,
} from '@hirewise/contracts';
import { ClientRegistry, DomainError, parseOrThrow } from '@hirewise/server-kit';
import { callerOf, CurrentUser, Public } from '../auth/auth.decorators';

/** In-app notifications and email preferences (issue 18); the rules live in the notifications service. */
@Controller()
export class NotificationsRoutesController {
  constructor(private readonly clients: ClientRegistry) {}

  /** The caller's notifications, newest first; the total goes in X-Total-Count. */
  @Get(ApiRoutes.notifications)
  async list(@CurrentUser() user: TokenClaims, @Query() raw: unknown, @Res({ passthrough: true }) res: Response): Promise<NotificationView[]> {
    const query = parseOrThrow(notificationsQuerySchema, raw);
    const { items, total } = await this.notifications().send(Patterns.notifications.list, { caller: callerOf(user), query });
    res.setHeader(TOTAL_COUNT_HEADER, String(total));
    return items;
  }

  @Get(ApiRoutes.notificationsUnreadCount)
  unreadCount(@CurrentUser() user: TokenClaims): Promise<UnreadCount> {
    return this.notifications().send(Patterns.notifications.unreadCount, { caller: callerOf(user) });
  }

  @Put(ApiRoutes.notificationsReadAll)
  readAll(@CurrentUser() user: TokenClaims): Promise<MessageResponse & { updated: number }> {
    return this.notifications().send(Patterns.notifications.markAllRead, { caller: callerOf(user) });
  }

  @Put(ApiRoutes.notificationRead)
  read(@CurrentUser() user: TokenClaims, @Param('id') notificationId: string): Promise<MessageResponse> {
    if (!isUuid(notificationId)) throw new DomainError('NOTIFICATION_NOT_FOUND', NotificationMessages.notFound);
    return this.notifications().send(Patterns.notifications.markRead, { caller: callerOf(user), notificationId });
  }

  @Get(ApiRoutes.notificationsPreferences)
  preferences(@CurrentUser() user: TokenClaims): Promise<NotificationPreferences> {
    return this.notifications().send(Patterns.notifications.getPreferences, { caller: callerOf(user) });
  }

  @Put(ApiRoutes.notificationsPreferences)
  savePreferences(@CurrentUser() user: TokenClaims, @Body() body: unknown): Promise<NotificationPreferences> {
    const update = parseOrThrow(preferencesUpdateSchema, body);
    return this.notifications().send(Patterns.notifications.putPreferences, { caller: callerOf(user), update });
  }

  /**
   * RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` (form-encoded)
   * to the link of the List-Unsubscribe header, the token in its query; the web page /unsubscribe
   * posts the token as JSON. Public: the signed token is the credential.
   */
  @Public()
  @Post(ApiRoutes.notificationsUnsubscribe)
  @HttpCode(200)
  unsubscribe(@Query('token') queryToken: unknown, @Body() body: unknown): Promise<UnsubscribeReply> {
    const { token } = typeof queryToken === 'string' ? parseOrThrow(unsubscribeSchema, { token: queryToken }) : parseOrThrow(unsubscribeSchema, body);
    return this.notifications().send(Patterns.notifications.unsubscribe, { token });
  }

  private notifications() {
    return this.clients.get('notifications');
  }
}
