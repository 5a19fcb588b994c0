import { Controller, Inject, Module, type DynamicModule } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { randomBytes } from 'node:crypto';
import { createServiceApp, deleteBrokerObjects, KitModule, loadBaseConfig, ServiceClient, type ServiceApp } from '../index';

const INSTANCE = Symbol('INSTANCE');
const HANDLER_MS = 300;
/** Every execution of the slow handler, over both replicas (one process: the test's): when each began, and when it ended. */
const started: { n: number; instance: string }[] = [];
const executions: { n: number; instance: string }[] = [];

@Controller()
class SlowController {
  constructor(@Inject(INSTANCE) private readonly instance: string) {}

  @MessagePattern('test.slow.v1')
  async slow(@Payload() body: { n: number }) {
    started.push({ n: body.n, instance: this.instance });
    await new Promise((resolve) => setTimeout(resolve, HANDLER_MS));
    executions.push({ n: body.n, instance: this.instance });
    return { n: body.n, instance: this.instance };
  }
}

@Module({})
class DrainTestModule {}

async function startReplica(env: NodeJS.ProcessEnv, instance: string): Promise<ServiceApp> {
  const built = await createServiceApp(
    'jobs',
    (config, logger): DynamicModule => ({
      module: DrainTestModule,
      imports: [KitModule.forService({ config, logger, routes: {}, trust: { calls: { 'test.slow.v1': ['gateway'] } } })],
      controllers: [SlowController],
      providers: [{ provide: INSTANCE, useValue: instance }],
    }),
    env,
  );
  await built.app.startAllMicroservices();
  await built.app.init();
  return built;
}

/** The test's own request table (ServiceClient is typed by one). */
type SlowMessages = { 'test.slow.v1': { request: { n: number }; response: { n: number; instance: string } } };

/**
 * A replica that stops (app.close(), what Nest's SIGTERM hook runs) while it is handling requests:
 * it stops taking new ones, finishes and answers those it took, and none is handled twice.
 */
describe('rmq: a stopping replica drains', () => {
  it('finishes its in-flight requests, hands the rest to the other replica, and handles nothing twice', async () => {
    const env: NodeJS.ProcessEnv = { TRANSPORT: 'rmq', QUEUE_PREFIX: `hwt_${randomBytes(4).toString('hex')}`, LOG_LEVEL: 'silent', RPC_TIMEOUT_MS: '5000' };
    const [a, b] = [await startReplica(env, 'jobs-a'), await startReplica(env, 'jobs-b')];
    const client = new ServiceClient<SlowMessages>('jobs', loadBaseConfig('gateway', env));
    try {
      const first = Array.from({ length: 20 }, (_, n) => client.send('test.slow.v1', { n }));
      // Replica a holds about half of them, mid-handler, once its first one began (not a fixed wait: on
      // a busy machine the client's first connection alone can take longer than a handler).
      for (const giveUpAt = Date.now() + 10_000; !started.some((e) => e.instance === 'jobs-a') && Date.now() < giveUpAt; ) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(started.some((e) => e.instance === 'jobs-a')).toBe(true);
      const closing = a.app.close();
      const second = Array.from({ length: 10 }, (_, i) => client.send('test.slow.v1', { n: 20 + i }));
      await expect(closing).resolves.toBeUndefined();
      // Once it has stopped, everything goes to the other replica.
      const third = Array.from({ length: 5 }, (_, i) => client.send('test.slow.v1', { n: 30 + i }));

      const answers = await Promise.all([...first, ...second, ...third]);
      expect(answers.map((x) => x.n)).toEqual(Array.from({ length: 35 }, (_, n) => n));
      // The stopping replica answered what it had taken (requests sent while it was stopping may still
      // have reached it before its consumer was cancelled: they are answered too, once).
      expect(answers.slice(0, 20).filter((x) => x.instance === 'jobs-a').length).toBeGreaterThan(0);
      expect(answers.slice(30).map((x) => x.instance)).toEqual(Array.from({ length: 5 }, () => 'jobs-b'));
      // Each request was carried out exactly once.
      expect(executions.map((e) => e.n).sort((x, y) => x - y)).toEqual(Array.from({ length: 35 }, (_, n) => n));
    } finally {
      await client.close();
      await Promise.all([a, b].map((r) => r.app.close().catch(() => undefined)));
      await deleteBrokerObjects(loadBaseConfig('gateway', env).RABBITMQ_URL, String(env.QUEUE_PREFIX));
    }
  });
});
