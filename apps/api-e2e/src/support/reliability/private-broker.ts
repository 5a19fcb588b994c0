import amqplib from 'amqplib';
import { SERVICE_NAMES } from '@hirewise/contracts';
import { startRabbitNode, type RabbitNode } from '@hirewise/testing';

/** A RabbitMQ node of this test's own, to stop and start at will. */
export type PrivateBroker = RabbitNode;

export const startPrivateBroker = (): Promise<PrivateBroker> => startRabbitNode({ readyTimeoutMs: 60_000 });

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
