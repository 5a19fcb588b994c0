import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  Patterns,
  type CreateWebhookMessage,
  type ListWebhookDeliveriesMessage,
  type ListWebhooksMessage,
  type RedeliverWebhookMessage,
  type UpdateWebhookMessage,
  type WebhookByIdMessage,
} from '@hirewise/contracts';
import { WebhooksService } from './webhooks.service';

/** The gateway's calls (Patterns.webhooks; recruiters only, checked there): each acts on the caller's own webhooks. */
@Controller()
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @MessagePattern(Patterns.webhooks.list)
  list(@Payload() { caller }: ListWebhooksMessage) {
    return this.webhooks.list(caller);
  }

  @MessagePattern(Patterns.webhooks.create)
  create(@Payload() { caller, webhook }: CreateWebhookMessage) {
    return this.webhooks.create(caller, webhook);
  }

  @MessagePattern(Patterns.webhooks.update)
  update(@Payload() { caller, webhookId, update }: UpdateWebhookMessage) {
    return this.webhooks.update(caller, webhookId, update);
  }

  @MessagePattern(Patterns.webhooks.delete)
  delete(@Payload() { caller, webhookId }: WebhookByIdMessage) {
    return this.webhooks.delete(caller, webhookId);
  }

  @MessagePattern(Patterns.webhooks.rotateSecret)
  rotateSecret(@Payload() { caller, webhookId }: WebhookByIdMessage) {
    return this.webhooks.rotateSecret(caller, webhookId);
  }

  @MessagePattern(Patterns.webhooks.ping)
  ping(@Payload() { caller, webhookId }: WebhookByIdMessage) {
    return this.webhooks.ping(caller, webhookId);
  }

  @MessagePattern(Patterns.webhooks.deliveries)
  deliveries(@Payload() { caller, webhookId, query }: ListWebhookDeliveriesMessage) {
    return this.webhooks.deliveries(caller, webhookId, query);
  }

  @MessagePattern(Patterns.webhooks.redeliver)
  redeliver(@Payload() { caller, webhookId, deliveryId }: RedeliverWebhookMessage) {
    return this.webhooks.redeliver(caller, webhookId, deliveryId);
  }
}
