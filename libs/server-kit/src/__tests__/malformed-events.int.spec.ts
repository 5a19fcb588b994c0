import { randomBytes, randomUUID } from 'node:crypto';
import amqplib from 'amqplib';
import pino from 'pino';
import { Events, type EventEnvelope, type JobDeletedEvent } from '@hirewise/contracts';
import { deleteBrokerObjects, EventRegistry, loadBaseConfig, RmqEventBus, ServiceTrust } from '../index';
import { EventsController } from '../events/events.controller';
import { metrics } from '../observability/metrics';

/**
 * Consumers parse every event payload with its schema (contracts' EventSchemas) before a handler
 * runs. One that fails reaches no handler: over RabbitMQ it lands in the consuming service's
 * dead-letter queue at once, over TCP it is dropped; both with one log line and a count.
 */

function sample(text: string, name: string, labels: Record<string, string>): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line === undefined ? 0 : Number(line.slice(line.lastIndexOf(' ') + 1));
}
const malformedCount = async (event: string) => sample(await metrics().render(), 'hirewise_malformed_events_total', { event });

function capturingLogger(): { logger: pino.Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  return { lines, logger: pino({ level: 'info' }, { write: (s: string) => void lines.push(JSON.parse(s) as Record<string, unknown>) }) };
}

const until = async (check: () => boolean | Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('rmq: a malformed event payload', () => {
  const prefix = `hwt_${randomBytes(4).toString('hex')}`;
  const config = loadBaseConfig('gateway', { TRANSPORT: 'rmq' });
  const url = config.RABBITMQ_URL;
  afterAll(() => deleteBrokerObjects(url, prefix));

  it('goes to the dead-letter queue with one log line, never to the handler, and the next good event is handled', async () => {
    // The contracts' own tables: jobs produces job.deleted.v1, applications consumes it.
    const trust = (service: string) => new ServiceTrust(service, config);
    const { logger, lines } = capturingLogger();
    const handled: JobDeletedEvent[] = [];
    const registry = new EventRegistry(logger);
    registry.on(Events.jobDeleted, ({ payload }) => void handled.push(payload));
    const consumer = new RmqEventBus({ url, prefix, service: 'applications', consumes: [Events.jobDeleted] }, registry, logger, trust('applications'));
    const publisher = new RmqEventBus({ url, prefix, service: 'jobs', consumes: [] }, new EventRegistry(), logger, trust('jobs'));
    const before = await malformedCount(Events.jobDeleted);
    const connection = await amqplib.connect(url);
    try {
      await Promise.all([consumer.start(), publisher.start()]);
      // A producer on an older or broken build: the version is missing, then the job id has the wrong type.
      const bad1: EventEnvelope = { id: randomUUID(), event: Events.jobDeleted, occurredAt: new Date().toISOString(), payload: { jobId: 'job-1' } };
      const bad2: EventEnvelope = { id: randomUUID(), event: Events.jobDeleted, occurredAt: new Date().toISOString(), payload: { jobId: 7, version: 2 } };
      await publisher.publishEnvelope(bad1);
      await publisher.publishEnvelope(bad2);
      await publisher.publish(Events.jobDeleted, { jobId: 'job-3', version: 4 });

      await until(() => handled.length === 1);
      expect(handled).toEqual([{ jobId: 'job-3', version: 4 }]);

      const channel = await connection.createChannel();
      const dlq = `${consumer.queue}.dlq`;
      await until(async () => (await channel.checkQueue(dlq)).messageCount === 2);
      const dead: EventEnvelope[] = [];
      for (let i = 0; i < 2; i++) {
        const msg = await channel.get(dlq, { noAck: true });
        if (msg) dead.push(JSON.parse(msg.content.toString()) as EventEnvelope);
      }
      expect(dead.map((e) => e.id).sort()).toEqual([bad1.id, bad2.id].sort());
      expect(dead.find((e) => e.id === bad1.id)?.payload).toEqual({ jobId: 'job-1' });
      // Dead-lettered at the first delivery: not requeued and retried first.
      expect((await channel.checkQueue(consumer.queue)).messageCount).toBe(0);

      const logged = lines.filter((l) => l.msg === 'event dead-lettered: payload does not match its schema');
      expect(logged).toHaveLength(2);
      expect(logged.find((l) => l.eventId === bad1.id)).toMatchObject({
        event: Events.jobDeleted,
        issues: [expect.objectContaining({ path: 'version', code: 'invalid_type' })],
      });
      expect(logged.find((l) => l.eventId === bad2.id)).toMatchObject({ issues: [expect.objectContaining({ path: 'jobId' })] });
      // Neither went through the handler-failure path (log, requeue once, then dead-letter).
      expect(lines.filter((l) => l.msg === 'event handler failed')).toEqual([]);
      expect((await malformedCount(Events.jobDeleted)) - before).toBe(2);
    } finally {
      await connection.close();
      await Promise.all([consumer.stop(), publisher.stop()]);
    }
  });
});

describe('tcp: a malformed event payload', () => {
  it('is dropped with one log line and counted, answering ok so the publisher does not retry it; the next good event is handled', async () => {
    const { logger, lines } = capturingLogger();
    const handled: unknown[] = [];
    const registry = new EventRegistry(logger);
    registry.on(Events.ratingChanged, ({ payload }) => void handled.push(payload));
    const controller = new EventsController(registry, logger);
    const before = await malformedCount(Events.ratingChanged);

    const bad: EventEnvelope = { id: randomUUID(), event: Events.ratingChanged, occurredAt: new Date().toISOString(), payload: { target: 'company', targetId: 'x', average: 4, count: 1, version: 1 } };
    await expect(controller.deliver(bad)).resolves.toEqual({ ok: true });
    expect(handled).toEqual([]);
    expect(lines.filter((l) => l.msg === 'event dropped: payload does not match its schema')).toEqual([
      expect.objectContaining({ event: Events.ratingChanged, eventId: bad.id, issues: [expect.objectContaining({ path: 'target' })] }),
    ]);
    expect((await malformedCount(Events.ratingChanged)) - before).toBe(1);

    const good = { target: 'job', targetId: 'j', average: 4.5, count: 2, version: 3 };
    await expect(controller.deliver({ ...bad, id: randomUUID(), payload: good })).resolves.toEqual({ ok: true });
    expect(handled).toEqual([good]);
  });

  it('a handler that fails still fails the delivery (the publisher retries it), unlike a malformed payload', async () => {
    const { logger } = capturingLogger();
    const registry = new EventRegistry(logger);
    registry.on(Events.jobDeleted, () => {
      throw new Error('database unavailable');
    });
    const controller = new EventsController(registry, logger);
    await expect(controller.deliver({ id: randomUUID(), event: Events.jobDeleted, occurredAt: new Date().toISOString(), payload: { jobId: 'j', version: 1 } })).rejects.toThrow('database unavailable');
  });
});
