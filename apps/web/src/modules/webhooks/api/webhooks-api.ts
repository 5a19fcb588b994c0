import type { MessageResponse, Page } from '@hirewise/contracts/common';
import type { CreateWebhookInput, UpdateWebhookInput, WebhookDeliveryView, WebhookView, WebhookWithSecret } from '@hirewise/contracts/webhooks';
import { apiRequest, apiRequestPage, withQuery } from '../../api/api-client';
import { WebhookPaths } from './webhook-paths';

/** GET /api/webhooks: the recruiter's webhooks, newest first, without secrets. */
export function listWebhooks(signal?: AbortSignal): Promise<WebhookView[]> {
  return apiRequest(WebhookPaths.list, { auth: true, signal });
}

/** POST /api/webhooks: 201 with the secret (shown only now); 400 for a refused URL. */
export function createWebhook(body: CreateWebhookInput): Promise<WebhookWithSecret> {
  return apiRequest(WebhookPaths.list, { method: 'POST', body, auth: true });
}

/** PUT /api/webhooks/{id}: pause or resume it, or change its events or description. */
export function updateWebhook(webhookId: string, update: UpdateWebhookInput): Promise<WebhookView> {
  return apiRequest(WebhookPaths.one(webhookId), { method: 'PUT', body: update, auth: true });
}

/** DELETE /api/webhooks/{id}: the webhook and its delivery log. */
export function deleteWebhook(webhookId: string): Promise<MessageResponse> {
  return apiRequest(WebhookPaths.one(webhookId), { method: 'DELETE', auth: true });
}

/** POST /api/webhooks/{id}/rotate-secret: the webhook with its new secret. */
export function rotateWebhookSecret(webhookId: string): Promise<WebhookWithSecret> {
  return apiRequest(WebhookPaths.rotateSecret(webhookId), { method: 'POST', auth: true });
}

/** POST /api/webhooks/{id}/ping: a test event, queued; the answer is its delivery. */
export function pingWebhook(webhookId: string): Promise<WebhookDeliveryView> {
  return apiRequest(WebhookPaths.ping(webhookId), { method: 'POST', auth: true });
}

/** GET /api/webhooks/{id}/deliveries?page&limit: one page of the log, newest first (X-Total-Count). */
export function listWebhookDeliveries(webhookId: string, page: number, limit: number, signal?: AbortSignal): Promise<Page<WebhookDeliveryView>> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  return apiRequestPage<WebhookDeliveryView>(withQuery(WebhookPaths.deliveries(webhookId), query), { auth: true, signal });
}

/** POST /api/webhooks/{id}/deliveries/{deliveryId}/redeliver: the same event again, as a new delivery. */
export function redeliverWebhookDelivery(webhookId: string, deliveryId: string): Promise<WebhookDeliveryView> {
  return apiRequest(WebhookPaths.redeliver(webhookId, deliveryId), { method: 'POST', auth: true });
}
