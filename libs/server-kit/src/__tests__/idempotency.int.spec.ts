import { Controller, Inject, Module, type DynamicModule } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { IdempotencyMessages, type ServiceName } from '@hirewise/contracts';
import {
  createServiceApp,
  DatabaseModule,
  DATABASE_HANDLE,
  deleteBrokerObjects,
  DomainError,
  IdempotentCalls,
  KitModule,
  loadBaseConfig,
  openDatabase,
  runForKey,
  runWithRequestId,
  scopedKey,
  ServiceClient,
  type DatabaseHandle,
  type ServiceApp,
} from '../index';
import { freePort, startPgNode, type PgNode } from '@hirewise/testing';

/**
 * Keyed calls carried out once (idempotency/): over both transports with a real service and its
 * PGlite database, and IdempotentCalls on its own over PGlite and a PostgreSQL server.
 */
const TRUST = { calls: { 'test.count.v1': ['gateway'], 'test.refuse.v1': ['gateway'], 'test.flaky.v1': ['gateway'] }, producers: {} };
type TestMessages = {
  'test.count.v1': { request: { by: number; slowMs?: number }; response: { total: number } };
  'test.refuse.v1': { request: Record<string, never>; response: never };
  'test.flaky.v1': { request: Record<string, never>; response: { attempt: number } };
};

