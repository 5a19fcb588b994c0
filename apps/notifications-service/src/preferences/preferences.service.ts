import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import {
  NOTIFICATION_AUDIENCE,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  NotificationMessages,
  preferencesUpdateSchema,
  type Caller,
  type NotificationPreferences,
  type NotificationType,
  type PreferencesUpdate,
  type UnsubscribeReply,
} from '@hirewise/contracts';
import { DATABASE, DomainError } from '@hirewise/server-kit';
import type { Db } from '../db';
import { MAIL_CONFIG, type MailConfig } from '../mail/mail.config';
import { verifyUnsubscribeToken } from '../mail/unsubscribe-token';
import { preferences } from './preference.table';

/** The types a user of this kind can receive (the preferences screen lists these). */
export const typesFor = (type: Caller['type']): NotificationType[] => NOTIFICATION_TYPES.filter((t) => NOTIFICATION_AUDIENCE[t] === type);

/** Which notification types a user gets by email; in-app is always on. */
@Injectable()
export class PreferencesService {
  constructor(
    @Inject(DATABASE) private readonly db: Db,
    @Inject(MAIL_CONFIG) private readonly mail: MailConfig,
  ) {}

  async get(caller: Caller): Promise<NotificationPreferences> {
    const off = await this.emailOff(caller.userId);
    const email = Object.fromEntries(typesFor(caller.type).map((t) => [t, !off.has(t)])) as Record<NotificationType, boolean>;
    return { email };
  }

  async put(caller: Caller, raw: PreferencesUpdate): Promise<NotificationPreferences> {
    const update = preferencesUpdateSchema.parse(raw);
    const off = await this.emailOff(caller.userId);
    for (const [type, on] of Object.entries(update.email)) {
      if (on) off.delete(type);
      else off.add(type);
    }
    await this.save(caller.userId, [...off]);
    return this.get(caller);
  }

  /** The one-click link of an email: works logged out; a forged or malformed token changes nothing. */
  async unsubscribe(token: string): Promise<UnsubscribeReply> {
    const claim = verifyUnsubscribeToken(this.mail.unsubscribeSecret, token);
    if (!claim) throw new DomainError('UNSUBSCRIBE_TOKEN_INVALID', NotificationMessages.badUnsubscribeToken);
    const off = await this.emailOff(claim.userId);
    const types = claim.type === 'all' ? NOTIFICATION_TYPES : [claim.type];
    for (const t of types) off.add(t);
    await this.save(claim.userId, [...off]);
    return {
      type: claim.type,
      message: claim.type === 'all' ? NotificationMessages.unsubscribedAll : NotificationMessages.unsubscribed(NOTIFICATION_TYPE_LABELS[claim.type]),
    };
  }

  async deleteUser(userId: string): Promise<void> {
    await this.db.delete(preferences).where(eq(preferences.userId, userId));
  }

  private async emailOff(userId: string): Promise<Set<string>> {
    const [row] = await this.db.select().from(preferences).where(eq(preferences.userId, userId)).limit(1);
    return new Set(row?.emailOff ?? []);
  }

  private async save(userId: string, emailOff: string[]): Promise<void> {
    const sorted = [...new Set(emailOff)].sort();
    await this.db
      .insert(preferences)
      .values({ userId, emailOff: sorted })
      .onConflictDoUpdate({ target: preferences.userId, set: { emailOff: sorted, updatedAt: sql`now()` } });
  }
}
