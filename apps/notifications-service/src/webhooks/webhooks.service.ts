import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  createWebhookSchema,
  updateWebhookSchema,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LIMIT,
  webhookDeliveriesQuerySchema,
  WebhookMessages,
  type Caller,
  type CreateWebhookInput,
  type MessageResponse,
  type UpdateWebhookInput,
  type WebhookDeliveriesQuery,
  type WebhookDeliveryView,
  type WebhookView,
  type WebhookWithSecret,
} from '@hirewise/contracts';
import { DomainError, parseOrThrow } from '@hirewise/server-kit';
import { UrlGuard } from './url-guard';
import { toDeliveryView, toWebhookView, WebhookRepository } from './webhook.repository';
import { WebhookSender } from './webhook-sender';
import { newWebhookSecret } from './webhook-signer';
import type { WebhookRow } from './webhook.table';

export const PING_MESSAGE = 'Hirewise test event';

/**
 * A recruiter's webhooks (issue 18): registration (the URL guard, the limit, a new secret shown once),
 * changes, the delivery log, test events and redeliveries. Every call on one webhook checks it first:
 * unknown -> 404, another recruiter's -> 403, and nothing changes.
 */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly repository: WebhookRepository,
    private readonly guard: UrlGuard,
    private readonly sender: WebhookSender,
  ) {}

  list(caller: Caller): Promise<WebhookView[]> {
    return this.repository.listFor(caller.userId);
  }

  /** The body is parsed again (the gateway did, but this service keeps its own rules), then the URL is resolved and checked. */
  async create(caller: Caller, input: CreateWebhookInput): Promise<WebhookWithSecret> {
    const webhook = parseOrThrow(createWebhookSchema, input);
    await this.guard.check(webhook.url);
    const secret = newWebhookSecret();
    const row = await this.repository.createWithin(WEBHOOK_LIMIT, {
      recruiterId: caller.userId,
      url: webhook.url,
      secret,
      events: webhook.events ?? [...WEBHOOK_EVENT_TYPES],
      description: webhook.description ?? '',
    });
    if (!row) throw new DomainError('WEBHOOK_LIMIT', WebhookMessages.limit);
    return { ...toWebhookView(row), secret };
  }

  async update(caller: Caller, webhookId: string, input: UpdateWebhookInput): Promise<WebhookView> {
    const found = await this.own(caller, webhookId);
    const update = parseOrThrow(updateWebhookSchema, input);
    const row = await this.repository.update(found.id, {
      ...(update.events !== undefined ? { events: update.events } : {}),
      ...(update.active !== undefined ? { active: update.active } : {}),
      ...(update.description !== undefined ? { description: update.description } : {}),
    });
    // Resumed: what waited while it was paused goes out now.
    if (!found.active && row.active) this.sender.kick();
    return this.repository.view(row);
  }

  async delete(caller: Caller, webhookId: string): Promise<MessageResponse> {
    const found = await this.own(caller, webhookId);
    await this.repository.delete(found.id);
    return { message: WebhookMessages.deleted };
  }

  /** A new secret at once: deliveries still pending are signed with it from their next attempt. */
  async rotateSecret(caller: Caller, webhookId: string): Promise<WebhookWithSecret> {
    const found = await this.own(caller, webhookId);
    const secret = newWebhookSecret();
    const row = await this.repository.update(found.id, { secret });
    return { ...(await this.repository.view(row)), secret };
  }

  /** Queues a `ping` (whatever the webhook subscribes to) and answers its log entry. */
  async ping(caller: Caller, webhookId: string): Promise<WebhookDeliveryView> {
    const found = await this.own(caller, webhookId);
    const row = await this.repository.addDelivery({
      webhookId: found.id,
      eventId: randomUUID(),
      type: 'ping',
      origin: 'ping',
      payload: { webhookId: found.id, message: PING_MESSAGE },
      eventCreatedAt: new Date(),
    });
    this.sender.kick();
    return toDeliveryView(row);
  }

  async deliveries(caller: Caller, webhookId: string, query: WebhookDeliveriesQuery): Promise<{ items: WebhookDeliveryView[]; total: number }> {
    const found = await this.own(caller, webhookId);
    return this.repository.deliveries(found.id, webhookDeliveriesQuerySchema.parse(query));
  }

  /** A new log entry with the same event (id, type, data, time): the receiver sees the same body again. */
  async redeliver(caller: Caller, webhookId: string, deliveryId: string): Promise<WebhookDeliveryView> {
    const found = await this.own(caller, webhookId);
    const original = await this.repository.findDelivery(found.id, deliveryId);
    if (!original) throw new DomainError('WEBHOOK_DELIVERY_NOT_FOUND', WebhookMessages.deliveryNotFound);
    const row = await this.repository.addDelivery({
      webhookId: found.id,
      eventId: original.eventId,
      type: original.type,
      origin: 'redelivery',
      payload: original.payload,
      eventCreatedAt: original.eventCreatedAt,
    });
    this.sender.kick();
    return toDeliveryView(row);
  }

  private async own(caller: Caller, webhookId: string): Promise<WebhookRow> {
    const found = await this.repository.find(webhookId);
    if (!found) throw new DomainError('WEBHOOK_NOT_FOUND', WebhookMessages.notFound);
    if (found.recruiterId !== caller.userId) throw new DomainError('NOT_YOUR_WEBHOOK', WebhookMessages.notYours);
    return found;
  }
}
