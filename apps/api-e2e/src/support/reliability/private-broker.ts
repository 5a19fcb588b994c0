import amqplib from 'amqplib';
import { SERVICE_NAMES } from '@hirewise/contracts';

/** Typed view of tools/testing/rabbit-node.cjs: a RabbitMQ node of this test's own, to stop and start at will. */
export interface PrivateBroker {
  readonly name: string;
  readonly port: number;
  /** amqp://guest:guest@127.0.0.1:<port>: what the stack's RABBITMQ_URL is set to. */
  readonly url: string;
  readonly running: boolean;
  /** Graceful stop (the broker closes every client connection); resolves with the ms it took. */
  stop(): Promise<number>;
  /** Starts the same node again (durable queues and persistent messages kept); the ms until it accepts connections. */
  start(): Promise<number>;
  destroy(): Promise<void>;
}

interface RabbitNodeModule {
  startRabbitNode(options?: { readyTimeoutMs?: number; echo?: boolean }): Promise<PrivateBroker>;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const rabbitNode: RabbitNodeModule = require('../../../../../tools/testing/rabbit-node.cjs');

export const startPrivateBroker = (): Promise<PrivateBroker> => rabbitNode.startRabbitNode({ readyTimeoutMs: 60_000 });

/** Events each service's dead-letter queue holds (a handler failed twice); services without one count 0. */
export async function deadLettered(url: string, prefix: string): Promise<Record<string, number>> {
  const connection = await amqplib.connect(url);
  try {
    const counts: Record<string, number> = {};
    for (const service of SERVICE_NAMES) {
      // A missing queue closes the channel that asked: one channel per queue.
      const channel = await connection.createChannel();
      channel.on('error', () => undefined);
      counts[service] = await channel.checkQueue(`${prefix}.${service}.events.dlq`).then(
        (q) => q.messageCount,
        () => 0,
      );
      await channel.close().catch(() => undefined);
    }
    return counts;
  } finally {
    await connection.close();
  }
}
