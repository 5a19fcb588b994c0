import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { eq, inArray, sql } from 'drizzle-orm';
import { Counter } from 'prom-client';
import { DATABASE, LOGGER, metrics, type Logger } from '@hirewise/server-kit';
import { rowsOf, type Db } from '../db';
import { notifications, type NotificationRow } from '../inbox/notification.table';
import { preferences } from '../preferences/preference.table';
import { Recipients } from '../recipients/recipients';
import { DIGEST_TYPE, loadDigest } from '../saved-searches/digest-content';
import { MAIL_CONFIG, type MailConfig } from './mail.config';
import { mailQueue, type MailQueueRow } from './mail-queue.table';
import { MAIL_TRANSPORT, type MailTransport } from './mail-transport';
import { renderDigest } from './digest-template';
import { renderMail, type MailContent } from './templates';
import { unsubscribeToken } from './unsubscribe-token';

/** A claimed mail is someone else's to retry only after this long (a replica that died mid-send). */
const LEASE_SECONDS = 120;
const BATCH = 25;

export type SendOutcome = 'sent' | 'retry' | 'skipped';

interface Claimed {
  row: MailQueueRow;
  notification?: NotificationRow;
  emailOff: string[];
}

/**
 * Sends queued mail. Each round claims due rows (a lease, `FOR UPDATE SKIP LOCKED`, so replicas never
 * send one mail twice at once), renders and sends each; a failure is retried after a backoff that
 * doubles up to MAIL_RETRY_MAX_MS, for ever: a mail server that is down delays mail, never loses it.
 * Mail whose recipient turned the type off meanwhile, or whose account is gone, is skipped. A row
 * with a digest_id is a saved-search digest (DigestScheduler), rendered from its matches at send time.
 */
