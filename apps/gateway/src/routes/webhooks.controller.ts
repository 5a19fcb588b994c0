import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  ApiRoutes,
  createWebhookSchema,
  isUuid,
  Patterns,
  TOTAL_COUNT_HEADER,
  updateWebhookSchema,
  webhookDeliveriesQuerySchema,
  WebhookMessages,
  type MessageResponse,
  type TokenClaims,
  type WebhookDeliveryView,
  type WebhookView,
  type WebhookWithSecret,
} from '@hirewise/contracts';
import { ClientRegistry, DomainError, parseOrThrow } from '@hirewise/server-kit';
import { callerOf, CurrentUser, Roles } from '../auth/auth.decorators';

/** A recruiter's webhooks and their delivery logs (issue 18); the rules live in the notifications service. */
@Controller()
@Roles('recruiter')
export class WebhooksRoutesController {
  constructor(private readonly clients: ClientRegistry) {}

  @Get(ApiRoutes.webhooks)
  list(@CurrentUser() user: TokenClaims): Promise<WebhookView[]> {
    return this.notifications().send(Patterns.webhooks.list, { caller: callerOf(user) });
  }

  /** 201 Created, with the secret (shown only here and on rotation). */
  @Post(ApiRoutes.webhooks)
  create(@CurrentUser() user: TokenClaims, @Body() body: unknown): Promise<WebhookWithSecret> {
    const webhook = parseOrThrow(createWebhookSchema, body);
    return this.notifications().send(Patterns.webhooks.create, { caller: callerOf(user), webhook });
  }

  @Put(ApiRoutes.webhook)
  update(@CurrentUser() user: TokenClaims, @Param('id') webhookId: string, @Body() body: unknown): Promise<WebhookView> {
    const update = parseOrThrow(updateWebhookSchema, body);
    return this.notifications().send(Patterns.webhooks.update, { caller: callerOf(user), webhookId: known(webhookId), update });
  }

  @Delete(ApiRoutes.webhook)
  remove(@CurrentUser() user: TokenClaims, @Param('id') webhookId: string): Promise<MessageResponse> {
    return this.notifications().send(Patterns.webhooks.delete, { caller: callerOf(user), webhookId: known(webhookId) });
  }

  @Post(ApiRoutes.webhookRotateSecret)
  @HttpCode(200)
  rotateSecret(@CurrentUser() user: TokenClaims, @Param('id') webhookId: string): Promise<WebhookWithSecret> {
    return this.notifications().send(Patterns.webhooks.rotateSecret, { caller: callerOf(user), webhookId: known(webhookId) });
  }

  @Post(ApiRoutes.webhookPing)
  @HttpCode(200)
  ping(@CurrentUser() user: TokenClaims, @Param('id') webhookId: string): Promise<WebhookDeliveryView> {
    return this.notifications().send(Patterns.webhooks.ping, { caller: callerOf(user), webhookId: known(webhookId) });
  }

  /** Newest first; the total goes in X-Total-Count. */
  @Get(ApiRoutes.webhookDeliveries)
  async deliveries(
    @CurrentUser() user: TokenClaims,
    @Param('id') webhookId: string,
    @Query() raw: unknown,
    @Res({ passthrough: true }) res: Response,
  ): Promise<WebhookDeliveryView[]> {
    const query = parseOrThrow(webhookDeliveriesQuerySchema, raw);
    const { items, total } = await this.notifications().send(Patterns.webhooks.deliveries, { caller: callerOf(user), webhookId: known(webhookId), query });
    res.setHeader(TOTAL_COUNT_HEADER, String(total));
    return items;
  }

  @Post(ApiRoutes.webhookRedeliver)
  @HttpCode(200)
  redeliver(@CurrentUser() user: TokenClaims, @Param('id') webhookId: string, @Param('deliveryId') deliveryId: string): Promise<WebhookDeliveryView> {
    if (!isUuid(deliveryId)) throw new DomainError('WEBHOOK_DELIVERY_NOT_FOUND', WebhookMessages.deliveryNotFound);
    return this.notifications().send(Patterns.webhooks.redeliver, { caller: callerOf(user), webhookId: known(webhookId), deliveryId });
  }

  private notifications() {
    return this.clients.get('notifications');
  }
}

/** A malformed id names no webhook: 404, like an unknown one. */
function known(webhookId: string): string {
  if (!isUuid(webhookId)) throw new DomainError('WEBHOOK_NOT_FOUND', WebhookMessages.notFound);
  return webhookId;
}
