/**
 * Services trust no one by default (issue 16, docs/security.md "Trust between services"): the real
 * auth service (a process of its own, started from its build) and applications service, each on its
 * own transport (TCP ports, or their RabbitMQ request queues and event queue), receive forged
 * messages sent straight to that transport — no token, a
 * token signed with another secret, an expired one, a valid one replayed with another payload or
 * naming another caller, one for another service, one from an issuer the call policy does not allow —
 * and refuse every one; the stored state does not change. The same messages signed properly are
 * carried out, so the refusals are the tokens' doing.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { connect as connectTcp } from 'node:net';
import { networkInterfaces } from 'node:os';
import { readFileSync } from 'node:fs';
import type { INestApplication } from '@nestjs/common';
import { ClientProxyFactory, type ClientProxy } from '@nestjs/microservices';
import { firstValueFrom, timeout } from 'rxjs';
import { sql } from 'drizzle-orm';
import amqplib from 'amqplib';
import {
  EventRoutes,
  Events,
  Messages,
  Patterns,
  type AuthResponse,
  type Caller,
  type EventEnvelope,
  type ServiceName,
  type UpdateStatusMessage,
  type UpdateUserMessage,
} from '@hirewise/contracts';
import {
  CallerTokens,
  ClientRegistry,
  clientOptions,
  createLogger,
  createServiceApp,
  DATABASE,
  deleteBrokerObjects,
  DomainError,
  envelope,
  EVENT_TOKEN_HEADER,
  EventRegistry,
  loadBaseConfig,
  RmqEventBus,
  RPC_META_KEY,
  ServiceTrust,
  TcpEventBus,
  UNTRUSTED_CALLER_MESSAGE,
  type BaseConfig,
  type EventBus,
} from '@hirewise/server-kit';
import { freePort, startService, type ServiceProcess } from '@hirewise/testing';
import { buildApplicationsModule } from '../app.module';
import { jobSnapshot } from './harness';

type Mode = 'tcp' | 'rmq';
const FOREIGN_SECRET = 'an-attackers-guess-at-the-secret-0123456789';
const REFUSED = { code: 'UNTRUSTED_CALLER', message: UNTRUSTED_CALLER_MESSAGE };

interface Db {
  execute(query: ReturnType<typeof sql>): Promise<unknown>;
}
const rowsOf = async <T>(app: INestApplication, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await app.get<Db>(DATABASE).execute(query)) as { rows: T[] }).rows;

const until = async (check: () => Promise<boolean>, ms = 10_000) => {
  for (const end = Date.now() + ms; !(await check()); ) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe.each(['tcp', 'rmq'] as Mode[])('forged messages sent straight to the services (%s)', (mode) => {
  let env: Record<string, string>;
  let config: BaseConfig;
  let auth: ServiceProcess;
  let applications: INestApplication;
  /** Legitimate senders: the gateway, and the jobs and auth services as event producers. */
  let gateway: ClientRegistry;
  let peers: ClientRegistry[];
  let jobsEvents: EventBus & { stop?: () => Promise<void> };
  /** A raw Nest client per service: what an attacker on the network has (no secret). */
  const raw = {} as Record<'auth' | 'applications', ClientProxy>;
  const tokens = new CallerTokens(loadBaseConfig('gateway', {}).SERVICE_TOKEN_SECRET);
  const stranger = new CallerTokens(FOREIGN_SECRET);

  let owner: Caller;
  let otherRecruiter: Caller;
  let applicant: Caller & { name: string };
  let applicationId: string;

  /** Sends `data` wrapped as the ServiceClient does, with the given token (or none), and returns the reply or the error. */
  const forge = async (service: 'auth' | 'applications', pattern: string, data: unknown, token?: string): Promise<unknown> => {
    const body = token === undefined ? data : { [RPC_META_KEY]: { token }, data };
    return firstValueFrom(raw[service].send(pattern, body).pipe(timeout(5000))).then(
      (reply) => ({ accepted: reply }),
      (err: unknown) => err,
    );
  };
  const sign = (t: CallerTokens, iss: string, aud: string, pattern: string, payload: unknown, now?: number) => t.sign({ iss, aud, pattern, payload, ttlS: 60, now });
  const statusOf = async (id: string) => (await rowsOf<{ status: string }>(applications, sql`select status from applications where id = ${id}`))[0].status;
  const historyCount = async () => (await rowsOf<{ n: number }>(applications, sql`select count(*)::int as n from status_history`))[0].n;
  /** The stored name, as auth answers a peer allowed to ask (the jobs service). */
  const nameOf = async (userId: string) => (await peers[0].get('auth').send(Patterns.auth.getUser, { userId })).name;
  const projectedJob = async (jobId: string) => (await rowsOf<{ n: number }>(applications, sql`select count(*)::int as n from job_projection where job_id = ${jobId}`))[0].n;

  const startApplications = async () => {
    const built = await createServiceApp('applications', buildApplicationsModule, env);
    await built.app.startAllMicroservices();
    await built.app.init();
    return built.app;
  };
  const callerOf = ({ token, type }: AuthResponse): Caller => ({ userId: (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string }).sub, type });

  beforeAll(async () => {
    env = { DATA_DIR: 'memory://', DEMO_DATA: 'false', LOG_LEVEL: 'silent', OUTBOX_RELAY: 'false', RPC_TIMEOUT_MS: '3000' };
    if (mode === 'rmq') Object.assign(env, { TRANSPORT: 'rmq', QUEUE_PREFIX: `hwt_${randomBytes(4).toString('hex')}` });
    for (const s of ['AUTH', 'JOBS', 'APPLICATIONS', 'MEDIA', 'AI', 'NOTIFICATIONS']) env[`${s}_TCP_PORT`] = String(await freePort());
    config = loadBaseConfig('gateway', env);
    [auth, applications] = [await startService('auth', env), await startApplications()];
    gateway = new ClientRegistry(config);
    peers = [new ClientRegistry(loadBaseConfig('jobs', env)), new ClientRegistry(loadBaseConfig('auth', env))];
    if (mode === 'rmq') {
      const bus = new RmqEventBus({ url: config.RABBITMQ_URL, prefix: env.QUEUE_PREFIX, service: 'jobs', consumes: [] }, new EventRegistry(), createLogger('jobs', 'silent'), new ServiceTrust('jobs', config));
      await bus.start();
      jobsEvents = bus;
    } else {
      // Only the service under test runs: the other consumers of these events (notifications) are left out of the route table.
      const toApplications = Object.fromEntries(Object.entries(EventRoutes).map(([event, consumers]) => [event, consumers.filter((s) => s === 'applications')]));
      jobsEvents = new TcpEventBus(toApplications, (service: ServiceName) => peers[0].get(service));
    }
    for (const service of ['auth', 'applications'] as const) raw[service] = ClientProxyFactory.create(clientOptions(service, config));

    const password = 'Hirewise@2026';
    const signup = async (type: Caller['type'], name: string) =>
      callerOf(await gateway.get('auth').send(Patterns.auth.signup, { type, name, email: `${name.toLowerCase().replace(/ /g, '.')}-${randomUUID()}@example.com`, password }));
    owner = await signup('recruiter', 'Priya Owner');
    otherRecruiter = await signup('recruiter', 'Arjun Other');
    applicant = { ...(await signup('applicant', 'Ananya Victim')), name: 'Ananya Victim' };
    // The job as the jobs service announces it (signed by jobs), then a real application.
    const job = jobSnapshot({ recruiterId: owner.userId, recruiterName: 'Priya Owner' });
    await jobsEvents.publish(Events.jobCreated, job);
    await until(async () => (await projectedJob(job.jobId)) === 1);
    await gateway.get('applications').send(Patterns.applications.apply, { caller: applicant, jobId: job.jobId, sop: 'Hello' });
    [{ id: applicationId }] = await rowsOf<{ id: string }>(applications, sql`select id from applications where job_id = ${job.jobId}`);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(Object.values(raw).map((c) => c.close()));
    await Promise.all([gateway, ...peers].map((r) => r?.onApplicationShutdown()));
    await jobsEvents?.stop?.();
    await applications?.close();
    await auth?.stop();
    if (mode === 'rmq') await deleteBrokerObjects(config.RABBITMQ_URL, env.QUEUE_PREFIX);
  });

  it('refuses a status change naming the job’s recruiter as caller, however it is signed, and changes nothing', async () => {
    const forged: UpdateStatusMessage = { caller: owner, applicationId, status: 'shortlisted' };
    const pattern = Patterns.applications.updateStatus;
    const before = await historyCount();
    const attempts = {
      'no token (a plain caller field)': await forge('applications', pattern, forged),
      'an empty envelope': await forge('applications', pattern, forged, ''),
      'another secret': await forge('applications', pattern, forged, sign(stranger, 'gateway', 'applications', pattern, forged)),
      'expired': await forge('applications', pattern, forged, sign(tokens, 'gateway', 'applications', pattern, forged, Math.floor(Date.now() / 1000) - 600)),
      'a valid token for another payload': await forge('applications', pattern, forged, sign(tokens, 'gateway', 'applications', pattern, { ...forged, status: 'rejected' })),
      'a valid token naming another caller': await forge('applications', pattern, forged, sign(tokens, 'gateway', 'applications', pattern, { ...forged, caller: otherRecruiter })),
      'a valid token for another pattern': await forge('applications', pattern, forged, sign(tokens, 'gateway', 'applications', Patterns.applications.putRating, forged)),
      'a valid token for another service': await forge('applications', pattern, forged, sign(tokens, 'gateway', 'auth', pattern, forged)),
      'an issuer the policy does not allow (ai)': await forge('applications', pattern, forged, sign(tokens, 'ai', 'applications', pattern, forged)),
      'an issuer the policy does not allow (jobs)': await forge('applications', pattern, forged, sign(tokens, 'jobs', 'applications', pattern, forged)),
    };
    for (const [attempt, reply] of Object.entries(attempts)) expect({ attempt, reply }).toEqual({ attempt, reply: REFUSED });
    expect(await statusOf(applicationId)).toBe('applied');
    expect(await historyCount()).toBe(before);

    // The same change signed by the gateway is carried out.
    await expect(gateway.get('applications').send(pattern, { caller: owner, applicationId, status: 'shortlisted' })).resolves.toBeDefined();
    expect(await statusOf(applicationId)).toBe('shortlisted');
  });

  it('a sender whose secret is wrong gets a plain internal error, never the reason (what the gateway answers 500 with)', async () => {
    const misconfigured = new ClientRegistry(loadBaseConfig('gateway', { ...env, SERVICE_TOKEN_SECRET: FOREIGN_SECRET }));
    try {
      const err = await misconfigured
        .get('applications')
        .send(Patterns.applications.updateStatus, { caller: owner, applicationId, status: 'rejected' })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(DomainError);
      expect(err).toMatchObject({ code: 'INTERNAL', status: 500, message: Messages.internal });
    } finally {
      await misconfigured.onApplicationShutdown();
    }
    expect(await statusOf(applicationId)).toBe('shortlisted');
  });

  it('refuses auth.user.update.v1 renaming another user', async () => {
    const pattern = Patterns.auth.updateUser;
    const forged: UpdateUserMessage = { userId: applicant.userId, type: 'applicant', changes: { name: 'Renamed By Attacker' } };
    const attackerOwn: UpdateUserMessage = { userId: otherRecruiter.userId, type: 'recruiter', changes: { name: 'Renamed By Attacker' } };
    const attempts = {
      'no token': await forge('auth', pattern, forged),
      'another secret': await forge('auth', pattern, forged, sign(stranger, 'gateway', 'auth', pattern, forged)),
      'expired': await forge('auth', pattern, forged, sign(tokens, 'gateway', 'auth', pattern, forged, Math.floor(Date.now() / 1000) - 600)),
      'the attacker’s own valid token, replayed for the victim': await forge('auth', pattern, forged, sign(tokens, 'gateway', 'auth', pattern, attackerOwn)),
      'a peer that may not update users': await forge('auth', pattern, forged, sign(tokens, 'applications', 'auth', pattern, forged)),
    };
    for (const [attempt, reply] of Object.entries(attempts)) expect({ attempt, reply }).toEqual({ attempt, reply: REFUSED });
    expect(await nameOf(applicant.userId)).toBe('Ananya Victim');
    expect(await nameOf(otherRecruiter.userId)).toBe('Arjun Other');
    // A login is no way around it either: auth.login.v1 from anyone but the gateway is refused.
    expect(await forge('auth', Patterns.auth.login, { email: 'x@example.com', password: 'guess' })).toEqual(REFUSED);
  });

  // TCP mode hands events over as events.deliver.v1 requests; RabbitMQ mode's broker events are the last test below.
  if (mode === 'tcp') it('refuses a forged events.deliver.v1 (an event only its producer may send)', async () => {
    const forgedJob = jobSnapshot({ recruiterId: owner.userId });
    const env1 = envelope(Events.jobCreated, forgedJob) as EventEnvelope;
    const pattern = Patterns.events.deliver;
    const attempts = {
      'no token': await forge('applications', pattern, env1),
      'another secret': await forge('applications', pattern, env1, sign(stranger, 'jobs', 'applications', pattern, env1)),
      'the gateway (not a producer)': await forge('applications', pattern, env1, sign(tokens, 'gateway', 'applications', pattern, env1)),
      'auth (does not produce job events)': await forge('applications', pattern, env1, sign(tokens, 'auth', 'applications', pattern, env1)),
      'a valid jobs token for another event': await forge('applications', pattern, env1, sign(tokens, 'jobs', 'applications', pattern, envelope(Events.jobCreated, jobSnapshot()))),
    };
    for (const [attempt, reply] of Object.entries(attempts)) expect({ attempt, reply }).toEqual({ attempt, reply: REFUSED });
    expect(await projectedJob(forgedJob.jobId)).toBe(0);
  });

  if (mode === 'tcp') {
    it('listens on loopback only', async () => {
      const address = Object.values(networkInterfaces())
        .flat()
        .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
      // The kernel's own table says where the port listens: 127.0.0.1 (0100007F), not every address (00000000).
      const port = Number(env.APPLICATIONS_TCP_PORT).toString(16).toUpperCase().padStart(4, '0');
      const listening = readFileSync('/proc/net/tcp', 'utf8')
        .split('\n')
        .map((line) => line.trim().split(/\s+/))
        .filter((cols) => cols[3] === '0A' && cols[1]?.endsWith(`:${port}`))
        .map((cols) => cols[1].split(':')[0]);
      expect(listening).toEqual(['0100007F']);
      if (!address) return; // no other address on this machine to try a connection from
      const outcome = await new Promise<string>((resolve) => {
        const socket = connectTcp({ host: address, port: Number(env.APPLICATIONS_TCP_PORT) });
        socket.once('connect', () => (socket.destroy(), resolve('connected')));
        socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
      });
      expect(outcome).toBe('ECONNREFUSED');
    });
  }

  if (mode === 'rmq') {
    it('refuses a request published with amqplib straight to a service’s request queue', async () => {
      const conn = await amqplib.connect(config.RABBITMQ_URL);
      try {
        const ch = await conn.createChannel();
        const { queue: replyTo } = await ch.assertQueue('', { exclusive: true });
        const reply = new Promise<unknown>((resolve) => void ch.consume(replyTo, (msg) => msg && resolve(JSON.parse(msg.content.toString())), { noAck: true }));
        const data: UpdateStatusMessage = { caller: owner, applicationId, status: 'rejected' };
        const id = randomUUID();
        ch.sendToQueue(`${env.QUEUE_PREFIX}.applications.requests`, Buffer.from(JSON.stringify({ pattern: Patterns.applications.updateStatus, data, id })), { replyTo, correlationId: id });
        expect(await reply).toMatchObject({ err: REFUSED });
      } finally {
        await conn.close();
      }
      expect(await statusOf(applicationId)).toBe('shortlisted');
    });

    it('drops forged events published to the events exchange or to a service’s event queue, and still takes signed ones', async () => {
      const conn = await amqplib.connect(config.RABBITMQ_URL);
      const forgedIds: string[] = [];
      try {
        const ch = await conn.createConfirmChannel();
        /** One forged job.created event; `tokenFor` signs (or not) the bytes it is given. */
        const publish = (to: 'exchange' | 'queue', tokenFor?: (json: string) => string) => {
          const job = jobSnapshot({ recruiterId: owner.userId });
          forgedIds.push(job.jobId);
          const json = JSON.stringify(envelope(Events.jobCreated, job));
          const options = { persistent: true, contentType: 'application/json', headers: tokenFor ? { [EVENT_TOKEN_HEADER]: tokenFor(json) } : {} };
          if (to === 'exchange') ch.publish(`${env.QUEUE_PREFIX}.events`, Events.jobCreated, Buffer.from(json), options);
          else ch.sendToQueue(`${env.QUEUE_PREFIX}.applications.events`, Buffer.from(json), options);
        };
        const signedBy = (issuer: string, secret = config.SERVICE_TOKEN_SECRET) => new ServiceTrust(issuer, { ...config, SERVICE_TOKEN_SECRET: secret });
        publish('exchange');
        publish('exchange', (json) => signedBy('jobs', FOREIGN_SECRET).signEvent(Events.jobCreated, json));
        publish('exchange', (json) => signedBy('auth').signEvent(Events.jobCreated, json));
        publish('exchange', (json) => signedBy('jobs').signEvent(Events.jobCreated, json.replace('"version":1', '"version":2')));
        publish('exchange', (json) => signedBy('jobs').signEvent(Events.jobDeleted, json));
        publish('queue');
        publish('queue', (json) => signedBy('gateway').signEvent(Events.jobCreated, json));
        await ch.waitForConfirms();
      } finally {
        await conn.close();
      }
      // A signed event published after them arrives; by then the forged ones were taken and dropped.
      const real = jobSnapshot({ recruiterId: owner.userId });
      await jobsEvents.publish(Events.jobCreated, real);
      await until(async () => (await projectedJob(real.jobId)) === 1);
      await new Promise((r) => setTimeout(r, 200));
      for (const jobId of forgedIds) expect({ jobId, stored: await projectedJob(jobId) }).toEqual({ jobId, stored: 0 });
    });
  }
});
