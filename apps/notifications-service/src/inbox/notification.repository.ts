import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { NotificationType, NotificationView } from '@hirewise/contracts';
import { Counter } from 'prom-client';
import { DATABASE, metrics } from '@hirewise/server-kit';
import { rowsOf, type Db } from '../db';
import type { NotificationDraft } from '../composer/compose';
import { notifications, type NotificationRow } from './notification.table';

export function toView(row: NotificationRow): NotificationView {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

/** Notifications stored, per type (`/metrics`; the fan-out bench reads it). */
function storedCounter(): Counter<'type'> {
  const registry = metrics().registry;
  return (
    (registry.getSingleMetric('hirewise_notifications_stored_total') as Counter<'type'> | undefined) ??
    new Counter({ name: 'hirewise_notifications_stored_total', help: 'Notifications stored, per type', labelNames: ['type'], registers: [registry] })
  );
}

/**
 * Types never mailed one by one: their email is a digest (saved-search matches: a job alert per new
 * job would flood an inbox; DigestScheduler mails them per interval). Stored in-app only here.
 */
export const DIGEST_ONLY_TYPES: readonly NotificationType[] = ['saved-search.match'];

@Injectable()
export class NotificationRepository {
  private readonly stored = storedCounter();

  constructor(@Inject(DATABASE) private readonly db: Db) {}

  /**
   * Stores an event's notifications once (a redelivered event inserts nothing) and, in the same
   * transaction, queues an email for each new one whose type the recipient has not turned off
   * (none for DIGEST_ONLY_TYPES). Returns how many were new.
   */
  async store(eventId: string, drafts: NotificationDraft[]): Promise<number> {
    if (drafts.length === 0) return 0;
    // One statement (atomic on its own, one round trip: a fan-out of 1,000 events is 1,000 of these):
    // insert what is new, then queue mail for each new one whose type its recipient has not turned off.
    const rows = drafts.map((d) => sql`(${d.userId}::uuid, ${d.type}, ${d.title}, ${d.body}, ${d.link}, ${eventId})`);
    const result = await this.db.execute<{ user_id: string; type: NotificationType }>(sql`
      with inserted as (
        insert into notifications (user_id, type, title, body, link, event_id)
        values ${sql.join(rows, sql`, `)}
        on conflict (event_id, user_id, type) do nothing
        returning id, user_id, type
      ), queued as (
        insert into mail_queue (notification_id, user_id)
        select i.id, i.user_id from inserted i
        where i.type not in (${sql.join(DIGEST_ONLY_TYPES.map((t) => sql`${t}`), sql`, `)})
          and not exists (select 1 from preferences p where p.user_id = i.user_id and i.type = any(p.email_off))
      )
      select user_id, type from inserted`);
    const inserted = rowsOf<{ user_id: string; type: NotificationType }>(result);
    // The counter moves after the statement committed, so it never counts a notification rolled back.
    for (const n of inserted) this.stored.inc({ type: n.type });
    return inserted.length;
  }

  async list(userId: string, { unread, page, limit }: { unread: boolean; page: number; limit: number }): Promise<{ items: NotificationView[]; total: number }> {
    const where = unread ? and(eq(notifications.userId, userId), isNull(notifications.readAt)) : eq(notifications.userId, userId);
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit)
        .offset((page - 1) * limit),
      this.db.select({ total: count() }).from(notifications).where(where),
    ]);
    return { items: rows.map(toView), total: Number(total) };
  }

  async unreadCount(userId: string): Promise<number> {
    const [{ n }] = await this.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return Number(n);
  }

  /** Marks one of the user's notifications read; false when it is not theirs (or does not exist). */
  async markRead(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    return rows.length > 0;
  }

  async markAllRead(userId: string): Promise<number> {
    const rows = await this.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    return rows.length;
  }

  async find(id: string): Promise<NotificationRow | undefined> {
    const [row] = await this.db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
    return row;
  }

  async countFor(userId: string, type?: NotificationType): Promise<number> {
    const where = type ? and(eq(notifications.userId, userId), eq(notifications.type, type)) : eq(notifications.userId, userId);
    const [{ n }] = await this.db.select({ n: count() }).from(notifications).where(where);
    return Number(n);
  }

  /** An account was deleted: its notifications (and their queued mail) go. */
  async deleteUser(userId: string): Promise<void> {
    await this.db.delete(notifications).where(eq(notifications.userId, userId));
  }
}
