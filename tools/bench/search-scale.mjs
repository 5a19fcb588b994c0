#!/usr/bin/env node
/**
 * Issue 19's search targets: job search over many jobs with a workload of distinct queries (no
 * cache can answer them), type-ahead, and the embedded stack's memory.
 *
 * - Seeds `--rows` jobs (lib/jobs-seed.mjs: titles, 3-4 skills, ~150-word descriptions, cities,
 *   companies, a fifth remote) straight into the jobs database.
 * - Builds `--queries` distinct GET /api/jobs queries: one to three words drawn Zipf-like (s = 1)
 *   from the words of the titles and skills, half with filters (job type, salary range, location,
 *   remote), a fifth with a spec sort, pages 1-5 of 20. The gateway's search cache is off
 *   (JOBS_SEARCH_CACHE_MS=0) and the queries rotate, so every request is computed.
 * - Drives them with autocannon at `--connections` for `--duration` s, `--runs` times; then
 *   GET /api/jobs/suggest with prefixes of those words at `--suggest-connections`.
 * - Embedded mode: the stack's RSS (every process and its children) after start and after the runs.
 *
 * Usage: node tools/bench/search-scale.mjs [--mode server|embedded] [--rows 100000] [--queries 5000]
 *          [--connections 50] [--duration 15] [--runs 3] [--suggest-connections 20] [--json out.json]
 *          [--jobs-database-url postgres://.../db]   (server mode: a jobs database seeded before, kept; no seeding)
 *          [--layout host|processes]   (embedded: services in one process, as `npm start`, the default; or one each)
 * Needs a build (npm run build); server mode needs PostgreSQL and RabbitMQ on localhost.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { load } from './lib/load.mjs';
import { seedJobsPg, seedJobsPglite, SEED_VOCABULARY } from './lib/jobs-seed.mjs';
import { fmtRss, stackRssMb } from './lib/rss.mjs';

const require = createRequire(import.meta.url);
const { startStack } = require('../../libs/testing/src/stack.cjs');
const { pgliteDir } = require('@hirewise/server-kit');

const { values } = parseArgs({
  options: {
    // embedded: every service in one process as `npm start` runs them (host), or a process per service
    layout: { type: 'string' },
    mode: { type: 'string', default: 'server' },
    rows: { type: 'string', default: '100000' },
    queries: { type: 'string', default: '5000' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '15' },
    runs: { type: 'string', default: '3' },
    'suggest-connections': { type: 'string', default: '20' },
    json: { type: 'string' },
    'jobs-database-url': { type: 'string' },
  },
});
const MODE = values.mode;
const ROWS = Number(values.rows);
const QUERIES = Number(values.queries);
const CONNECTIONS = Number(values.connections);
const DURATION = Number(values.duration);
const RUNS = Number(values.runs);

/** A seeded generator: the same workload every run. */
const { seededRandom: random } = require('../../libs/testing/src/seeded-random.cjs');