/** A migrations folder with no migration: the test database has server-kit's own tables only. */
function emptyMigrations(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hw-migrations-'));
  mkdirSync(join(dir, 'meta'));
  writeFileSync(join(dir, 'meta', '_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries: [] }));
  return dir;
}
const MIGRATIONS = emptyMigrations();
afterAll(() => rmSync(MIGRATIONS, { recursive: true, force: true }));

const COUNTER = Symbol('COUNTER');
class Counter {
  total = 0;
  runs = 0;
  refusals = 0;
  flaky = 0;
}

@Controller()
class CountController {
  constructor(@Inject(COUNTER) private readonly counter: Counter) {}

  @MessagePattern('test.count.v1')
  async count(@Payload() body: { by: number; slowMs?: number }) {
    this.counter.runs += 1;
    if (body.slowMs) await new Promise((r) => setTimeout(r, body.slowMs));
    this.counter.total += body.by;
    return { total: this.counter.total };
  }

  @MessagePattern('test.refuse.v1')
  refuse() {
    this.counter.refusals += 1;
    throw new DomainError('CONFLICT', 'That conflicts with the current state');
  }

  /** Unavailable the first time, fine after: a 5xx is not kept, so the repeat runs. */
  @MessagePattern('test.flaky.v1')
  flakyCall() {
    this.counter.flaky += 1;
    if (this.counter.flaky === 1) throw new DomainError('SERVICE_UNAVAILABLE', 'not now');
    return { attempt: this.counter.flaky };
  }
}

@Module({})
class TestServiceModule {}

async function startService(service: ServiceName, env: NodeJS.ProcessEnv, counter: Counter): Promise<ServiceApp> {
  const built = await createServiceApp(
    service,
    (config, logger): DynamicModule => ({
      module: TestServiceModule,
      imports: [KitModule.forService({ config, logger, routes: {}, trust: TRUST, events: {} }), DatabaseModule.forRoot({ schema: {}, migrationsFolder: MIGRATIONS, outbox: false })],
      controllers: [CountController],
      providers: [{ provide: COUNTER, useValue: counter }],
    }),
    env,
  );
  await built.app.startAllMicroservices();
  await built.app.init();
  return built;
}

/** Runs `fn` as a gateway request keyed by this Idempotency-Key (what the gateway's middleware does). */
const keyed = <T>(key: string, fn: () => Promise<T>): Promise<T> => runWithRequestId(`req-${key}`, async () => await fn(), undefined, scopedKey('user-1', key));

describe.each(['tcp', 'rmq'] as const)('idempotent calls over %s', (transport) => {
  let env: NodeJS.ProcessEnv;
  let app: ServiceApp;
  let client: ServiceClient<TestMessages>;
  const counter = new Counter();

  beforeAll(async () => {
    env = {
      TRANSPORT: transport,
      QUEUE_PREFIX: `hwt_${randomBytes(4).toString('hex')}`,
      LOG_LEVEL: 'silent',
      RPC_TIMEOUT_MS: '3000',
      DATA_DIR: 'memory://',
      JOBS_TCP_PORT: String(await freePort()),
    };
    app = await startService('jobs', env, counter);
    client = new ServiceClient<TestMessages>('jobs', loadBaseConfig('gateway', env));
  });

  afterAll(async () => {
    await client.close();
    await app.app.close();
    if (transport === 'rmq') await deleteBrokerObjects(loadBaseConfig('gateway', env).RABBITMQ_URL, String(env.QUEUE_PREFIX));
  });

  it('carries out a repeated keyed call once and answers the repeat with the first answer', async () => {
    const runs = counter.runs;
    const first = await keyed('a1', () => client.send('test.count.v1', { by: 5 }));
    const again = await keyed('a1', () => client.send('test.count.v1', { by: 5 }));
    expect(again).toEqual(first);
    expect(counter.runs).toBe(runs + 1);
    // Without a key every call runs.
    await client.send('test.count.v1', { by: 0 });
    await client.send('test.count.v1', { by: 0 });
    expect(counter.runs).toBe(runs + 3);
  });

  it('scopes keys to the caller, and gives a request’s second call of a pattern its own key', async () => {
    const runs = counter.runs;
    await runWithRequestId('r', async () => await client.send('test.count.v1', { by: 1 }), undefined, scopedKey('user-2', 'a1'));
    expect(counter.runs).toBe(runs + 1);
    const twice = () => keyed('two-calls', async () => [await client.send('test.count.v1', { by: 1 }), await client.send('test.count.v1', { by: 1 })]);
    const [a, b] = await twice();
    expect(b.total).toBe(a.total + 1);
    expect(await twice()).toEqual([a, b]);
    expect(counter.runs).toBe(runs + 3);
  });

  it('a call whose answer came too late (503) is finished by the service, and its retry gets that answer without a second run', async () => {
    const runs = counter.runs;
    const late = await keyed('late', () => client.send('test.count.v1', { by: 100, slowMs: 1200 }, 400)).catch((e: unknown) => e);
    expect(late).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    // The retry arrives while the first is still running: it waits for it.
    const retry = await keyed('late', () => client.send('test.count.v1', { by: 100, slowMs: 1200 }));
    expect(counter.runs).toBe(runs + 1);
    expect(retry.total).toBe(counter.total);
    expect(await keyed('late', () => client.send('test.count.v1', { by: 100, slowMs: 1200 }))).toEqual(retry);
    expect(counter.runs).toBe(runs + 1);
  });

  it('answers a repeat whose payload differs (a value its caller took from the clock) with the first answer: the gateway checked the body', async () => {
    const first = await keyed('clock', () => client.send('test.count.v1', { by: 1 }));
    const { runs, total } = counter;
    await expect(keyed('clock', () => client.send('test.count.v1', { by: 2 }))).resolves.toEqual(first);
    expect(counter).toMatchObject({ runs, total });
  });

  it('keeps a refusal (4xx) as the answer, but not a 5xx: that repeat is carried out', async () => {
    const refusals = counter.refusals;
    for (let i = 0; i < 2; i++) {
      const err = await keyed('refused', () => client.send('test.refuse.v1', {})).catch((e: unknown) => e);
      expect(err).toMatchObject({ code: 'CONFLICT', message: 'That conflicts with the current state' });
    }
    expect(counter.refusals).toBe(refusals + 1);

    const err = await keyed('flaky', () => client.send('test.flaky.v1', {})).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    await expect(keyed('flaky', () => client.send('test.flaky.v1', {}))).resolves.toEqual({ attempt: 2 });
    await expect(keyed('flaky', () => client.send('test.flaky.v1', {}))).resolves.toEqual({ attempt: 2 });
    expect(counter.flaky).toBe(2);
  });

  it('keeps the keys in the service’s database', async () => {
    const handle = app.app.get<DatabaseHandle<Record<string, unknown>>>(DATABASE_HANDLE);
    const result = (await handle.db.execute(sql`select count(*)::int as n from idempotent_calls where state = 'done'`)) as unknown as { rows: { n: number }[] };
    expect(result.rows[0].n).toBeGreaterThanOrEqual(6);
  });
});

const PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';

describe.each(['pglite', 'postgres'] as const)('IdempotentCalls on %s', (kind) => {
  let handle: DatabaseHandle<Record<string, unknown>>;
  let calls: IdempotentCalls;
  const database = `hwt_idem_${randomBytes(4).toString('hex')}`;

  const admin = async (text: string) => {
    const c = new Client({ connectionString: `${PG_URL}/postgres` });
    await c.connect();
    await c.query(text).finally(() => c.end());
  };

  beforeAll(async () => {
    if (kind === 'postgres') await admin(`CREATE DATABASE "${database}"`);
    handle = await openDatabase({ schema: {}, migrationsFolder: MIGRATIONS, dataDir: 'memory://', outbox: false, ...(kind === 'postgres' ? { databaseUrl: `${PG_URL}/${database}` } : {}) });
    calls = new IdempotentCalls(handle.db, { pollMs: 10 });
  });

  afterAll(async () => {
    await handle.close();
    if (kind === 'postgres') await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  });

  it('runs the work once for concurrent repeats; every repeat gets its answer', async () => {
    let runs = 0;
    const work = async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 100));
      return { id: 'x' };
    };
    const answers = await Promise.all(Array.from({ length: 8 }, () => calls.run('concurrent-key-0001', 'fp', work, { leaseMs: 10_000, deadline: Date.now() + 5000 })));
    expect(runs).toBe(1);
    expect(answers).toEqual(Array.from({ length: 8 }, () => ({ id: 'x' })));
  });

  it('answers a repeat that cannot wait for a running first attempt with IDEMPOTENCY_IN_PROGRESS (409)', async () => {
    const first = calls.run('in-progress-key-01', 'fp', () => new Promise((r) => setTimeout(() => r('done'), 400)), { leaseMs: 10_000 });
    await new Promise((r) => setTimeout(r, 50));
    const err = await calls.run('in-progress-key-01', 'fp', async () => 'again', { leaseMs: 10_000, deadline: Date.now() + 100 }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'IDEMPOTENCY_IN_PROGRESS', status: 409 });
    await expect(first).resolves.toBe('done');
  });

  it('takes over a claim whose holder died once its lease is over', async () => {
    await handle.db.execute(sql`insert into idempotent_calls (key, fingerprint, state, lease_until) values ('dead-holder-key-01', 'fp', 'pending', now() - interval '1 second')`);
    let runs = 0;
    await expect(calls.run('dead-holder-key-01', 'fp', async () => ++runs, { leaseMs: 10_000 })).resolves.toBe(1);
    await expect(calls.run('dead-holder-key-01', 'fp', async () => ++runs, { leaseMs: 10_000 })).resolves.toBe(1);
  });

  it('marks a claim committed in its handler\'s own transaction; a holder that died after committing is not run again', async () => {
    await handle.db.execute(sql`create table if not exists marker_writes (id serial primary key, note text not null)`);
    // The first attempt: its transaction commits (with the mark), then the process "dies" before the answer is kept.
    await handle.db.execute(sql`insert into idempotent_calls (key, fingerprint, state, lease_until) values ('committed-key-0001', 'fp', 'pending', now() + interval '300 milliseconds')`);
    await runForKey('committed-key-0001', () => handle.db.transaction(async (tx) => tx.execute(sql`insert into marker_writes (note) values ('first')`)));
    const rows = async (query: ReturnType<typeof sql>) => ((await handle.db.execute(query)) as { rows: Record<string, unknown>[] }).rows;
    expect(await rows(sql`select state from idempotent_calls where key = 'committed-key-0001'`)).toEqual([{ state: 'committed' }]);
    // A rolled-back transaction marks nothing.
    await handle.db.execute(sql`insert into idempotent_calls (key, fingerprint, state, lease_until) values ('rolled-back-key-01', 'fp', 'pending', now() + interval '1 hour')`);
    await expect(runForKey('rolled-back-key-01', () => handle.db.transaction(async (tx) => { await tx.execute(sql`insert into marker_writes (note) values ('never')`); throw new Error('no'); }))).rejects.toThrow('no');
    expect(await rows(sql`select state from idempotent_calls where key = 'rolled-back-key-01'`)).toEqual([{ state: 'pending' }]);

    let runs = 0;
    const work = async () => handle.db.transaction(async (tx) => { runs += 1; await tx.execute(sql`insert into marker_writes (note) values ('again')`); return { message: 'Done' }; });
    // Before the lease is over the repeat waits (the first might still keep its answer); after it, the call is answered as carried out.
    await expect(calls.run('committed-key-0001', 'fp', work, { leaseMs: 10_000, deadline: Date.now() + 50 })).rejects.toMatchObject({ code: 'IDEMPOTENCY_IN_PROGRESS' });
    await new Promise((r) => setTimeout(r, 350));
    await expect(calls.run('committed-key-0001', 'fp', work, { leaseMs: 10_000 })).resolves.toEqual({ message: IdempotencyMessages.carriedOut });
    await expect(calls.run('committed-key-0001', 'fp', work, { leaseMs: 10_000 })).resolves.toEqual({ message: IdempotencyMessages.carriedOut });
    expect(runs).toBe(0);
    expect(await rows(sql`select note from marker_writes order by id`)).toEqual([{ note: 'first' }]);
    // A call carried out normally marks and then keeps its answer: the repeat gets that answer.
    await expect(calls.run('normal-marked-key1', 'fp', work, { leaseMs: 10_000 })).resolves.toEqual({ message: 'Done' });
    await expect(calls.run('normal-marked-key1', 'fp', work, { leaseMs: 10_000 })).resolves.toEqual({ message: 'Done' });
    expect(runs).toBe(1);
  });

  it('keeps a call without a value as one, and sweeps keys older than their time', async () => {
    let runs = 0;
    const none = async () => {
      runs += 1;
    };
    await expect(calls.run('no-value-key-0001', 'fp', none, { leaseMs: 10_000 })).resolves.toBeUndefined();
    await expect(calls.run('no-value-key-0001', 'fp', none, { leaseMs: 10_000 })).resolves.toBeUndefined();
    expect(runs).toBe(1);
    await handle.db.execute(sql`update idempotent_calls set created_at = now() - interval '25 hours' where key = 'no-value-key-0001'`);
    expect(await calls.sweep()).toBe(1);
    await calls.run('no-value-key-0001', 'fp', none, { leaseMs: 10_000 });
    expect(runs).toBe(2);
  });
});

