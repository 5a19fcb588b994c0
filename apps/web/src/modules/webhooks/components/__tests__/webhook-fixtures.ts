import { WebhookMessages, type WebhookDeliveryView, type WebhookView } from '@hirewise/contracts/webhooks';
import { listResponse, mockApi, type ApiCall, type FakeResponse } from '@/test-utils/render';

const MINUTE = 60_000;

/** UUID-shaped ids, unique per n. */
export const webhookId = (n: number) => `3b000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const deliveryId = (n: number) => `3d000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function aWebhook(n: number, overrides: Partial<WebhookView> = {}): WebhookView {
  return {
    id: webhookId(n),
    url: `https://hooks${n}.example.com/hirewise`,
    events: ['application.created', 'job.created'],
    description: '',
    active: true,
    createdAt: new Date(Date.now() - n * 60 * MINUTE).toISOString(),
    lastDelivery: null,
    ...overrides,
  };
}

/** The n-th delivery, newest first as the server sorts them: n minutes old, delivered unless told. */
export function aDelivery(n: number, overrides: Partial<WebhookDeliveryView> = {}): WebhookDeliveryView {
  const at = new Date(Date.now() - n * MINUTE).toISOString();
  return {
    id: deliveryId(n),
    type: 'application.created',
    eventId: `e0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    status: 'delivered',
    attempts: 1,
    responseStatus: 200,
    error: null,
    durationMs: 120 + n,
    createdAt: at,
    lastAttemptAt: at,
    nextAttemptAt: null,
    deliveredAt: at,
    ...overrides,
  };
}

interface WebhooksApiOptions {
  webhooks?: WebhookView[];
  /** Each webhook's log, newest first. */
  deliveries?: Record<string, WebhookDeliveryView[]>;
  /** A 400 message for a URL the server refuses. */
  refuse?: (url: string) => string | undefined;
  other?: (call: ApiCall) => FakeResponse | undefined;
}

/**
 * The webhook routes of the gateway over in-memory lists: register (201 with a secret, or 400),
 * change, delete, rotate, ping and redeliver (both add a pending delivery on top), and the log page
 * by page with X-Total-Count.
 */
export function mockWebhooksApi({ webhooks = [], deliveries = {}, refuse = () => undefined, other = () => undefined }: WebhooksApiOptions = {}) {
  const store = webhooks.map((w) => ({ ...w }));
  const logs: Record<string, WebhookDeliveryView[]> = Object.fromEntries(Object.entries(deliveries).map(([id, list]) => [id, [...list]]));
  let secrets = 0;
  let queued = 1000;
  const queue = (id: string, from: Pick<WebhookDeliveryView, 'type' | 'eventId'>) => {
    const delivery = aDelivery(0, { ...from, id: deliveryId(++queued), status: 'pending', attempts: 0, responseStatus: null, durationMs: null, deliveredAt: null, lastAttemptAt: null });
    logs[id] = [delivery, ...(logs[id] ?? [])];
    return { status: 200, body: delivery };
  };
  const api = mockApi((call) => {
    if (call.path === '/api/webhooks' && call.method === 'GET') return { status: 200, body: store };
    if (call.path === '/api/webhooks' && call.method === 'POST') {
      const body = call.body as { url: string; events?: WebhookView['events']; description?: string };
      const refused = refuse(body.url);
      if (refused) return { status: 400, body: { message: refused } };
      const created = aWebhook(store.length + 50, { url: body.url, events: body.events ?? [], description: body.description ?? '' });
      store.unshift(created);
      return { status: 201, body: { ...created, secret: `whsec_created_${++secrets}` } };
    }
    const match = /^\/api\/webhooks\/([^/]+)(?:\/(.+))?$/.exec(call.path);
    const found = match ? store.find((w) => w.id === match[1]) : undefined;
    if (match && !found) return { status: 404, body: { message: WebhookMessages.notFound } };
    if (!found || !match) return other(call);
    const rest = match[2];
    if (rest === undefined && call.method === 'PUT') {
      Object.assign(found, call.body);
      return { status: 200, body: found };
    }
    if (rest === undefined && call.method === 'DELETE') {
      store.splice(store.indexOf(found), 1);
      return { status: 200, body: { message: WebhookMessages.deleted } };
    }
    if (rest === 'rotate-secret') return { status: 200, body: { ...found, secret: `whsec_rotated_${++secrets}` } };
    if (rest === 'ping') return queue(found.id, { type: 'ping', eventId: `ping-${queued}` });
    if (rest === 'deliveries' && call.method === 'GET') {
      const page = Number(call.query.get('page') ?? '1');
      const limit = Number(call.query.get('limit') ?? '20');
      const log = logs[found.id] ?? [];
      return listResponse(log.slice((page - 1) * limit, page * limit), log.length);
    }
    const again = /^deliveries\/([^/]+)\/redeliver$/.exec(rest ?? '');
    if (again && call.method === 'POST') {
      const original = (logs[found.id] ?? []).find((d) => d.id === again[1]);
      return original ? queue(found.id, original) : { status: 404, body: { message: WebhookMessages.deliveryNotFound } };
    }
    return other(call);
  });
  return { ...api, store, logs };
}
