import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { createLogger, deleteBrokerObjects, EventRegistry, loadBaseConfig, RmqEventBus, ServiceTrust } from '../index';

const EVENT = 'test.drain-event.v1';
const HANDLER_MS = 200;

/**
 * An event consumer that stops while it is handling events (what a replica's SIGTERM does):
 * the events it is handling finish and are acknowledged, those it had taken but not started go
 * back to the queue for the other replica, and every event is handled exactly once.
 */
describe('rmq events: a stopping consumer drains', () => {
  it('finishes what it handles, leaves the rest to the other replica, and handles every event once', async () => {
    const prefix = `hwt_${randomBytes(4).toString('hex')}`;
    const config = loadBaseConfig('gateway', { TRANSPORT: 'rmq' });
    const url = config.RABBITMQ_URL;
    // auth produces the test's event for jobs (docs/security.md, "Trust between services").
    const tables = { producers: { [EVENT]: 'auth' }, routes: { [EVENT]: ['jobs'] } };
    const trust = (service: string) => new ServiceTrust(service, config, tables);
    const logger = createLogger('test', 'silent');
    const handled: { n: number; by: string }[] = [];
    const started: Record<string, number> = { a: 0, b: 0 };
    const replica = (name: 'a' | 'b') => {
      const registry = new EventRegistry(undefined, { [EVENT]: z.object({ n: z.number() }) });
      registry.on(EVENT, async ({ payload }) => {
        started[name] += 1;
        await new Promise((resolve) => setTimeout(resolve, HANDLER_MS));
        handled.push({ n: payload.n, by: name });
      });
      return new RmqEventBus({ url, prefix, service: 'jobs', consumes: [EVENT], prefetch: 4 }, registry, logger, trust('jobs'));
    };
    const [a, b] = [replica('a'), replica('b')];
    const publisher = new RmqEventBus({ url, prefix, service: 'auth', consumes: [] }, new EventRegistry(), logger, trust('auth'));
    try {
      await Promise.all([a.start(), b.start(), publisher.start()]);
      for (let n = 0; n < 24; n++) await publisher.publish(EVENT, { n });
      await new Promise((resolve) => setTimeout(resolve, HANDLER_MS / 2));
      expect(started.a).toBeGreaterThan(0);

      await a.stop();
      // Everything a started has finished by the time stop() returns.
      expect(handled.filter((h) => h.by === 'a')).toHaveLength(started.a);

      for (const until = Date.now() + 15_000; handled.length < 24 && Date.now() < until; ) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(handled.map((h) => h.n).sort((x, y) => x - y)).toEqual(Array.from({ length: 24 }, (_, n) => n));
      expect(handled.filter((h) => h.by === 'b').length).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 3 * HANDLER_MS));
      expect(handled).toHaveLength(24);
    } finally {
      await Promise.all([a.stop(), b.stop(), publisher.stop()].map((p) => p.catch(() => undefined)));
      await deleteBrokerObjects(url, prefix);
    }
  }, 30_000);
});
