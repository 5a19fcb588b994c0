/**
 * Broker users and TLS (docs/security.md, "RabbitMQ users and TLS"), on one private RabbitMQ node
 * (libs/testing/src/rabbit-node.cjs) that loads the definitions brokerDefinitions() generates and has
 * an amqps listener with a certificate made here by openssl. The shared broker on 5672 is not used.
 */
import { Inject, Module, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import amqplib, { type Channel, type ChannelModel } from 'amqplib';
import { z } from 'zod';
import { EventProducers, EventRoutes, eventsConsumedBy, Patterns, SERVICE_NAMES, type EventEnvelope, type ServiceName } from '@hirewise/contracts';
import { createServiceApp, EVENT_BUS, EventRegistry, KitModule, loadBaseConfig, ServiceClient, type EventBus, type ServiceApp } from '../index';
import { startRabbitNode } from '@hirewise/testing';
import { rmqSocketOptions } from '../transport/transport-options';
import { BROKER_APPS, brokerDefinitions, brokerUser, eventsProducedBy, generatePassword, type BrokerApp } from '../transport/broker-definitions';


const PREFIX = 'hirewise';
const EVENTS = Object.keys(EventRoutes);
/** This suite checks routing and permissions, not payloads: every event's payload is accepted as it is. */
const ANY_PAYLOAD: Record<string, z.ZodType> = Object.fromEntries(EVENTS.map((event) => [event, z.unknown()]));

class Recorder implements OnModuleInit {
  readonly received: EventEnvelope[] = [];
  constructor(@Inject(EventRegistry) private readonly registry: EventRegistry<typeof ANY_PAYLOAD>) {}
  onModuleInit() {
    for (const event of EVENTS) this.registry.on(event, (e) => void this.received.push(e));
  }
}

@Module({})
class BareServiceModule {}

const until = async (check: () => boolean, ms = 8000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
};

function makeCertificates(dir: string) {
  const ssl = (...args: string[]) => execFileSync('/usr/bin/openssl', args, { cwd: dir, stdio: 'pipe' });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  for (const ca of ['ca', 'other-ca']) ssl('req', '-x509', ...ec, '-keyout', `${ca}.key`, '-out', `${ca}.pem`, '-days', '2', '-subj', `/CN=hirewise test ${ca}`);
  ssl('req', ...ec, '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=127.0.0.1');
  writeFileSync(join(dir, 'san.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
  ssl('x509', '-req', '-in', 'server.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'server.pem', '-days', '2', '-extfile', 'san.ext');
  return { caFile: join(dir, 'ca.pem'), otherCaFile: join(dir, 'other-ca.pem'), certFile: join(dir, 'server.pem'), keyFile: join(dir, 'server.key') };
}

describe('RabbitMQ: a user per app, topic permissions, amqps', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hirewise-rmq-sec-'));
  const passwords = Object.fromEntries([...BROKER_APPS, 'admin'].map((a) => [a, generatePassword()])) as Record<BrokerApp | 'admin', string>;
  let certs: ReturnType<typeof makeCertificates>;
  let node: Awaited<ReturnType<typeof startRabbitNode>>;
  const amqpUrl = (app: BrokerApp) => `amqp://${brokerUser(PREFIX, app)}:${passwords[app]}@127.0.0.1:${node.port}`;
  const amqpsUrl = (app: BrokerApp) => `amqps://${brokerUser(PREFIX, app)}:${passwords[app]}@127.0.0.1:${node.tlsPort}`;
  const envOf = (app: BrokerApp): NodeJS.ProcessEnv => ({
    TRANSPORT: 'rmq',
    RABBITMQ_URL: amqpsUrl(app),
    RABBITMQ_CA_FILE: certs.caFile,
    QUEUE_PREFIX: PREFIX,
    LOG_LEVEL: 'silent',
    RPC_TIMEOUT_MS: '4000',
  });

  beforeAll(async () => {
    certs = makeCertificates(dir);
    const definitionsFile = join(dir, 'definitions.json');
    writeFileSync(definitionsFile, JSON.stringify(brokerDefinitions({ prefix: PREFIX, vhost: '/', passwords })));
    node = await startRabbitNode({
      tls: { caFile: certs.caFile, certFile: certs.certFile, keyFile: certs.keyFile },
      definitionsFile,
      credentials: `${PREFIX}-admin:${passwords.admin}`,
    });
  }, 90_000);

  afterAll(async () => {
    await node?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  describe('every service with its own user over amqps', () => {
    const apps = new Map<ServiceName, ServiceApp>();
    let gateway: ServiceClient;

    beforeAll(async () => {
      for (const service of SERVICE_NAMES) {
        const built = await createServiceApp(
          service,
          (config, logger): DynamicModule => ({ module: BareServiceModule, imports: [KitModule.forService({ config, logger, events: ANY_PAYLOAD })], providers: [Recorder] }),
          envOf(service),
        );
        await built.app.startAllMicroservices();
        await built.app.init();
        apps.set(service, built);
      }
      gateway = new ServiceClient('auth', loadBaseConfig('gateway', envOf('gateway')));
    }, 60_000);

    afterAll(async () => {
      await gateway?.close();
      await Promise.all([...apps.values()].map((a) => a.app.close()));
    });

    it('the gateway’s user reaches every service’s request queue and gets the answer back', async () => {
      for (const service of SERVICE_NAMES) {
        const client = service === 'auth' ? gateway : new ServiceClient(service, loadBaseConfig('gateway', envOf('gateway')));
        await expect(client.send(Patterns.health.check, {})).resolves.toMatchObject({ service, status: 'ok', checks: { broker: 'ok' } });
        if (client !== gateway) await client.close();
      }
    });

    it('each event, published by its producer, reaches every consumer in the routing table and no other service', async () => {
      for (const [event, producer] of Object.entries(EventProducers)) {
        await apps.get(producer)!.app.get<EventBus>(EVENT_BUS).publish(event, { event });
      }
      const got = (s: ServiceName) => apps.get(s)!.app.get(Recorder).received.map((e) => e.event).sort();
      await until(() => SERVICE_NAMES.every((s) => got(s).length === eventsConsumedBy(s).length));
      await new Promise((r) => setTimeout(r, 200));
      for (const s of SERVICE_NAMES) expect(got(s)).toEqual([...eventsConsumedBy(s)].sort());
    });
  });

  describe('amqps', () => {
    const connectWith = (caFile?: string) => amqplib.connect(amqpsUrl('auth'), rmqSocketOptions({ RABBITMQ_CA_FILE: caFile }).connectionOptions);

    it('connects when the broker’s certificate chains to RABBITMQ_CA_FILE', async () => {
      const conn = await connectWith(certs.caFile);
      await conn.close();
    });

    it('refuses a broker whose certificate another CA signed, and one checked against the system CAs only', async () => {
      await expect(connectWith(certs.otherCaFile)).rejects.toThrow(/certificate/i);
      await expect(connectWith(undefined)).rejects.toThrow(/certificate/i);
    });

    it('stops the process at start naming the variable when the CA file is missing', () => {
      expect(() => rmqSocketOptions({ RABBITMQ_CA_FILE: join(dir, 'missing.pem') })).toThrow(/RABBITMQ_CA_FILE: cannot read .*missing\.pem/);
    });
  });

  describe('what each user may not do', () => {
    const conns: ChannelModel[] = [];
    const connect = async (app: BrokerApp) => {
      const conn = await amqplib.connect(amqpUrl(app));
      conn.on('error', () => undefined);
      conns.push(conn);
      return conn;
    };
    afterAll(async () => {
      await Promise.all(conns.map((c) => c.close().catch(() => undefined)));
    });

    /** Runs one operation on a fresh confirm channel; resolves with the broker's refusal text, or 'allowed'. */
    async function attempt(conn: ChannelModel, op: (ch: Channel & { waitForConfirms(): Promise<void> }) => Promise<unknown>): Promise<string> {
      const ch = await conn.createConfirmChannel();
      const closed = new Promise<string>((resolve) => {
        ch.on('error', (err: Error) => resolve(err.message));
        ch.on('close', () => resolve('closed'));
      });
      const outcome = await Promise.race([
        op(ch).then(
          () => 'allowed',
          (err: Error) => err.message,
        ),
        closed,
      ]);
      // A refused publish closes the channel asynchronously: wait for it, or for the confirm.
      const settled = outcome === 'allowed' ? await Promise.race([closed, new Promise<string>((r) => setTimeout(() => r('allowed'), 300))]) : outcome;
      await ch.close().catch(() => undefined);
      return settled;
    }
    const other = (s: ServiceName) => SERVICE_NAMES[(SERVICE_NAMES.indexOf(s) + 1) % SERVICE_NAMES.length];
    const publish = (event: string) => (ch: Channel & { waitForConfirms(): Promise<void> }) => {
      ch.publish(`${PREFIX}.events`, event, Buffer.from('{}'));
      return ch.waitForConfirms();
    };

    it('guest is absent: the broker has exactly a user per app and the operators’ user', async () => {
      await expect(amqplib.connect(`amqp://guest:guest@127.0.0.1:${node.port}`)).rejects.toThrow(/ACCESS_REFUSED|403/);
      const users = (await node.ctl('list_users', '--quiet', '--no-table-headers'))
        .trim()
        .split('\n')
        .map((line) => line.split(/\s+/)[0])
        .sort();
      expect(users).toEqual([...BROKER_APPS.map((a) => brokerUser(PREFIX, a)), `${PREFIX}-admin`].sort());
    });

    it('a wrong password is refused', async () => {
      await expect(amqplib.connect(`amqp://${brokerUser(PREFIX, 'jobs')}:${passwords.auth}@127.0.0.1:${node.port}`)).rejects.toThrow(/ACCESS_REFUSED|403/);
    });

    it.each(SERVICE_NAMES)('%s cannot consume, declare or delete another service’s queues', async (service) => {
      const conn = await connect(service);
      const victim = other(service);
      expect(await attempt(conn, (ch) => ch.consume(`${PREFIX}.${victim}.requests`, () => undefined))).toMatch(/ACCESS_REFUSED/);
      expect(await attempt(conn, (ch) => ch.consume(`${PREFIX}.${victim}.events`, () => undefined))).toMatch(/ACCESS_REFUSED/);
      expect(await attempt(conn, (ch) => ch.assertQueue(`${PREFIX}.${victim}.requests`, { durable: true }))).toMatch(/ACCESS_REFUSED/);
      expect(await attempt(conn, (ch) => ch.deleteQueue(`${PREFIX}.${victim}.events`))).toMatch(/ACCESS_REFUSED/);
      expect(await attempt(conn, (ch) => ch.assertQueue(`${PREFIX}.unlisted`, { durable: true }))).toMatch(/ACCESS_REFUSED/);
      // Its own request queue it may declare (and consume, as the first block shows).
      expect(await attempt(conn, (ch) => ch.assertQueue(`${PREFIX}.${service}.requests`, { durable: true }))).toBe('allowed');
    });

    it.each(SERVICE_NAMES)('%s may publish only the events it produces and bind only the events it consumes', async (service) => {
      const conn = await connect(service);
      const produced = eventsProducedBy(service);
      for (const event of EVENTS) {
        expect([event, await attempt(conn, publish(event))]).toEqual([event, produced.includes(event) ? 'allowed' : expect.stringMatching(/ACCESS_REFUSED/)]);
      }
      const notConsumed = EVENTS.find((e) => !eventsConsumedBy(service).includes(e))!;
      expect(await attempt(conn, (ch) => ch.bindQueue(`${PREFIX}.${service}.events`, `${PREFIX}.events`, notConsumed))).toMatch(/ACCESS_REFUSED/);
      expect(await attempt(conn, (ch) => ch.bindQueue(`${PREFIX}.${service}.events`, `${PREFIX}.events`, '#'))).toMatch(/ACCESS_REFUSED/);
    });

    it('the gateway may declare, consume and publish to no named queue or exchange', async () => {
      const conn = await connect('gateway');
      for (const s of SERVICE_NAMES) {
        expect(await attempt(conn, (ch) => ch.consume(`${PREFIX}.${s}.requests`, () => undefined))).toMatch(/ACCESS_REFUSED/);
        expect(await attempt(conn, (ch) => ch.deleteQueue(`${PREFIX}.${s}.requests`))).toMatch(/ACCESS_REFUSED/);
      }
      expect(await attempt(conn, publish(EVENTS[0]))).toMatch(/ACCESS_REFUSED/);
      expect(await attempt(conn, (ch) => ch.assertExchange(`${PREFIX}.events`, 'topic', { durable: true }))).toMatch(/ACCESS_REFUSED/);
    });
  });
});
