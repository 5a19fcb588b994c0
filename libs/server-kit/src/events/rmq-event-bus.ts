import amqp, { type AmqpConnectionManager, type ChannelWrapper } from 'amqp-connection-manager';
import type { Channel, ConsumeMessage } from 'amqplib';
import type { Logger } from 'pino';
import type { EventEnvelope } from '@hirewise/contracts';
import { envelope, type EventBus } from './event-bus';
import type { EventRegistry } from './event-registry';
import { RMQ_SOCKET_OPTIONS } from '../transport/transport-options';

export interface RmqEventBusOptions {
  url: string;
  prefix: string;
  /** The consuming service: its one durable queue is shared by all its replicas. */
  service: string;
  /** Events this service consumes (from the routing table). */
  consumes: string[];
  prefetch?: number;
}

/**
 * Events over a topic exchange. Each consuming service has one durable queue bound to the
 * events it consumes; replicas compete on it. Messages are persistent and acknowledged after
 * the handler finishes; a message that fails twice goes to the service's dead-letter queue.
 */
export class RmqEventBus implements EventBus {
  private connection?: AmqpConnectionManager;
  private publisher?: ChannelWrapper;
  private consumer?: ChannelWrapper;

  constructor(
    private readonly options: RmqEventBusOptions,
    private readonly registry: EventRegistry,
    private readonly logger: Logger,
  ) {}

  get exchange(): string {
    return `${this.options.prefix}.events`;
  }

  get queue(): string {
    return `${this.options.prefix}.${this.options.service}.events`;
  }

  async start(): Promise<void> {
    this.connection = amqp.connect([this.options.url], { reconnectTimeInSeconds: 1, ...RMQ_SOCKET_OPTIONS });
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
    await channel.consume(this.queue, (msg) => msg && void this.handle(channel, msg), { noAck: false });
  }

  private async handle(channel: Channel, msg: ConsumeMessage): Promise<void> {
    try {
      const parsed = JSON.parse(msg.content.toString()) as EventEnvelope;
      await this.registry.dispatch(parsed);
      channel.ack(msg);
    } catch (err) {
      this.logger.error({ err, routingKey: msg.fields.routingKey, redelivered: msg.fields.redelivered }, 'event handler failed');
      channel.nack(msg, false, !msg.fields.redelivered);
    }
  }

  publish<T>(event: string, payload: T): Promise<void> {
    return this.publishEnvelope(envelope(event, payload));
  }

  async publishEnvelope(env: EventEnvelope): Promise<void> {
    if (!this.publisher) throw new Error('event bus not started');
    await this.publisher.publish(this.exchange, env.event, env, { persistent: true, messageId: env.id, contentType: 'application/json' });
  }

  isConnected(): boolean {
    return this.connection?.isConnected() ?? false;
  }

  async stop(): Promise<void> {
    await this.consumer?.close();
    await this.publisher?.close();
    await this.connection?.close();
  }
}
