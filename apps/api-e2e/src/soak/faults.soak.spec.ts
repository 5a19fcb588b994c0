/**
 * Hard faults under a bounded keyed write load (issue 20), server mode, each on parts of this file's
 * own so the machine's shared servers are never touched: a private PostgreSQL server restarted
 * (fast shutdown) and killed (SIGKILL, crash recovery), the private RabbitMQ node killed (SIGKILL of
 * its VM) and started, and delay, loss and resets on the path between the gateway and the broker (a
 * TCP proxy). For each: every 2xx write stored exactly once, every write retried with its
 * Idempotency-Key applied once, no request waiting past its timeout, the same processes reconnecting
 * by themselves, nothing refused for lack of a service once every service answers again, and the
 * read models converging (0 differences). Run: node tools/soak/run.mjs faults. A graceful broker stop
 * and a service SIGKILL are in CI (reliability.e2e.spec.ts).
 */
import { randomBytes } from 'node:crypto';
import { startPgNode, startRabbitNode, startTcpProxy, type PgNode, type RabbitNode, type TcpProxy } from '@hirewise/testing';
import { createApi, type Api } from '../support/http';
import { inBatches, postJob, signupMany, sleep } from '../support/reliability/actors';
import { HiringLoad, runPaced, type RecruiterJobs } from '../support/reliability/hiring-load';
import { outcomeOf, reconcile, summarize } from '../support/reliability/ledger';
import { processIds, probes, timeToRecover } from '../support/reliability/recovery';
import { startE2eStack, STACK_STOP_TIMEOUT_MS, type Stack } from '../support/stack';
import { reporter } from './report';
import { waitForConvergence } from '../support/convergence';


const RPC_TIMEOUT_MS = 3000;
const LATENCY_MARGIN_MS = 2000;
const RATE_PER_SEC = 40;
const MAX_IN_FLIGHT = 200;
const BEFORE_MS = 3000;
const AFTER_MS = 5000;
/** After every service answered the probes again, this long for the requests already waiting to finish. */
const SETTLE_MS = 1000;
const BROKER_DOWN_MS = Number(process.env.SOAK_BROKER_DOWN_MS ?? 5000);
const report = reporter('faults');

