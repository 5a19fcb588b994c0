import { Messages } from '@hirewise/contracts';
import { ServerRMQ, RmqContext } from '@nestjs/microservices';
import { metrics } from '../observability/metrics';
import { guardChannels } from './guard-channels';
import { routeOfPattern } from './server-strategies';

/** How many times a request is handed to its handler: one that ended its handler's process this often would end the next too. */
export const MAX_REQUEST_DELIVERIES = 3;
/** How many times a request was delivered before this copy (set on the copies resent on redelivery). */
export const DELIVERIES_HEADER = 'x-hw-deliveries';
/** Why a dead-lettered request is in its dead-letter queue. */
export const DEAD_LETTER_REASON_HEADER = 'x-hw-dead-letter-reason';

export type DeadLetterReason = 'unparseable' | 'malformed' | 'no-handler' | 'too-many-deliveries';

interface AmqpMessage {
  content: Buffer;
  fields: { redelivered: boolean };
  properties: { headers?: Record<string, unknown>; replyTo?: string; correlationId?: string; expiration?: string | number; messageId?: string; contentType?: string };
}

interface AmqpChannel {
  sendToQueue(queue: string, content: Buffer, options?: Record<string, unknown>): boolean;
  ack(message: AmqpMessage): void;
  assertQueue(queue: string, options?: Record<string, unknown>): Promise<unknown>;
  prefetch(count: number, global?: boolean): Promise<unknown>;
  consume(queue: string, onMessage: (message: AmqpMessage | null) => void, options?: Record<string, unknown>): Promise<unknown>;
}

/**
 * Nest's RabbitMQ server with three changes.
 * - A reply whose publish fails (the broker closed the channel while the handler ran, e.g. when
 *   RabbitMQ restarts) is logged instead of being left as an unhandled promise rejection, which
 *   ended the whole service process. The caller has gone with that connection anyway.
 * - Poison requests go to the queue's dead-letter queue (`<queue>.dlq`) with a log line and
 *   `hirewise_dead_lettered_total{queue,reason}`, and the queue behind them keeps moving: a message
 *   that is not JSON, not a request (no pattern or id), or names no handler (the caller gets an
 *   error answer at once when it said where), and a request delivered MAX_REQUEST_DELIVERIES times
 *   without an answer (each redelivery means the process handling it died: without a bound, one
 *   such request would end every replica in turn, for ever). RabbitMQ's classic queues do not count
 *   deliveries, so the count travels with the request: a redelivered request is sent again as a copy
 *   with the count in a header, and the original is acknowledged. The copies go to `<queue>.retry`,
 *   which each replica takes one message at a time: a process that dies there was handling that
 *   one message, so only it is counted again. (On the main queue a dying process also had the
 *   requests it had taken but not started; they are moved to the retry queue once, and counted
 *   again only if they are the ones being handled.)
 * - Handlers are looked up without a throw per message (server-strategies.ts).
 */
export class ResilientServerRmq extends ServerRMQ {
  protected override getRouteFromPattern(pattern: string): string {
    return routeOfPattern(pattern, (p) => super.getRouteFromPattern(p));
  }

  /** Its channels cannot end the process with an unheard 'error' (guard-channels.ts). */
  override createClient<T = unknown>(): T {
    return guardChannels(super.createClient(), (message) => this.logger.warn(message)) as T;
  }

  private get deadLetterQueue(): string {
    return `${String(this.queue)}.dlq`;
  }

  private get retryQueue(): string {
    return `${String(this.queue)}.retry`;
  }

  override async setupChannel(channel: AmqpChannel, callback: () => void): Promise<void> {
    await channel.assertQueue(this.deadLetterQueue, { durable: true });
    await channel.assertQueue(this.retryQueue, { durable: true });
    await super.setupChannel(channel as never, () => undefined);
    // Per-consumer prefetch applies to the consumers started after it: one retried request at a time.
    await channel.prefetch(1, false);
    await channel.consume(this.retryQueue, (message) => void this.handleMessage(message as never, channel).catch((err: unknown) => this.handleError(String(err))), { noAck: false });
    callback();
  }

  override async handleMessage(raw: Record<string, unknown> | null, channel: AmqpChannel): Promise<void> {
    if (!raw) return;
    const message = raw as unknown as AmqpMessage;
    const packet = parsePacket(message.content);
    if (!packet.ok) return this.deadLetter(message, channel, packet.reason);
    if (!this.getHandlerByPattern(packet.pattern)) return this.deadLetter(message, channel, 'no-handler', packet);
    if (message.fields.redelivered) {
      const before = Number(message.properties.headers?.[DELIVERIES_HEADER]) || 1;
      if (before >= MAX_REQUEST_DELIVERIES) return this.deadLetter(message, channel, 'too-many-deliveries', packet);
      const { headers, ...properties } = message.properties;
      channel.sendToQueue(this.retryQueue, message.content, { ...properties, headers: { ...headers, [DELIVERIES_HEADER]: before + 1 } });
      channel.ack(message);
      return;
    }
    return super.handleMessage(message as never, channel as never);
  }

  private deadLetter(message: AmqpMessage, channel: AmqpChannel, reason: DeadLetterReason, packet?: { pattern: string; id: string }): void {
    const { expiration: _expiration, headers, ...properties } = message.properties;
    // No expiration in the dead-letter queue: it waits for someone to look at it.
    channel.sendToQueue(this.deadLetterQueue, message.content, { ...properties, persistent: true, headers: { ...headers, [DEAD_LETTER_REASON_HEADER]: reason } });
    channel.ack(message);
    metrics().deadLettered.inc({ queue: String(this.queue), reason });
    this.logger.error(`request dead-lettered to ${this.deadLetterQueue} (${reason}): pattern ${packet?.pattern ?? 'unreadable'}, correlation id ${message.properties.correlationId ?? 'none'}`);
    // Its caller, if it said where, gets an answer now rather than at its time-out.
    const { replyTo, correlationId } = message.properties;
    if (packet && replyTo && correlationId) {
      this.sendMessage({ id: packet.id, err: { code: 'INTERNAL', message: Messages.internal }, isDisposed: true }, replyTo, correlationId, new RmqContext([message, channel, packet.pattern]));
    }
  }

  override sendMessage<T = unknown>(message: T, replyTo: string, correlationId: string, context: RmqContext): void {
    const outgoing = this.serializer.serialize(message as never) as { options?: Record<string, unknown> } & Record<string, unknown>;
    const options = outgoing.options;
    delete outgoing.options;
    const buffer = Buffer.from(JSON.stringify(outgoing));
    this.onProcessingEndHook?.(this.transportId!, context);
    const sent = this.channel?.sendToQueue(replyTo, buffer, { correlationId, ...options });
    void sent?.catch((err: unknown) => this.logger.warn(`reply not sent, the broker connection closed: ${(err as Error).message ?? String(err)}`));
  }
}

type ParsedPacket = { ok: true; pattern: string; id: string } | { ok: false; reason: 'unparseable' | 'malformed' };

/** A request as Nest's client sends it: JSON with a string pattern and an id. */
function parsePacket(content: Buffer): ParsedPacket {
  let value: unknown;
  try {
    value = JSON.parse(content.toString());
  } catch {
    return { ok: false, reason: 'unparseable' };
  }
  if (typeof value !== 'object' || value === null) return { ok: false, reason: 'malformed' };
  const { pattern, id } = value as { pattern?: unknown; id?: unknown };
  if (typeof pattern !== 'string' || typeof id !== 'string' || id === '') return { ok: false, reason: 'malformed' };
  return { ok: true, pattern, id };
}
