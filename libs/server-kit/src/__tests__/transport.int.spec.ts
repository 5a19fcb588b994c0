import { Controller, Inject, Module, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { EventEnvelope, ServiceName } from '@hirewise/contracts';
import {
  createServiceApp,
  deleteBrokerObjects,
  DomainError,
  EVENT_BUS,
  EventRegistry,
  KitModule,
  loadBaseConfig,
  currentRequest,
  DEADLINE_PASSED_MESSAGE,
  runWithRequestId,
  ServiceClient,
  type EventBus,
  type ServiceApp,
} from '../index';
import { freePort } from '@hirewise/testing';

const EVENT = 'test.happened.v1';
const ROUTES = { [EVENT]: ['auth', 'jobs'] as const };
/** Who may send the test's patterns and event (docs/security.md): the gateway, and auth as the event's producer. */
const TRUST = { calls: { 'test.echo.v1': ['gateway'], 'test.fail.v1': ['gateway'], 'test.deadline.v1': ['gateway'] }, producers: { [EVENT]: 'auth' } };
const INSTANCE = Symbol('INSTANCE');
/** The test's own request and event tables (ServiceClient and EventRegistry are typed by them). */
type TestMessages = {
  'test.echo.v1': { request: { n: number }; response: { n: number; instance: string } };
  'test.fail.v1': { request: Record<string, never>; response: never };
  'test.deadline.v1': { request: Record<string, never>; response: { msLeft: number | null } };
};
const SCHEMAS = { [EVENT]: z.object({ id: z.number().optional(), i: z.number().optional() }) };

@Controller()
class EchoController {
  constructor(@Inject(INSTANCE) private readonly instance: string) {}

  @MessagePattern('test.echo.v1')
  echo(@Payload() body: { n: number }) {
    return { n: body.n, instance: this.instance };
  }

  /** How long the handler has before its caller stops waiting (observability/deadline.ts). */
  @MessagePattern('test.deadline.v1')
  deadline() {
    this.deadlineCalls += 1;
    const deadline = currentRequest()?.deadline;
    return { msLeft: deadline === undefined ? null : deadline - Date.now() };
  }

  deadlineCalls = 0;

  @MessagePattern('test.fail.v1')
  fail() {
    throw new DomainError('CONFLICT', 'That conflicts with the current state');
  }
}

class Recorder implements OnModuleInit {
  readonly received: EventEnvelope[] = [];
  constructor(@Inject(EventRegistry) private readonly registry: EventRegistry<typeof SCHEMAS>) {}
  onModuleInit() {
    this.registry.on(EVENT, (e) => {
      this.received.push(e);
    });
  }
}

@Module({})
class TestServiceModule {}

async function startService(service: ServiceName, env: NodeJS.ProcessEnv, instance: string): Promise<ServiceApp> {
  const built = await createServiceApp(
    service,
    (config, logger): DynamicModule => ({
      module: TestServiceModule,
      imports: [KitModule.forService({ config, logger, routes: ROUTES, trust: TRUST, events: SCHEMAS })],
      controllers: [EchoController],
      providers: [{ provide: INSTANCE, useValue: instance }, Recorder],
    }),
    env,
  );
  await built.app.startAllMicroservices();
  await built.app.init();
  return built;
}

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe.each(['rmq', 'tcp'] as const)('transport %s', (transport) => {
  let env: NodeJS.ProcessEnv;
  const apps: ServiceApp[] = [];
  let client: ServiceClient<TestMessages>;

  beforeAll(async () => {
    env = {
      TRANSPORT: transport,
      QUEUE_PREFIX: `hwt_${randomBytes(4).toString('hex')}`,
      LOG_LEVEL: 'silent',
      RPC_TIMEOUT_MS: '3000',
      AUTH_TCP_PORT: String(await freePort()),
      JOBS_TCP_PORT: String(await freePort()),
      MEDIA_TCP_PORT: String(await freePort()),
    };
    apps.push(await startService('auth', env, 'auth-1'), await startService('jobs', env, 'jobs-1'));
    client = new ServiceClient<TestMessages>('auth', loadBaseConfig('gateway', env));
  });

  afterAll(async () => {
    await client.close();
    await Promise.all(apps.map((a) => a.app.close()));
    if (transport === 'rmq') await deleteBrokerObjects(loadBaseConfig('gateway', env).RABBITMQ_URL, String(env.QUEUE_PREFIX));
  });

  it('answers a request with the handler’s result', async () => {
    await expect(client.send('test.echo.v1', { n: 7 })).resolves.toEqual({ n: 7, instance: 'auth-1' });
  });

  it('carries a domain error back as its code and message', async () => {
    const err = await client.send('test.fail.v1', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DomainError);
    expect(err).toMatchObject({ code: 'CONFLICT', message: 'That conflicts with the current state', status: 409 });
  });

  it('answers 503 when nobody serves the target in time', async () => {
    const media = new ServiceClient<TestMessages>('media', loadBaseConfig('gateway', env));
    const err = await media.send('test.echo.v1', { n: 1 }, 800).catch((e: unknown) => e);
    await media.close();
    expect(err).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
  });

  it('gives the handler its caller’s deadline; a request’s first call is not made once its own caller has gone', async () => {
    const first = await client.send('test.deadline.v1', {}, 2000);
    expect(first.msLeft).toBeGreaterThan(1000);
    expect(first.msLeft).toBeLessThanOrEqual(2000);
    // Made while handling a request with 700 ms left: the callee gets no more than that.
    const nested = await runWithRequestId('outer', async () => await client.send('test.deadline.v1', {}, 2000), Date.now() + 700);
    expect(nested.msLeft).toBeLessThanOrEqual(700);

    const controller = apps[0].app.get(EchoController);
    const calls = controller.deadlineCalls;
    const err = await runWithRequestId('gone', async () => await client.send('test.deadline.v1', {}), Date.now() - 1).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503, message: DEADLINE_PASSED_MESSAGE });
    await new Promise((r) => setTimeout(r, 200));
    expect(controller.deadlineCalls).toBe(calls);
  });

  it('delivers one event to every consuming service in the routing table', async () => {
    const bus = apps[0].app.get<EventBus>(EVENT_BUS);
    await bus.publish(EVENT, { id: 42 });
    const [authRec, jobsRec] = apps.map((a) => a.app.get(Recorder));
    await until(() => authRec.received.length === 1 && jobsRec.received.length === 1);
    expect(jobsRec.received[0]).toMatchObject({ event: EVENT, payload: { id: 42 } });
    expect(authRec.received[0].id).toBe(jobsRec.received[0].id);
  });
});