describe('hard faults (server mode, private PostgreSQL, RabbitMQ and proxy)', () => {
  let pg: PgNode;
  let broker: RabbitNode;
  let proxy: TcpProxy;
  let stack: Stack;
  let api: Api;

  beforeAll(async () => {
    [pg, broker] = await Promise.all([startPgNode(), startRabbitNode({ readyTimeoutMs: 60_000 })]);
    proxy = await startTcpProxy({ port: broker.port });
    stack = await startE2eStack('server', { RABBITMQ_URL: broker.url, RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS), JOBS_SEARCH_CACHE_MS: '0' }, undefined, {
      pgUrl: pg.url,
      gatewayEnv: { RABBITMQ_URL: `amqp://guest:guest@127.0.0.1:${proxy.port}` },
    });
    api = createApi(stack.baseUrl);
  }, 240_000);

  afterAll(async () => {
    await stack?.stop();
    await proxy?.close();
    await broker?.destroy();
    await pg?.destroy();
  }, STACK_STOP_TIMEOUT_MS);

  async function setup(tag: string) {
    const marker = `hw${randomBytes(5).toString('hex')}`;
    const recruiters = await signupMany(api, 'recruiter', `${tag} Recruiter`, 4);
    const applicants = await signupMany(api, 'applicant', `${tag} Applicant`, 60);
    const jobs: RecruiterJobs[] = await inBatches(recruiters, 4, async (recruiter) => ({
      recruiter,
      jobIds: await Promise.all(Array.from({ length: 3 }, (_, i) => postJob(api, recruiter, { title: `${marker} ${tag} Job ${i}`, maxApplicants: 100, maxPositions: 4 }))),
    }));
    return { marker, applicants, jobs, load: new HiringLoad(api, jobs, applicants, marker, 6, true) };
  }

  /** Runs the load around `fault` (which resolves when the fault is over) and checks and reports everything. */
  async function underFault(label: string, tag: string, fault: () => Promise<string>): Promise<void> {
    const { applicants, jobs, load } = await setup(tag);
    const pidsBefore = processIds(stack);
    const probe = probes(api, applicants[0], jobs[0].jobIds[0]);
    let done = false;
    const running = runPaced(load, RATE_PER_SEC, MAX_IN_FLIGHT, () => done);
    await sleep(BEFORE_MS);
    const faultAt = Date.now();
    const what = await fault();
    const overAt = Date.now();
    const recovery = await timeToRecover(probe, overAt, 60_000);
    await sleep(AFTER_MS);
    done = true;
    await running;

    const summary = summarize(load.sent);
    const ledger = await reconcile(stack, load.sent, load.titlePrefix);
    const converged = await waitForConvergence(stack, 60_000);
    const writes = load.sent.filter((s) => s.op !== 'list' && s.op !== 'read');
    const lost = ledger.mismatches.filter((m) => m.stored === 0).length;
    report(
      `${label}: ${what}; fault ${overAt - faultAt} ms; every service answering ${Math.max(...Object.values(recovery))} ms after it ended ${JSON.stringify(recovery)}; ` +
        `${summary.requests} requests (${writes.length} write attempts), ${summary.ok} 2xx, ${summary.refused} refused by the rules, ${summary.unavailable} 503 (or 409 in progress), ${summary.odd} other; ` +
        `slowest ${summary.maxLatencyMs} ms; ${ledger.retriedWithKey} writes retried with their key, ${ledger.retriedAndApplied} applied once; ` +
        `doubles ${ledger.duplicates}, lost ${lost}, mismatches ${ledger.mismatches.length}, left as "maybe" ${ledger.unavailableButDone}; ` +
        `read models: ${converged.jobs} jobs, ${converged.differences.length} differences`,
    );
    expect(load.sent.filter((s) => outcomeOf(s) === 'odd').slice(0, 10).map((s) => ({ op: s.op, status: s.status, body: s.body }))).toEqual([]);
    expect(summary.maxLatencyMs).toBeLessThan(RPC_TIMEOUT_MS + LATENCY_MARGIN_MS);
    expect(ledger.mismatches.slice(0, 10)).toEqual([]);
    expect(ledger.duplicates).toBe(0);
    expect(converged.differences).toEqual([]);
    expect(processIds(stack)).toEqual(pidsBefore);
    for (const [service, ms] of Object.entries(recovery)) expect({ service, recovered: ms < 30_000 }).toEqual({ service, recovered: true });
    // Once every service answers again, nothing more is refused for lack of one.
    const settledAt = overAt + Math.max(...Object.values(recovery)) + SETTLE_MS;
    const late = load.sent.filter((s) => s.startedAt > settledAt);
    expect(late.length).toBeGreaterThan(20);
    expect(late.filter((s) => outcomeOf(s) === 'unavailable').slice(0, 10).map((s) => ({ op: s.op, status: s.status, body: s.body, sentAfterSettled: s.startedAt - settledAt, waitedMs: s.elapsedMs, attempt: s.attempt }))).toEqual([]);
  }

  it('PostgreSQL restarted (fast shutdown) under load', async () => {
    await underFault('postgres restart', 'PgRestart', async () => {
      const { stopMs, startMs } = await pg.restart();
      return `stopped in ${stopMs} ms, started in ${startMs} ms`;
    });
  }, 300_000);

  it('PostgreSQL killed (SIGKILL) and started under load', async () => {
    await underFault('postgres kill', 'PgKill', async () => {
      const killMs = await pg.kill();
      const startMs = await pg.start();
      return `killed in ${killMs} ms, started (crash recovery) in ${startMs} ms`;
    });
  }, 300_000);

  it('RabbitMQ killed (SIGKILL) and started under load', async () => {
    await underFault('broker kill', 'MqKill', async () => {
      const killMs = await broker.kill();
      // Down a while before it is started again (a crashed node is not back at once).
      await sleep(BROKER_DOWN_MS);
      const startMs = await broker.start();
      return `killed in ${killMs} ms, left down ${BROKER_DOWN_MS} ms, started in ${startMs} ms`;
    });
  }, 300_000);

  it('delay and loss between the gateway and the broker, then resets', async () => {
    await underFault('network faults', 'Net', async () => {
      // Replies late enough for some requests to pass their 3 s time-out (answered 503, carried out): the keyed retries must not double them.
      proxy.set({ delayMs: 200, jitterMs: 400, lossRate: 0.1, lossStallMs: 2500 });
      await sleep(8000);
      proxy.set({ resetRate: 0.02 });
      await sleep(3000);
      proxy.set({});
      return `8 s of 200-600 ms delay with 10 % of chunks stalled 2.5 s more, then 3 s of resets (${proxy.stats.resets} connections cut, ${proxy.stats.stalled} chunks stalled)`;
    });
  }, 300_000);
});
