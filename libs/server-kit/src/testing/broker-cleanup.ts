import amqplib from 'amqplib';
import { SERVICE_NAMES } from '@hirewise/contracts';

/** Removes the durable queues and exchange a test created under its own prefix. */
export async function deleteBrokerObjects(url: string, prefix: string): Promise<void> {
  const conn = await amqplib.connect(url);
  try {
    const ch = await conn.createChannel();
    for (const s of SERVICE_NAMES) {
      for (const q of [`${prefix}.${s}.requests`, `${prefix}.${s}.requests.retry`, `${prefix}.${s}.requests.dlq`, `${prefix}.${s}.events`, `${prefix}.${s}.events.dlq`]) await ch.deleteQueue(q);
    }
    await ch.deleteExchange(`${prefix}.events`);
    await ch.close();
  } finally {
    await conn.close();
  }
}