describe('IdempotentCalls while its PostgreSQL server is away (a private server, killed and started)', () => {
  let pg: PgNode;
  let handle: DatabaseHandle<Record<string, unknown>>;
  let calls: IdempotentCalls;

  beforeAll(async () => {
    pg = await startPgNode();
    handle = await openDatabase({ schema: {}, migrationsFolder: MIGRATIONS, dataDir: 'memory://', outbox: false, databaseUrl: `${pg.url}/postgres` });
    calls = new IdempotentCalls(handle.db, { pollMs: 20 });
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    await pg?.destroy();
  });

  it('releases the claim of a call that failed with its database once the database is back: the repeat is carried out, not held for the lease', async () => {
    let runs = 0;
    const work = async () => {
      runs += 1;
      if (runs === 1) {
        // The fault that fails the call also fails its release.
        await pg.kill();
        throw new DomainError('SERVICE_UNAVAILABLE', 'The database is not available right now');
      }
      return { run: runs };
    };
    await expect(calls.run('settle-after-kill-01', 'fp', work, { leaseMs: 60_000 })).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    await pg.start();
    // Without the release the repeat would wait on the claim for its 60 s lease: IDEMPOTENCY_IN_PROGRESS at its deadline.
    const began = Date.now();
    await expect(calls.run('settle-after-kill-01', 'fp', work, { leaseMs: 60_000, deadline: Date.now() + 15_000 })).resolves.toEqual({ run: 2 });
    expect(Date.now() - began).toBeLessThan(15_000);
    await expect(calls.run('settle-after-kill-01', 'fp', work, { leaseMs: 60_000 })).resolves.toEqual({ run: 2 });
    expect(runs).toBe(2);
  }, 60_000);
});
