import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { eq, inArray, sql } from 'drizzle-orm';
import { Counter } from 'prom-client';
import { WEBHOOK_DELIVERY_HEADER, WEBHOOK_EVENT_HEADER, WEBHOOK_SIGNATURE_HEADER, type WebhookPayload } from '@hirewise/contracts';
import { DATABASE, LOGGER, metrics, type Logger } from '@hirewise/server-kit';
import { rowsOf, type Db } from '../db';
import { backoffMs } from '../mail/mail-sender';
import { UrlGuard, WebhookUrlError } from './url-guard';
import { WEBHOOK_CONFIG, type WebhookConfig } from './webhook.config';
import { postWebhook, type PostOutcome } from './webhook-http';
import { signatureHeader } from './webhook-signer';
import { webhookDeliveries, webhooks, type WebhookDeliveryRow } from './webhook.table';

/** Attempts running at once: a slow receiver holds one slot (up to WEBHOOK_TIMEOUT_MS), never the others' deliveries. */
const MAX_IN_FLIGHT = 25;
export const WEBHOOK_USER_AGENT = 'Hirewise-Webhooks/1.0';

export type DeliveryResult = 'delivered' | 'retry' | 'failed';

interface Claimed {
  row: WebhookDeliveryRow;
  url: string;
  secret: string;
}

/**
 * Sends queued webhook deliveries, like the mail sender: a timer (WEBHOOK_POLL_MS) plus a kick when
 * rows are queued. It claims due rows with a lease (`FOR UPDATE SKIP LOCKED`, so replicas never send
 * one delivery at once; a replica that dies mid-send leaves it to another when the lease ends) and
 * runs up to MAX_IN_FLIGHT attempts at once, each on its own: a receiver that hangs until the timeout
 * delays only its own delivery, and a freed slot is filled at once while a backlog lasts. A 2xx is
 * delivered; anything else is retried after a backoff doubling from WEBHOOK_RETRY_BASE_MS up to
 * WEBHOOK_RETRY_MAX_MS, and given up ('failed') after WEBHOOK_MAX_ATTEMPTS. The body is built from the stored row, so every attempt sends the same bytes;
 * the signature (and its timestamp) is made per attempt with the webhook's current secret.
 *
 * A paused webhook's pending deliveries (a ping, a redelivery, retries due) are not claimed: they stay
 * pending, and go out when it is resumed. Events that happen while it is paused queue nothing.
 */
