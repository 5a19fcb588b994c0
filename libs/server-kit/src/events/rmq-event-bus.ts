import { guardChannels } from '../transport/guard-channels';
import amqp, { type AmqpConnectionManager, type ChannelWrapper } from 'amqp-connection-manager';
import type { Channel, ConsumeMessage } from 'amqplib';
import type { Logger } from 'pino';
import type { EventEnvelope } from '@hirewise/contracts';
import { envelope, type EventBus } from './event-bus';
import { MalformedEventError, type EventDispatcher } from './event-registry';
import { metrics } from '../observability/metrics';
import { CallerTokenError } from '../security/caller-token';
import { EVENT_TOKEN_HEADER, type ServiceTrust } from '../security/service-trust';
import { RMQ_SOCKET_OPTIONS, type RmqSocketOptions } from '../transport/transport-options';

export interface RmqEventBusOptions {
  url: string;
  prefix: string;
  /** The consuming service: its one durable queue is shared by all its replicas. */
  service: string;
  /** Events this service consumes (from the routing table). */
  consumes: string[];
  prefetch?: number;
  /** TLS files and socket settings (rmqSocketOptions(config)); RMQ_SOCKET_OPTIONS when unset. */
  socketOptions?: RmqSocketOptions;
}

/**
 * Events over a topic exchange. Each consuming service has one durable queue bound to the
 * events it consumes; replicas compete on it. Messages are persistent and acknowledged after
 * the handler finishes; a message that fails twice goes to the service's dead-letter queue, and
 * one whose payload does not match its event's schema goes there at once (EventRegistry parses it).
 */
export const RMQ_EVENT_DRAIN_MAX_MS = 15_000;

export class RmqEventBus implements EventBus {
  private connection?: AmqpConnectionManager;
  private publisher?: ChannelWrapper;
  private consumer?: ChannelWrapper;
  /** The consuming channel and tag of the current connection (set again after a reconnect). */
  private consuming?: { channel: Channel; tag: string };
  private inFlight = 0;
  private stopping = false;
  private onIdle?: () => void;

  constructor(
    private readonly options: RmqEventBusOptions,
    private readonly registry: EventDispatcher,
    private readonly logger: Logger,
    /** Signs published events and checks consumed ones (docs/security.md, "Trust between services"). */
    private readonly trust: ServiceTrust,
  ) {}

  get exchange(): string {
    return `${this.options.prefix}.events`;
  }

  get queue(): string {
    return `${this.options.prefix}.${this.options.service}.events`;
  }

  async start(): Promise<void> {
    this.connection = guardChannels(amqp.connect([this.options.url], this.options.socketOptions ?? RMQ_SOCKET_OPTIONS), (message) => this.logger.warn(message));
    this.connection.on('disconnect', ({ err }) => this.logger.warn({ err: err?.message }, 'event broker disconnected'));
    this.publisher = this.connection.createChannel({
      json: true,
      setup: (channel: Channel) => channel.assertExchange(this.exchange, 'topic', { durable: true }).then(() => undefined),
    });
    await this.publisher.waitForConnect();
    if (this.options.consumes.length > 0) {
      this.consumer = this.connection.createChannel({ setup: (channel: Channel) => this.setupConsumer(channel) });
      await this.consumer.waitForConnect();
    }
  }

  private async setupConsumer(channel: Channel): Promise<void> {
    const dlq = `${this.queue}.dlq`;
    await channel.assertExchange(this.exchange, 'topic', { durable: true });
    await channel.assertQueue(dlq, { durable: true });
    await channel.assertQueue(this.queue, { durable: true, deadLetterExchange: '', deadLetterRoutingKey: dlq });
    for (const event of this.options.consumes) await channel.bindQueue(this.queue, this.exchange, event);
    await channel.prefetch(this.options.prefetch ?? 16);
    const { consumerTag } = await channel.consume(this.queue, (msg) => msg && void this.handle(channel, msg), { noAck: false });
    this.consuming = { channel, tag: consumerTag };
  }

  private async handle(channel: Channel, msg: ConsumeMessage): Promise<void> {
    if (this.stopping) {
      // Taken after the consumer was cancelled: back to the queue, for another replica.
      this.settle(() => channel.nack(msg, false, true));
      return;
    }
    this.inFlight += 1;
    try {
      const parsed = JSON.parse(msg.content.toString()) as EventEnvelope;
      if (!this.trusted(msg, parsed)) {
        // Forged or tampered: dropped (acknowledged, never dispatched); a redelivery would not make it valid.
        this.settle(() => channel.ack(msg));
        return;
      }
      await this.registry.dispatch(parsed);
      this.settle(() => channel.ack(msg));
    } catch (err) {
      if (err instanceof MalformedEventError) {
        // A payload outside its schema fails the same way every time: straight to the dead-letter queue, once.
        this.logger.error(err.toLog(), 'event dead-lettered: payload does not match its schema');
        this.settle(() => channel.nack(msg, false, false));
        return;
      }
      this.logger.error({ err, routingKey: msg.fields.routingKey, redelivered: msg.fields.redelivered }, 'event handler failed');
      this.settle(() => channel.nack(msg, false, !msg.fields.redelivered));
    } finally {
      this.inFlight -= 1;
      if (this.inFlight === 0) this.onIdle?.();
    }
  }

  /** Signed by the event's producer, for these exact bytes, and routed to this service; else logged, counted and false. */
  private trusted(msg: ConsumeMessage, parsed: EventEnvelope): boolean {
    try {
      this.trust.verifyEvent(msg.properties.headers?.[EVENT_TOKEN_HEADER], msg.content, parsed ?? {});
      return true;
    } catch (err) {
      const reason = err instanceof CallerTokenError ? err.reason : 'invalid';
      const event = typeof parsed?.event === 'string' && this.options.consumes.includes(parsed.event) ? parsed.event : 'unknown';
      metrics().untrusted.inc({ pattern: event, reason });
      this.logger.warn({ event, routingKey: msg.fields.routingKey, reason, detail: (err as Error).message }, 'event dropped: untrusted sender');
      return false;
    }
  }

  /** An ack on a channel that closed meanwhile throws; the broker redelivers the message then (handlers are idempotent). */
  private settle(action: () => void): void {
    try {
      action();
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'event could not be acknowledged; the broker will deliver it again');
    }
  }

  publish<T>(event: string, payload: T): Promise<void> {
    return this.publishEnvelope(envelope(event, payload));
  }

  async publishEnvelope(env: EventEnvelope): Promise<void> {
    if (!this.publisher) throw new Error('event bus not started');
    // Signed over the exact bytes published (the channel's json mode writes JSON.stringify(env)).
    const json = JSON.stringify(env);
    const headers = { [EVENT_TOKEN_HEADER]: this.trust.signEvent(env.event, json) };
    await this.publisher.publish(this.exchange, env.event, env, { persistent: true, messageId: env.id, contentType: 'application/json', headers });
  }

  isConnected(): boolean {
    return this.connection?.isConnected() ?? false;
  }

  /**
   * Drains before closing, like request consumers (RmqAckInterceptor): the consumer is cancelled so
   * the broker hands new events to other replicas, and the events being handled finish and are
   * acknowledged (at most RMQ_EVENT_DRAIN_MAX_MS).
   */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.consuming) await this.consuming.channel.cancel(this.consuming.tag).catch(() => undefined);
    if (this.inFlight > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, RMQ_EVENT_DRAIN_MAX_MS);
        this.onIdle = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    await this.consumer?.close();
    await this.publisher?.close();
    await this.connection?.close();
  }
}