@Injectable()
export class MailSender implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;
  private readonly counter: Counter<'result'>;

  constructor(
    @Inject(DATABASE) private readonly db: Db,
    @Inject(MAIL_CONFIG) private readonly config: MailConfig,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    private readonly recipients: Recipients,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    const registry = metrics().registry;
    this.counter =
      (registry.getSingleMetric('hirewise_mail_total') as Counter<'result'> | undefined) ??
      new Counter({ name: 'hirewise_mail_total', help: 'Emails handled by the sender, per result (sent, retry, skipped)', labelNames: ['result'], registers: [registry] });
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.kick(), this.config.pollMs);
    this.timer.unref();
    this.kick();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    this.transport.close();
  }

  /** Sends what is due now (new mail is kicked at once); overlapping kicks run one more round. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.rounds()
      .catch((err: unknown) => this.logger.warn({ err }, 'mail round failed; retrying at the next poll'))
      .finally(() => {
        this.running = undefined;
        if (this.again && !this.stopped) {
          this.again = false;
          this.kick();
        }
      });
  }

  /**
   * Returns when the queue holds nothing sendable now: after the round a kick started, if one is
   * running (its claimed mail is in flight, leased, so a round of our own would not see it), then
   * rounds until nothing is due.
   */
  async drain(): Promise<void> {
    while (this.running) await this.running;
    await this.rounds();
  }

  /** Rounds until nothing is due. */
  private async rounds(): Promise<void> {
    for (;;) {
      const claimed = await this.claim();
      if (claimed.length === 0 || this.stopped) return;
      const sent: string[] = [];
      for (const item of claimed) {
        const outcome = await this.sendOne(item);
        if (outcome === 'sent') sent.push(item.row.id);
        this.counter.inc({ result: outcome });
      }
      // One write for the round's sent mail (skips and retries are written as they happen).
      if (sent.length > 0) await this.db.update(mailQueue).set({ sentAt: new Date(), lastError: null }).where(inArray(mailQueue.id, sent));
    }
  }

  /** The claimed rows with their notification and the recipient's email-off list, in one read. */
  private async claim(): Promise<Claimed[]> {
    const result = await this.db.execute<Record<string, unknown>>(sql`
      update mail_queue set next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1
      where id in (
        select id from mail_queue where sent_at is null and next_attempt_at <= now()
        order by next_attempt_at limit ${BATCH} for update skip locked
      )
      returning id`);
    const ids = rowsOf(result).map((r) => String(r.id));
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ row: mailQueue, notification: notifications, emailOff: preferences.emailOff })
      .from(mailQueue)
      .leftJoin(notifications, eq(notifications.id, mailQueue.notificationId))
      .leftJoin(preferences, eq(preferences.userId, mailQueue.userId))
      .where(inArray(mailQueue.id, ids));
    return rows.map((r) => ({ row: r.row, notification: r.notification ?? undefined, emailOff: r.emailOff ?? [] }));
  }

  /** Sends one mail; a skip or a retry is written here, a success by the round (rounds). */
  private async sendOne({ row, notification: n, emailOff }: Claimed): Promise<SendOutcome> {
    if (row.digestId) return this.sendDigest(row, row.digestId, emailOff);
    if (!n) return this.finish(row, 'skipped: notification deleted');
    if (emailOff.includes(n.type)) return this.finish(row, 'skipped: email turned off');
    let recipient;
    try {
      recipient = await this.recipients.get(row.userId);
    } catch (err) {
      return this.retry(row, err);
    }
    if (!recipient) return this.finish(row, 'skipped: no account');
    const content = renderMail({
      name: recipient.name,
      type: n.type,
      title: n.title,
      body: n.body,
      link: n.link,
      publicUrl: this.config.publicUrl,
      unsubscribeToken: unsubscribeToken(this.config.unsubscribeSecret, { userId: row.userId, type: n.type }),
    });
    return this.deliver(row, recipient.email, content);
  }

  /**
   * A saved-search digest: its matches as they are now (jobs deleted since are left out); a digest
   * with nothing left, or whose recipient turned the saved-search email off meanwhile, is skipped.
   */
  private async sendDigest(row: MailQueueRow, digestId: string, emailOff: string[]): Promise<SendOutcome> {
    if (emailOff.includes(DIGEST_TYPE)) return this.finish(row, 'skipped: email turned off');
    let sections, recipient;
    try {
      sections = await loadDigest(this.db, digestId);
      if (sections.length === 0) return this.finish(row, 'skipped: no jobs left');
      recipient = await this.recipients.get(row.userId);
    } catch (err) {
      return this.retry(row, err);
    }
    if (!recipient) return this.finish(row, 'skipped: no account');
    const content = renderDigest({
      name: recipient.name,
      sections,
      publicUrl: this.config.publicUrl,
      unsubscribeToken: unsubscribeToken(this.config.unsubscribeSecret, { userId: row.userId, type: DIGEST_TYPE }),
    });
    return this.deliver(row, recipient.email, content);
  }

  /** Hands one rendered mail to the transport, with the RFC 8058 one-click unsubscribe headers. */
  private async deliver(row: MailQueueRow, to: string, content: MailContent): Promise<SendOutcome> {
    try {
      await this.transport.send({
        id: row.id,
        from: this.config.from,
        to,
        subject: content.subject,
        text: content.text,
        html: content.html,
        headers: { 'List-Unsubscribe': `<${content.listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
    } catch (err) {
      return this.retry(row, err);
    }
    return 'sent';
  }

  private async finish(row: MailQueueRow, why: string): Promise<SendOutcome> {
    await this.db.update(mailQueue).set({ sentAt: new Date(), lastError: why }).where(eq(mailQueue.id, row.id));
    return 'skipped';
  }

  private async retry(row: MailQueueRow, err: unknown): Promise<SendOutcome> {
    const delay = backoffMs(row.attempts, this.config.retryBaseMs, this.config.retryMaxMs);
    const message = err instanceof Error ? err.message : String(err);
    this.logger.warn({ mailId: row.id, attempts: row.attempts, retryInMs: delay, err: message }, 'mail not sent; will retry');
    await this.db
      .update(mailQueue)
      .set({ nextAttemptAt: new Date(Date.now() + delay), lastError: message.slice(0, 500) })
      .where(eq(mailQueue.id, row.id));
    return 'retry';
  }
}

/** attempts 1, 2, 3... -> base, 2 base, 4 base ... up to max. */
export function backoffMs(attempts: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** Math.max(0, Math.min(30, attempts - 1)));
}
