import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { isUuid, type WebhookDeliveryType, type WebhookDeliveryView, type WebhookEventType, type WebhookView } from '@hirewise/contracts';
import { DATABASE } from '@hirewise/server-kit';
import { rowsOf, type Db } from '../db';
import { webhookDeliveries, webhooks, type WebhookDeliveryRow, type WebhookRow } from './webhook.table';

type LastDelivery = Pick<WebhookDeliveryRow, 'status' | 'createdAt' | 'lastAttemptAt' | 'responseStatus'>;

export function toWebhookView(row: WebhookRow, last?: LastDelivery): WebhookView {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    description: row.description,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    lastDelivery: last ? { status: last.status, at: (last.lastAttemptAt ?? last.createdAt).toISOString(), responseStatus: last.responseStatus } : null,
  };
}

export function toDeliveryView(row: WebhookDeliveryRow): WebhookDeliveryView {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: row.id,
    type: row.type,
    eventId: row.eventId,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    error: row.error,
    durationMs: row.durationMs,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: iso(row.lastAttemptAt),
    // A delivery being attempted holds a lease; the log shows when it is due, not the lease.
    nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
    deliveredAt: iso(row.deliveredAt),
  };
}

/** A delivery to queue by hand (ping, redelivery): every webhook's log gets its own row. */
export interface ManualDelivery {
  webhookId: string;
  eventId: string;
  type: WebhookDeliveryType;
  origin: 'ping' | 'redelivery';
  payload: Record<string, unknown>;
  eventCreatedAt: Date;
}

/** The product event a recruiter's webhooks receive (one row per subscribed, active webhook). */
export interface EventDelivery {
  recruiterId: string;
  eventId: string;
  type: WebhookEventType;
  data: Record<string, unknown>;
  createdAt: Date;
}

/** The webhooks and their delivery logs; rules (ownership, limits, the URL guard) are the service's. */
@Injectable()
export class WebhookRepository {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  /** A recruiter's webhooks, newest first, each with its newest delivery. */
  async listFor(recruiterId: string): Promise<WebhookView[]> {
    const rows = await this.db.select().from(webhooks).where(eq(webhooks.recruiterId, recruiterId)).orderBy(desc(webhooks.createdAt), desc(webhooks.id));
    if (rows.length === 0) return [];
    const last = await this.db
      .selectDistinctOn([webhookDeliveries.webhookId], {
        webhookId: webhookDeliveries.webhookId,
        status: webhookDeliveries.status,
        createdAt: webhookDeliveries.createdAt,
        lastAttemptAt: webhookDeliveries.lastAttemptAt,
        responseStatus: webhookDeliveries.responseStatus,
      })
      .from(webhookDeliveries)
      .where(
        inArray(
          webhookDeliveries.webhookId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(webhookDeliveries.webhookId, desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id));
    const byWebhook = new Map(last.map((d) => [d.webhookId, d]));
    return rows.map((r) => toWebhookView(r, byWebhook.get(r.id)));
  }

  async find(id: string): Promise<WebhookRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db.select().from(webhooks).where(eq(webhooks.id, id)).limit(1);
    return row;
  }

  async view(row: WebhookRow): Promise<WebhookView> {
    const [last] = await this.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, row.id))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(1);
    return toWebhookView(row, last);
  }

  /**
   * Stores a new webhook unless the recruiter already has `limit`; undefined then. The count and the
   * insert run under a per-recruiter lock, so two registrations at once cannot both pass the limit.
   */
  async createWithin(limit: number, values: { recruiterId: string; url: string; secret: string; events: WebhookEventType[]; description: string }): Promise<WebhookRow | undefined> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`webhooks:${values.recruiterId}`}))`);
      const [{ n }] = await tx.select({ n: count() }).from(webhooks).where(eq(webhooks.recruiterId, values.recruiterId));
      if (Number(n) >= limit) return undefined;
      const [row] = await tx.insert(webhooks).values(values).returning();
      return row;
    });
  }

  async update(id: string, set: Partial<Pick<WebhookRow, 'events' | 'active' | 'description' | 'secret'>>): Promise<WebhookRow> {
    const [row] = await this.db.update(webhooks).set(set).where(eq(webhooks.id, id)).returning();
    return row;
  }

  /** The webhook and (cascade) its delivery log. */
  async delete(id: string): Promise<void> {
    await this.db.delete(webhooks).where(eq(webhooks.id, id));
  }

  /** An account was deleted: its webhooks and their logs go. */
  async deleteRecruiter(recruiterId: string): Promise<void> {
    if (!isUuid(recruiterId)) return;
    await this.db.delete(webhooks).where(eq(webhooks.recruiterId, recruiterId));
  }

  async addDelivery(d: ManualDelivery): Promise<WebhookDeliveryRow> {
    const [row] = await this.db.insert(webhookDeliveries).values(d).returning();
    return row;
  }

  async findDelivery(webhookId: string, deliveryId: string): Promise<WebhookDeliveryRow | undefined> {
    if (!isUuid(deliveryId)) return undefined;
    const [row] = await this.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.webhookId, webhookId)))
      .limit(1);
    return row;
  }

  async deliveries(webhookId: string, { page, limit }: { page: number; limit: number }): Promise<{ items: WebhookDeliveryView[]; total: number }> {
    const where = eq(webhookDeliveries.webhookId, webhookId);
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(webhookDeliveries)
        .where(where)
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(limit)
        .offset((page - 1) * limit),
      this.db.select({ total: count() }).from(webhookDeliveries).where(where),
    ]);
    return { items: rows.map(toDeliveryView), total: Number(total) };
  }

  /**
   * Queues a product event for each of the recruiter's active webhooks subscribed to its type, in one
   * INSERT ... SELECT. The partial unique index (webhook, event id, type) for origin 'event' makes a
   * redelivered event add nothing. Returns how many deliveries were new.
   */
  async queueEvent({ recruiterId, eventId, type, data, createdAt }: EventDelivery): Promise<number> {
    if (!isUuid(recruiterId)) return 0;
    const result = await this.db.execute<{ id: string }>(sql`
      insert into webhook_deliveries (webhook_id, event_id, type, origin, payload, event_created_at)
      select w.id, ${eventId}, ${type}, 'event', ${JSON.stringify(data)}::jsonb, ${createdAt.toISOString()}::timestamptz
      from webhooks w
      where w.recruiter_id = ${recruiterId}::uuid and w.active and ${type} = any(w.events)
      on conflict (webhook_id, event_id, type) where origin = 'event' do nothing
      returning id`);
    return rowsOf(result).length;
  }
}
