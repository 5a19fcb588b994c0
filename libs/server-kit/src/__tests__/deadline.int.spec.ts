import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../database/database';
import { toErrorPayload } from '../errors/to-error-payload';
import { beginWork, DEADLINE_PASSED_MESSAGE, DeadlinePassedError } from '../observability/deadline';
import { initMetrics } from '../observability/metrics';
import { currentRequest, runWithRequestId } from '../observability/request-context';
import { deadlineOf, unwrapRpcPayload, wrapRpcPayload } from '../observability/rpc-meta';

/**
 * Deadlines (observability/deadline.ts): a request whose caller has stopped waiting is not started;
 * one that has started runs to its end. The embedded engine's queue is where requests wait, so
 * the check sits inside it (database.ts).
 */
describe('a request deadline', () => {
  it('travels as the sender’s wait and becomes a deadline on the receiver’s clock', () => {
    const { meta } = unwrapRpcPayload(wrapRpcPayload({ a: 1 }, 'req-1', 'token', 1234.4));
    expect(meta).toEqual({ reqId: 'req-1', token: 'token', budgetMs: 1234 });
    expect(deadlineOf(meta, 10_000)).toBe(11_234);
    expect(deadlineOf({}, 10_000)).toBeUndefined();
    expect(deadlineOf({ budgetMs: -5 }, 10_000)).toBeUndefined();
    expect(deadlineOf({ budgetMs: Number.NaN }, 10_000)).toBeUndefined();
    expect(deadlineOf({ budgetMs: '500' as unknown as number }, 10_000)).toBeUndefined();
  });

  it('refuses to begin work after it, allows it before, and never stops work that has begun', async () => {
    const metrics = initMetrics('deadline-test');
    const skipped = async () => (await metrics.deadlineSkipped.get()).values.find((v) => v.labels.where === 'unit')?.value ?? 0;
    expect(beginWork('unit', undefined)).toBeUndefined();
    expect(beginWork('unit', { reqId: 'r' })).toBeUndefined();

    const live = { reqId: 'r', deadline: 1_000 };
    expect(beginWork('unit', live, 400)).toBe(600);
    // Begun: later steps run even past the deadline.
    expect(beginWork('unit', live, 5_000)).toBeUndefined();

    const late = { reqId: 'r', deadline: 1_000 };
    const before = await skipped();
    expect(() => beginWork('unit', late, 1_001)).toThrow(DeadlinePassedError);
    expect(() => beginWork('unit', late, 1_001)).toThrow(DEADLINE_PASSED_MESSAGE);
    expect(late).toEqual({ reqId: 'r', deadline: 1_000 });
    expect(await skipped()).toBe(before + 2);
    let err: unknown;
    try {
      beginWork('unit', late, 2_000);
    } catch (e) {
      err = e;
    }
    expect(err).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503, where: 'unit' });
  });
});

describe('the embedded engine’s queue (PGlite)', () => {
  let dir: string;
  let handle: DatabaseHandle<Record<string, unknown>>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hw-deadline-'));
    const folder = join(dir, 'migrations');
    mkdirSync(join(folder, 'meta'), { recursive: true });
    writeFileSync(join(folder, '0000_notes.sql'), 'CREATE TABLE "notes" ("id" serial PRIMARY KEY NOT NULL, "text" text NOT NULL);');
    writeFileSync(
      join(folder, 'meta', '_journal.json'),
      JSON.stringify({ version: '7', dialect: 'postgresql', entries: [{ idx: 0, version: '7', when: 1_700_000_000_000, tag: '0000_notes', breakpoints: true }] }),
    );
    handle = await openDatabase({ schema: {}, migrationsFolder: folder, dataDir: join(dir, 'pgdata') });
  });
  afterAll(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const notes = async () => ((await handle.db.execute(sql`select text from notes order by id`)) as unknown as { rows: { text: string }[] }).rows.map((r) => r.text);

  it('does not run a request’s first statement when its turn comes after the deadline; others run', async () => {
    // A statement holding the engine for 400 ms; behind it, a request that waits only 100 ms, and one without a deadline.
    // (drizzle's queries start when awaited: each is awaited where it is made, as a handler's are.)
    const slow = (async () => await handle.db.execute(sql`select pg_sleep(0.4)`))();
    const expired = runWithRequestId('gone', async () => await handle.db.execute(sql`insert into notes (text) values ('nobody waits')`), Date.now() + 100);
    const patient = runWithRequestId('patient', async () => await handle.db.execute(sql`insert into notes (text) values ('no deadline')`));
    const inTime = runWithRequestId('in-time', async () => await handle.db.execute(sql`insert into notes (text) values ('in time')`), Date.now() + 5_000);
    await slow;
    // drizzle wraps the driver's error; a service answers it as the 503 it carries.
    const error = await expired.then(() => undefined, (e: unknown) => e);
    expect((error as { cause?: unknown }).cause).toBeInstanceOf(DeadlinePassedError);
    expect(toErrorPayload(error)).toEqual({ code: 'SERVICE_UNAVAILABLE', message: DEADLINE_PASSED_MESSAGE, known: true });
    await patient;
    await inTime;
    expect(await notes()).toEqual(['no deadline', 'in time']);
  });

  it('does not start a transaction after the deadline, and finishes one that began before it', async () => {
    await handle.db.execute(sql`delete from notes`);
    const late = runWithRequestId(
      'late',
      () => handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes (text) values ('late tx')`);
      }),
      Date.now() - 1,
    );
    await expect(late).rejects.toThrow(DEADLINE_PASSED_MESSAGE);

    // Begun in time: its statements after the deadline still run, and so do the request's next ones.
    await runWithRequestId(
      'begun',
      async () => {
        const request = currentRequest();
        await handle.db.transaction(async (tx) => {
          await tx.execute(sql`insert into notes (text) values ('first')`);
          await tx.execute(sql`select pg_sleep(0.15)`);
          await tx.execute(sql`insert into notes (text) values ('second')`);
        });
        expect(Date.now()).toBeGreaterThan(request?.deadline ?? Infinity);
        await handle.db.execute(sql`insert into notes (text) values ('after')`);
      },
      Date.now() + 100,
    );
    expect(await notes()).toEqual(['first', 'second', 'after']);
  });
});
