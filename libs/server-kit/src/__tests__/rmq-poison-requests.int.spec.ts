import { Controller, Module, type DynamicModule } from '@nestjs/common';
import { Ctx, MessagePattern, Payload, type RmqContext } from '@nestjs/microservices';
import { randomBytes } from 'node:crypto';
import amqplib, { type Channel, type ChannelModel } from 'amqplib';
import {
  createServiceApp,
  DEAD_LETTER_REASON_HEADER,
  deleteBrokerObjects,
  KitModule,
  loadBaseConfig,
  MAX_REQUEST_DELIVERIES,
  metrics,
  requestQueue,
  ServiceClient,
  type ServiceApp,
} from '../index';

/**
 * Poison requests over RabbitMQ (issue 20): a request that is not JSON, not a request, names no
 * handler, or keeps ending the process that handles it goes to `<queue>.dlq` after a bounded number
 * of tries, with a log line and a metric, and the requests behind it are answered.
 */
const TRUST = { calls: { 'test.echo.v1': ['gateway'], 'test.crash.v1': ['gateway'] }, producers: {} };
type TestMessages = {
  'test.echo.v1': { request: { n: number }; response: { n: number } };
  'test.crash.v1': { request: { n: number }; response: never };
  'test.nobody.v1': { request: Record<string, never>; response: never };
};

const crashes: number[] = [];

@Controller()
class PoisonController {
  @MessagePattern('test.echo.v1')
  echo(@Payload() body: { n: number }) {
    return { n: body.n };
  }

  /**
   * What a handler that ends its process does to the broker: the connection goes, the message is
   * not acknowledged (the service reconnects, as a restarted replica would connect).
   */
  @MessagePattern('test.crash.v1')
  async crash(@Payload() body: { n: number }, @Ctx() context: RmqContext) {
    crashes.push(body.n);
    await (context.getChannelRef() as Channel & { connection: { close(): Promise<void> } }).connection.close().catch(() => undefined);
    return new Promise(() => undefined);
  }
}

@Module({})
class PoisonModule {}

const until = async (check: () => boolean | Promise<boolean>, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('rmq: poison requests', () => {
  const env: NodeJS.ProcessEnv = { TRANSPORT: 'rmq', QUEUE_PREFIX: `hwt_${randomBytes(4).toString('hex')}`, LOG_LEVEL: 'silent', RPC_TIMEOUT_MS: '3000' };
  const config = loadBaseConfig('gateway', env);
  const queue = requestQueue(String(env.QUEUE_PREFIX), 'jobs');
  let service: ServiceApp;
  let client: ServiceClient<TestMessages>;
  let connection: ChannelModel;
  let channel: Channel;

  beforeAll(async () => {
    service = await createServiceApp(
      'jobs',
      (cfg, logger): DynamicModule => ({ module: PoisonModule, imports: [KitModule.forService({ config: cfg, logger, routes: {}, trust: TRUST, events: {} })], controllers: [PoisonController] }),
      env,
    );
    await service.app.startAllMicroservices();
    await service.app.init();
    client = new ServiceClient<TestMessages>('jobs', config);
    connection = await amqplib.connect(config.RABBITMQ_URL);
    channel = await connection.createChannel();
  });

  afterAll(async () => {
    await client.close();
    await connection.close().catch(() => undefined);
    await service.app.close();
    await deleteBrokerObjects(config.RABBITMQ_URL, String(env.QUEUE_PREFIX));
  });

  /** Takes what is in the dead-letter queue now: [reason, content] pairs. */
  const dlq: [string, string][] = [];
  const drainDlq = async () => {
    for (;;) {
      const message = await channel.get(`${queue}.dlq`, { noAck: true });
      if (!message) return dlq;
      dlq.push([String(message.properties.headers?.[DEAD_LETTER_REASON_HEADER]), message.content.toString()]);
    }
  };
  const deadLettered = async (reason: string) => (await metrics().deadLettered.get()).values.find((v) => v.labels.reason === reason && v.labels.queue === queue)?.value ?? 0;

  it('moves a message that is not JSON, or not a request, to the dead-letter queue and answers the requests behind it', async () => {
    channel.sendToQueue(queue, Buffer.from('\u0000not json{'));
    channel.sendToQueue(queue, Buffer.from(JSON.stringify({ data: { n: 1 } })));
    await expect(client.send('test.echo.v1', { n: 7 })).resolves.toEqual({ n: 7 });
    await until(async () => (await drainDlq()).length >= 2);
    expect(dlq.map(([reason]) => reason).sort()).toEqual(['malformed', 'unparseable']);
    expect(await deadLettered('unparseable')).toBe(1);
    expect(await deadLettered('malformed')).toBe(1);
  });

  it('answers a request for a pattern nobody handles at once (not at its time-out) and keeps it in the dead-letter queue', async () => {
    const started = Date.now();
    const err = await client.send('test.nobody.v1', {}).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'INTERNAL' });
    expect(Date.now() - started).toBeLessThan(2000);
    await until(async () => (await drainDlq()).some(([reason]) => reason === 'no-handler'));
  });

  it(`dead-letters a request that ended its handler’s process ${MAX_REQUEST_DELIVERIES} times; the queue keeps moving meanwhile`, async () => {
    const poison = client.send('test.crash.v1', { n: 42 }, 15_000).catch((e: unknown) => e);
    // The requests behind it are answered while it is tried again (each try costs the service a reconnection, ~1 s).
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => client.send('test.echo.v1', { n }, 10_000)));
    expect(answers.map((a) => a.n)).toEqual(Array.from({ length: 10 }, (_, n) => n));
    await until(async () => (await drainDlq()).some(([reason]) => reason === 'too-many-deliveries'));
    expect(crashes).toEqual(Array.from({ length: MAX_REQUEST_DELIVERIES }, () => 42));
    expect(await deadLettered('too-many-deliveries')).toBe(1);
    // Its caller, still waiting, is told at once.
    expect(await poison).toMatchObject({ code: 'INTERNAL' });
    await new Promise((r) => setTimeout(r, 500));
    expect(crashes).toHaveLength(MAX_REQUEST_DELIVERIES);
    await expect(client.send('test.echo.v1', { n: 99 })).resolves.toEqual({ n: 99 });
  });
});
