/**
 * A steady mixed workload for SOAK_MINUTES (default 10) in server mode (issue 20): the hiring load
 * (applications, recruiters' lists, shortlists, accepts, new jobs, reads; keyed writes) at a steady
 * rate, sampled every 30 s: each window's p50/p95 latency and every process's resident memory.
 * After a 2-minute warm-up, the targets: RSS growth under 10 % per process, no p95 drift over 20 %
 * (the last two minutes against the two after the warm-up). Also: every answer honest, the ledger
 * clean, the read models converged. Run: node tools/soak/run.mjs steady. Figures: docs/quality.md.
 */
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createApi, type Api } from '../support/http';
import { inBatches, postJob, signupMany, sleep } from '../support/reliability/actors';
import { HiringLoad, runPaced, type RecruiterJobs, type Sent } from '../support/reliability/hiring-load';
import { outcomeOf, reconcile, summarize } from '../support/reliability/ledger';
import { startE2eStack, STACK_STOP_TIMEOUT_MS, type Stack } from '../support/stack';
import { reporter } from './report';
import { waitForConvergence } from '../support/convergence';


const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const RATE_PER_SEC = Number(process.env.SOAK_RATE ?? 15);
const WINDOW_MS = 30_000;
const WARM_UP_MS = 120_000;
const COMPARE_MS = 120_000;
const report = reporter('steady');

/** Resident memory of a process in MB (Linux /proc), or NaN once it has gone. */
/**
 * The V8 heap in use (prom-client's default metric on each process's /metrics), to tell a growing heap
 * (objects kept: a leak or a cache) from resident memory that V8 or the allocator took and keeps.
 */
interface HeapMb {
  used: number | null;
  /** The heap V8 has committed (all spaces): what it took from the system for the heap. */
  total: number | null;
  /** The young generation's reserved size: grows with the allocation rate (up to 3 x the largest semi-space). */
  young: number | null;
  /** Memory outside the heap held by JavaScript objects (buffers). */
  external: number | null;
}
const NO_HEAP: HeapMb = { used: null, total: null, young: null, external: null };

