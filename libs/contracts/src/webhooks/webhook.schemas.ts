import { z } from 'zod';
import { paginationQuerySchema } from '../common/pagination';
import { UUID_PATTERN } from '../common/ids';
import type { Caller } from '../messages';

/**
 * Webhooks (issue 18): a recruiter registers a URL and gets a secret; the events of their jobs are
 * POSTed to it as JSON, signed (WEBHOOK_SIGNATURE_HEADER), retried with backoff, and logged.
 */

/** The event types a webhook can receive; `ping` is sent only on request (POST .../ping). */
export const WEBHOOK_EVENT_TYPES = [
  'application.created',
  'application.status-changed',
  'interview.completed',
  'job.created',
  'job.updated',
  'job.deleted',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export type WebhookDeliveryType = WebhookEventType | 'ping';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'application.created': 'A candidate applied',
  'application.status-changed': 'An application changed status',
  'interview.completed': 'A candidate completed the AI interview',
  'job.created': 'A job was posted',
  'job.updated': 'A job was edited',
  'job.deleted': 'A job was deleted',
};

/**
 * `Hirewise-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed by the secret>`.
 * A receiver recomputes v1 and refuses a timestamp older than a few minutes (replays).
 */
export const WEBHOOK_SIGNATURE_HEADER = 'Hirewise-Signature';
export const WEBHOOK_EVENT_HEADER = 'Hirewise-Event';
export const WEBHOOK_DELIVERY_HEADER = 'Hirewise-Delivery';

/** A recruiter keeps at most this many webhooks. */
export const WEBHOOK_LIMIT = 10;
export const WEBHOOK_URL_MAX = 2000;

const urlSchema = z
  .string({ error: 'url is required' })
  .trim()
  .min(1, 'url is required')
  .max(WEBHOOK_URL_MAX, `url must be at most ${WEBHOOK_URL_MAX} characters`)
  .refine((u) => {
    try {
      const parsed = new URL(u);
      return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '' && parsed.username === '' && parsed.password === '';
    } catch {
      return false;
    }
  }, 'url must be an http:// or https:// address without a user name or password');

const eventsSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: `events must be among ${WEBHOOK_EVENT_TYPES.join(', ')}` }), { error: 'events must be a list' })
  .min(1, 'Choose at least one event')
  .transform((events) => [...new Set(events)]);

const descriptionSchema = z.string({ error: 'description must be text' }).trim().max(200, 'description must be at most 200 characters');

/** POST /api/webhooks. Without events, every event type is sent. */
export const createWebhookSchema = z
  .object(
    { url: urlSchema, events: eventsSchema.optional(), description: descriptionSchema.optional() },
    { error: 'Send { url, events?, description? }' },
  )
  .strict();
export type CreateWebhookRequest = z.input<typeof createWebhookSchema>;
export type CreateWebhookInput = z.output<typeof createWebhookSchema>;

/** PUT /api/webhooks/{id}: change its events, pause or resume it (the URL is fixed: register a new one). */
export const updateWebhookSchema = z
  .object(
    { events: eventsSchema.optional(), active: z.boolean({ error: 'active must be true or false' }).optional(), description: descriptionSchema.optional() },
    { error: 'Send { events?, active?, description? }' },
  )
  .strict()
  .refine((u) => u.events !== undefined || u.active !== undefined || u.description !== undefined, { message: 'Nothing to change: send events, active or description' });
export type UpdateWebhookInput = z.output<typeof updateWebhookSchema>;

/** The shared paging, a shorter first page (a log is read from the top). */
export const webhookDeliveriesQuerySchema = paginationQuerySchema.extend({ limit: paginationQuerySchema.shape.limit.unwrap().default(20) });
export type WebhookDeliveriesQuery = z.output<typeof webhookDeliveriesQuerySchema>;

export const webhookIdSchema = z.string().regex(UUID_PATTERN, 'Webhook not found');

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One webhook as the API answers it (the secret only on creation and rotation). */
export interface WebhookView {
  id: string;
  url: string;
  events: WebhookEventType[];
  description: string;
  active: boolean;
  createdAt: string;
  /** The newest delivery's outcome, or null before the first. */
  lastDelivery: { status: WebhookDeliveryStatus; at: string; responseStatus: number | null } | null;
}
export interface WebhookWithSecret extends WebhookView {
  /** `whsec_...`: shown once; rotate it to get a new one. */
  secret: string;
}

/** One entry of a webhook's delivery log, newest first. */
export interface WebhookDeliveryView {
  id: string;
  type: WebhookDeliveryType;
  /** The product event delivered (the same in the body's `id`); a redelivery repeats it. */
  eventId: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** The receiver's HTTP status on the last attempt, or null (no answer). */
  responseStatus: number | null;
  /** Why the last attempt failed (timeout, refused address, HTTP 500), or null. */
  error: string | null;
  durationMs: number | null;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
}

/** The JSON body POSTed to a webhook. */
export interface WebhookPayload<T = Record<string, unknown>> {
  /** The product event's id: a receiver that has seen it can ignore a retry. */
  id: string;
  type: WebhookDeliveryType;
  createdAt: string;
  data: T;
}

export const WebhookMessages = {
  created: 'Webhook registered: keep the secret, it is shown only now',
  updated: 'Webhook updated',
  deleted: 'Webhook deleted',
  rotated: 'New secret made: the old one no longer signs deliveries',
  pingQueued: 'Test event queued',
  redeliveryQueued: 'Delivery queued again',
  notFound: 'Webhook not found',
  notYours: 'This webhook is not yours',
  deliveryNotFound: 'Delivery not found',
  limit: `You can keep at most ${WEBHOOK_LIMIT} webhooks: delete one first`,
  urlRefused: 'Webhook URLs must reach the public internet: private, loopback and link-local addresses are refused',
  urlUnresolvable: 'The webhook URL\'s host name could not be found',
} as const;

/** What the gateway sends the notifications service (Patterns.webhooks). */
export interface ListWebhooksMessage {
  caller: Caller;
}
export interface CreateWebhookMessage {
  caller: Caller;
  webhook: CreateWebhookInput;
}
export interface UpdateWebhookMessage {
  caller: Caller;
  webhookId: string;
  update: UpdateWebhookInput;
}
export interface WebhookByIdMessage {
  caller: Caller;
  webhookId: string;
}
export interface ListWebhookDeliveriesMessage {
  caller: Caller;
  webhookId: string;
  query: WebhookDeliveriesQuery;
}
export interface RedeliverWebhookMessage {
  caller: Caller;
  webhookId: string;
  deliveryId: string;
}