describe('rmq: replicas of one service', () => {
  it('compete for requests and share one event queue (each event handled once per service)', async () => {
    const env: NodeJS.ProcessEnv = { TRANSPORT: 'rmq', QUEUE_PREFIX: `hwt_${randomBytes(4).toString('hex')}`, LOG_LEVEL: 'silent' };
    const replicas = [await startService('jobs', env, 'jobs-a'), await startService('jobs', env, 'jobs-b'), await startService('auth', env, 'auth-1')];
    const client = new ServiceClient<TestMessages>('jobs', loadBaseConfig('gateway', env));
    try {
      const answers = await Promise.all(Array.from({ length: 40 }, (_, n) => client.send('test.echo.v1', { n })));
      expect(answers.map((a) => a.n)).toEqual(Array.from({ length: 40 }, (_, n) => n));
      expect(new Set(answers.map((a) => a.instance))).toEqual(new Set(['jobs-a', 'jobs-b']));

      const bus = replicas[2].app.get<EventBus>(EVENT_BUS);
      for (let i = 0; i < 10; i++) await bus.publish(EVENT, { i });
      const [a, b, auth] = replicas.map((r) => r.app.get(Recorder));
      await until(() => a.received.length + b.received.length === 10 && auth.received.length === 10);
      await new Promise((r) => setTimeout(r, 300));
      expect(a.received.length + b.received.length).toBe(10);
      const ids = new Set([...a.received, ...b.received].map((e) => e.id));
      expect(ids.size).toBe(10);
    } finally {
      await client.close();
      await Promise.all(replicas.map((r) => r.app.close()));
      await deleteBrokerObjects(loadBaseConfig('gateway', env).RABBITMQ_URL, String(env.QUEUE_PREFIX));
    }
  });
});