async function heapMb(stack: Stack, name: string): Promise<HeapMb> {
  const port = name === 'gateway' ? stack.env.METRICS_PORT : stack.env[`${name.replace(/-\d+$/, '').toUpperCase()}_HTTP_PORT`];
  if (!port) return NO_HEAP;
  try {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`, { signal: AbortSignal.timeout(2000) })).text();
    const mb = (metric: string, labels = '') => {
      const match = new RegExp(`^hirewise_${metric}(?:\\{${labels}[^}]*\\})? ([0-9.e+]+)$`, 'm').exec(text);
      return match ? Math.round((Number(match[1]) / 1_048_576) * 10) / 10 : null;
    };
    return {
      used: mb('nodejs_heap_size_used_bytes'),
      total: mb('nodejs_heap_size_total_bytes'),
      young: mb('nodejs_heap_space_size_total_bytes', 'space="new(?:_space)?"'),
      external: mb('nodejs_external_memory_bytes'),
    };
  } catch {
    return NO_HEAP;
  }
}

function rssMb(pid: number | undefined): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.split(/\s+/)[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

describe(`steady load for ${MINUTES} minutes (server mode)`, () => {
  let stack: Stack;
  let api: Api;

  beforeAll(async () => {
    stack = await startE2eStack('server', { JOBS_SEARCH_CACHE_MS: '0' });
    api = createApi(stack.baseUrl);
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
  }, STACK_STOP_TIMEOUT_MS);

  it('holds its latency and memory', async () => {
    const marker = `hw${randomBytes(5).toString('hex')}`;
    const applies = Math.ceil((MINUTES * 60 * RATE_PER_SEC * 4) / 12);
    // 7 x 7 = 49 jobs: the load spreads an applicant's 10 applications 5 jobs apart, all different when the count is prime to 5 (30 jobs repeated them).
    const recruiters = await signupMany(api, 'recruiter', 'Steady Recruiter', 7);
    const applicants = await signupMany(api, 'applicant', 'Steady Applicant', Math.ceil(applies / 10));
    const jobs: RecruiterJobs[] = await inBatches(recruiters, 3, async (recruiter) => ({
      recruiter,
      jobIds: await Promise.all(Array.from({ length: 7 }, (_, i) => postJob(api, recruiter, { title: `${marker} Steady Job ${i}`, maxApplicants: 1000, maxPositions: 50 }))),
    }));
    const load = new HiringLoad(api, jobs, applicants, marker, 10, true);

    const began = Date.now();
    const samples: { atMs: number; p50: number; p95: number; requests: number; rss: Record<string, number>; heap: Record<string, number | null> }[] = [];
    let done = false;
    const running = runPaced(load, RATE_PER_SEC, 200, () => done);
    let seen = 0;
    while (Date.now() - began < MINUTES * 60_000) {
      await sleep(WINDOW_MS);
      const windowSent: Sent[] = load.sent.slice(seen);
      seen = load.sent.length;
      const latencies = windowSent.map((s) => s.elapsedMs);
      const rss = Object.fromEntries(stack.procs.map((p) => [p.name, Math.round(rssMb(p.child.pid) * 10) / 10]));
      const heaps = await Promise.all(stack.procs.map(async (p) => [p.name, await heapMb(stack, p.name)] as const));
      const heap = Object.fromEntries(heaps.map(([name, h]) => [name, h.used]));
      const committed = Object.fromEntries(heaps.map(([name, h]) => [name, h.total]));
      const young = Object.fromEntries(heaps.map(([name, h]) => [name, h.young]));
      const external = Object.fromEntries(heaps.map(([name, h]) => [name, h.external]));
      const sample = { atMs: Date.now() - began, p50: percentile(latencies, 50), p95: percentile(latencies, 95), requests: windowSent.length, rss, heap };
      samples.push(sample);
      report(`t=${Math.round(sample.atMs / 1000)} s: ${sample.requests} requests, p50 ${sample.p50} ms, p95 ${sample.p95} ms, RSS MB ${JSON.stringify(rss)}, heap used MB ${JSON.stringify(heap)}, heap committed MB ${JSON.stringify(committed)}, young generation MB ${JSON.stringify(young)}, external MB ${JSON.stringify(external)}`);
    }
    done = true;
    await running;

    const afterWarmUp = samples.filter((s) => s.atMs > WARM_UP_MS && s.atMs <= WARM_UP_MS + COMPARE_MS);
    const last = samples.filter((s) => s.atMs > samples.at(-1)!.atMs - COMPARE_MS);
    const p95Of = (set: typeof samples) => percentile(set.map((s) => s.p95), 50);
    const drift = (p95Of(last) - p95Of(afterWarmUp)) / p95Of(afterWarmUp);
    // Resident memory swings with each garbage collection (±20 % between two samples): the median of a window's samples.
    const rssOf = (set: typeof samples, name: string) => percentile(set.map((x) => x.rss[name]), 50);
    const growth = Object.fromEntries(Object.keys(samples[0].rss).map((name) => [name, Math.round(((rssOf(last, name) - rssOf(afterWarmUp, name)) / rssOf(afterWarmUp, name)) * 1000) / 10]));
    const heapOf = (set: typeof samples, name: string) => percentile(set.map((x) => x.heap[name] ?? 0), 50);
    const heapGrowth = Object.fromEntries(
      Object.keys(samples[0].heap).map((name) => [name, heapOf(afterWarmUp, name) > 0 ? Math.round(((heapOf(last, name) - heapOf(afterWarmUp, name)) / heapOf(afterWarmUp, name)) * 1000) / 10 : null]),
    );
    const summary = summarize(load.sent);
    const ledger = await reconcile(stack, load.sent, load.titlePrefix);
    const converged = await waitForConvergence(stack, 60_000);
    report(
      `${MINUTES} min at ${RATE_PER_SEC}/s: ${summary.requests} requests, ${summary.ok} 2xx, ${summary.refused} refused by the rules, ${summary.unavailable} 503, ${summary.odd} other; ` +
        `p95 (median of the 30 s windows) ${p95Of(afterWarmUp)} ms after the warm-up, ${p95Of(last)} ms in the last 2 min: drift ${Math.round(drift * 1000) / 10} %; ` +
        `RSS growth (median of the last 2 min against the 2 after the warm-up), per process (%): ${JSON.stringify(growth)}; heap used growth, same windows (%): ${JSON.stringify(heapGrowth)}; ledger mismatches ${ledger.mismatches.length}, doubles ${ledger.duplicates}; ` +
        `read models: ${converged.jobs} jobs, ${converged.differences.length} differences`,
    );
    expect(load.sent.filter((s) => outcomeOf(s) === 'odd').slice(0, 5).map((s) => ({ op: s.op, status: s.status, body: s.body }))).toEqual([]);
    expect(ledger.mismatches.slice(0, 5)).toEqual([]);
    expect(ledger.duplicates).toBe(0);
    expect(converged.differences).toEqual([]);
    expect(drift).toBeLessThan(0.2);
    for (const [name, pct] of Object.entries(growth)) expect({ name, under10: pct < 10 }).toEqual({ name, under10: true });
  });
});