/** Picks from `items` with weight 1/rank (Zipf, s = 1): the first words are asked for most. */
function zipf(items, rand) {
  const weights = items.map((_, i) => 1 / (i + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  return () => {
    let x = rand() * total;
    for (let i = 0; i < items.length; i++) if ((x -= weights[i]) <= 0) return items[i];
    return items[items.length - 1];
  };
}

/** The words people type: those of the seeded titles and skills, in a fixed popularity order. */
function vocabulary() {
  const words = new Set();
  for (const text of [...SEED_VOCABULARY.titles, ...SEED_VOCABULARY.skills]) {
    for (const w of text.toLowerCase().split(/[^a-z0-9+#.]+/)) if (w.length > 1 && !/^(of|and|the)$/.test(w)) words.add(w.replace(/\.$/, ''));
  }
  const list = [...words];
  const rand = random(7);
  // A stable shuffle: popularity is not alphabetical.
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

function workload(count) {
  const rand = random(42);
  const word = zipf(vocabulary(), rand);
  const cities = SEED_VOCABULARY.cities;
  const seen = new Set();
  const out = [];
  while (out.length < count) {
    const n = 1 + Math.floor(rand() * 3);
    const params = new URLSearchParams();
    params.set('q', Array.from({ length: n }, word).join(' '));
    if (rand() < 0.5) {
      const f = rand();
      if (f < 0.3) params.append('jobType', ['Full Time', 'Part Time', 'Work From Home'][Math.floor(rand() * 3)]);
      else if (f < 0.55) {
        const low = 10_000 * (1 + Math.floor(rand() * 8));
        params.set('salaryMin', String(low));
        params.set('salaryMax', String(low + 30_000 + 10_000 * Math.floor(rand() * 6)));
      } else if (f < 0.8) params.set('location', cities[Math.floor(rand() * cities.length)]);
      else params.set('remote', '1');
    }
    if (rand() < 0.2) params.set(rand() < 0.5 ? 'asc' : 'desc', ['salary', 'duration', 'rating'][Math.floor(rand() * 3)]);
    const page = 1 + Math.min(4, Math.floor(-Math.log(1 - rand()) * 1.2));
    if (page > 1) params.set('page', String(page));
    params.set('limit', '20');
    const key = params.toString();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(`/api/jobs?${key}`);
  }
  return out;
}

const env = { LOG_LEVEL: 'warn', JOBS_SEARCH_CACHE_MS: '0', AUTH_RATE_LIMIT: '100000000', STORAGE: 'fs' };
const dataDir = mkdtempSync(join(tmpdir(), 'hirewise-search-'));
const KEEP_JOBS_DB = values['jobs-database-url'];
if (KEEP_JOBS_DB) {
  if (MODE !== 'server') throw new Error('--jobs-database-url is for server mode');
  env.JOBS_DATABASE_URL = KEEP_JOBS_DB;
}
const LAYOUT = values.layout ?? (MODE === 'embedded' ? 'host' : 'processes');
let stack = await startStack({ mode: MODE, env, dataDir, layout: LAYOUT });
const report = { mode: MODE, layout: LAYOUT, rows: ROWS, queries: QUERIES, connections: CONNECTIONS, duration: DURATION, runs: [], suggest: [] };
try {
  if (MODE === 'embedded') {
    report.rssAfterStartMb = stackRssMb(stack.procs);
    console.log(`RSS after start (demo data): ${fmtRss(report.rssAfterStartMb)}`);
    // PGlite has one process: seed the jobs service's directory while the stack is stopped.
    await stack.stop();
    const seeded = await seedJobsPglite(pgliteDir(dataDir, 'jobs'), ROWS);
    console.log(`seeded ${seeded.n} jobs (${seeded.open} open) in ${seeded.seconds.toFixed(1)} s`);
    stack = await startStack({ mode: MODE, env, dataDir, layout: LAYOUT });
  } else if (KEEP_JOBS_DB) {
    console.log(`jobs from ${KEEP_JOBS_DB} (seeded before, not seeded again)`);
  } else {
    const seeded = await seedJobsPg(stack.env.JOBS_DATABASE_URL, ROWS);
    console.log(`seeded ${seeded.n} jobs (${seeded.open} open) in ${seeded.seconds.toFixed(1)} s`);
  }
  const signup = await fetch(`${stack.baseUrl}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'applicant', name: 'Bench', email: `bench-${Date.now()}@example.com`, password: 'bench-password-1' }),
  });
  if (!signup.ok) throw new Error(`signup failed: ${signup.status}`);
  const headers = { authorization: `Bearer ${(await signup.json()).token}` };

  const urls = workload(QUERIES).map((path) => `${stack.baseUrl}${path}`);
  const probe = await fetch(urls[0], { headers });
  if (!probe.ok) throw new Error(`search answered ${probe.status}: ${await probe.text()}`);
  console.log(`first query ${urls[0]}: ${(await probe.json()).length} jobs, X-Total-Count ${probe.headers.get('x-total-count')}`);

  await load({ url: urls, headers, connections: CONNECTIONS, duration: 3 }); // warm-up: JIT, pools, the database's cache
  for (let run = 1; run <= RUNS; run++) {
    const r = await load({ url: urls, headers, connections: CONNECTIONS, duration: DURATION });
    report.runs.push({ rps: r.rps, p50: r.p50, p95: r.p95, p99: r.p99, non2xx: r.non2xx, errors: r.errors });
    console.log(`search run ${run}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, non-2xx ${r.non2xx}, errors ${r.errors}`);
  }

  const words = vocabulary();
  const prefixes = words.flatMap((w) => [w.slice(0, 2), w.slice(0, 3), w.slice(0, Math.max(2, w.length - 1))]).filter((p, i, a) => p.length >= 2 && a.indexOf(p) === i);
  const suggestUrls = prefixes.map((p) => `${stack.baseUrl}/api/jobs/suggest?q=${encodeURIComponent(p)}`);
  await load({ url: suggestUrls, headers, connections: Number(values['suggest-connections']), duration: 3 });
  for (let run = 1; run <= RUNS; run++) {
    const r = await load({ url: suggestUrls, headers, connections: Number(values['suggest-connections']), duration: Math.min(DURATION, 10) });
    report.suggest.push({ rps: r.rps, p50: r.p50, p95: r.p95, p99: r.p99, non2xx: r.non2xx, errors: r.errors });
    console.log(`suggest run ${run}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, non-2xx ${r.non2xx}`);
  }
  if (MODE === 'embedded') {
    report.rssAfterWorkloadMb = stackRssMb(stack.procs);
    console.log(`RSS after the workload (${ROWS} jobs): ${fmtRss(report.rssAfterWorkloadMb)}`);
  }
  const spread = (list, key) => {
    const xs = list.map((x) => x[key]).sort((a, b) => a - b);
    return `median ${xs[Math.floor(xs.length / 2)].toFixed(1)} (min ${xs[0].toFixed(1)}, max ${xs[xs.length - 1].toFixed(1)})`;
  };
  console.log(`\n${MODE}, ${ROWS} jobs, ${QUERIES} distinct queries, ${CONNECTIONS} connections, ${RUNS} runs of ${DURATION} s`);
  console.log(`search  req/s ${spread(report.runs, 'rps')}; p95 ms ${spread(report.runs, 'p95')}`);
  console.log(`suggest req/s ${spread(report.suggest, 'rps')}; p95 ms ${spread(report.suggest, 'p95')}`);
  if (values.json) writeFileSync(values.json, JSON.stringify(report, null, 2));
} finally {
  await stack.stop();
}