@Injectable()
export class WebhookSender implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private readonly inFlight = new Set<Promise<void>>();
  /** The last claim filled every free slot: more may be due, so a finished attempt claims again. */
  private backlog = false;
  private stopped = false;
  private readonly counter: Counter<'result'>;
  /** Longer than any attempt: a lease never ends while its attempt may still be running. */
  private readonly leaseSeconds: number;

  constructor(
    @Inject(DATABASE) private readonly db: Db,
    @Inject(WEBHOOK_CONFIG) private readonly config: WebhookConfig,
    private readonly guard: UrlGuard,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    const registry = metrics().registry;
    this.counter =
      (registry.getSingleMetric('hirewise_webhook_deliveries_total') as Counter<'result'> | undefined) ??
      new Counter({
        name: 'hirewise_webhook_deliveries_total',
        help: 'Webhook delivery attempts, per result (delivered, retry, failed)',
        labelNames: ['result'],
        registers: [registry],
      });
    this.leaseSeconds = Math.ceil(config.timeoutMs / 1000) + 60;
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
    await Promise.all([...this.inFlight]);
  }

  /** Starts what is due now; overlapping kicks run one more claim. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pump()
      .catch((err: unknown) => this.logger.warn({ err }, 'webhook round failed; retrying at the next poll'))
      .finally(() => {
        this.running = undefined;
        if (this.again && !this.stopped) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Starts every delivery due now (as slots allow) and waits until the attempts running have ended. */
  async drain(): Promise<void> {
    await this.running;
    do {
      await this.pump();
      await Promise.all([...this.inFlight]);
    } while (this.backlog && !this.stopped);
  }

  /** Claims due rows into the free slots; the attempts run on their own. */
  private async pump(): Promise<void> {
    while (!this.stopped) {
      const room = MAX_IN_FLIGHT - this.inFlight.size;
      if (room <= 0) {
        this.backlog = true;
        return;
      }
      const claimed = await this.claim(room);
      this.backlog = claimed.length === room;
      for (const c of claimed) this.start(c);
      if (!this.backlog) return;
    }
  }

  private start(claimed: Claimed): void {
    const running: Promise<void> = this.attempt(claimed)
      .catch((err: unknown) => this.logger.warn({ err, deliveryId: claimed.row.id }, 'webhook attempt not recorded; retried when its lease ends'))
      .finally(() => {
        this.inFlight.delete(running);
        if (this.backlog) this.kick();
      });
    this.inFlight.add(running);
  }

  private async claim(limit: number): Promise<Claimed[]> {
    const result = await this.db.execute(sql`
      update webhook_deliveries set lease_until = now() + make_interval(secs => ${this.leaseSeconds}), attempts = attempts + 1
      where id in (
        select d.id from webhook_deliveries d join webhooks w on w.id = d.webhook_id
        where d.status = 'pending' and d.next_attempt_at <= now() and (d.lease_until is null or d.lease_until <= now()) and w.active
        order by d.next_attempt_at limit ${limit}
        for update of d skip locked
      )
      returning id`);
    const ids = rowsOf(result).map((r) => String(r.id));
    if (ids.length === 0) return [];
    return this.db
      .select({ row: webhookDeliveries, url: webhooks.url, secret: webhooks.secret })
      .from(webhookDeliveries)
      .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
      .where(inArray(webhookDeliveries.id, ids));
  }

  /** One attempt: check the URL again, POST, record the outcome. */
  private async attempt({ row, url, secret }: Claimed): Promise<void> {
    const body = JSON.stringify(payloadOf(row));
    const started = performance.now();
    let outcome: PostOutcome;
    try {
      const checked = await this.guard.check(url);
      outcome = await postWebhook({
        url: checked.url,
        lookup: this.guard.lookupFor(checked),
        body,
        timeoutMs: this.config.timeoutMs,
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': WEBHOOK_USER_AGENT,
          [WEBHOOK_EVENT_HEADER]: row.type,
          [WEBHOOK_DELIVERY_HEADER]: row.id,
          [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(secret, body, Date.now() / 1000),
        },
      });
    } catch (err) {
      // A refused or unresolvable address at delivery time is a failed attempt; nothing was sent.
      const error = err instanceof WebhookUrlError ? err.detail : err instanceof Error ? err.message : String(err);
      outcome = { delivered: false, status: null, error: error.slice(0, 300), durationMs: Math.round(performance.now() - started) };
    }
    const result = await this.record(row, outcome);
    this.counter.inc({ result });
    if (result !== 'delivered') {
      this.logger.warn({ deliveryId: row.id, webhookId: row.webhookId, attempts: row.attempts, error: outcome.error, result }, 'webhook delivery attempt failed');
    }
  }

  private async record(row: WebhookDeliveryRow, outcome: PostOutcome): Promise<DeliveryResult> {
    const now = new Date();
    const common = { leaseUntil: null, lastAttemptAt: now, responseStatus: outcome.status, durationMs: outcome.durationMs, error: outcome.error };
    let result: DeliveryResult;
    let set: Partial<WebhookDeliveryRow>;
    if (outcome.delivered) {
      result = 'delivered';
      set = { ...common, status: 'delivered', deliveredAt: now, nextAttemptAt: null, error: null };
    } else if (row.attempts >= this.config.maxAttempts) {
      result = 'failed';
      set = { ...common, status: 'failed', nextAttemptAt: null };
    } else {
      result = 'retry';
      set = { ...common, nextAttemptAt: new Date(now.getTime() + backoffMs(row.attempts, this.config.retryBaseMs, this.config.retryMaxMs)) };
    }
    await this.db.update(webhookDeliveries).set(set).where(eq(webhookDeliveries.id, row.id));
    return result;
  }
}

/** The JSON body: the product event's id and type, when it happened, and its data (the same on every attempt). */
export function payloadOf(row: Pick<WebhookDeliveryRow, 'eventId' | 'type' | 'eventCreatedAt' | 'payload'>): WebhookPayload {
  return { id: row.eventId, type: row.type, createdAt: row.eventCreatedAt.toISOString(), data: row.payload };
}
