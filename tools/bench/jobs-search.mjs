#!/usr/bin/env node
/**
 * Job search under load, through the gateway, in server mode (RabbitMQ + PostgreSQL).
 * Seeds 100,000 jobs straight into the jobs database (one INSERT ... SELECT generate_series),
 * then drives GET /api/jobs with autocannon and prints latency percentiles and throughput.
 *
 * Usage: node tools/bench/jobs-search.mjs [--rows 100000] [--connections 50] [--duration 15]
 *          [--q react] [--explain] [--baseline] [--cpu]
 *   --explain   also prints EXPLAIN ANALYZE of the page and count queries
 *   --baseline  also measures GET /api/jobs/:id (one primary-key read): gateway + broker overhead
 *   --cpu       also prints the CPU each process used during each run (Linux /proc)
 *   --mix N     also measures N different searches in rotation (other words, salary ranges and sorts):
 *               each misses the gateway's search cache about once a second
 *   --cache-ms  JOBS_SEARCH_CACHE_MS for the gateway (default: the product's 1000; 0 turns the cache off)
 *   --gateway-workers N  GATEWAY_WORKERS (gateway processes sharing the port; default 1)
 * Needs a build (npm run build), PostgreSQL and RabbitMQ on localhost.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { load as drive } from './lib/load.mjs';
import { seedJobsPg } from './lib/jobs-seed.mjs';

const require = createRequire(import.meta.url);
const { startStack } = require('../../libs/testing/src/stack.cjs');
const { Client } = require('pg');

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '15' },
    q: { type: 'string', default: 'react' },
    explain: { type: 'boolean', default: false },
    baseline: { type: 'boolean', default: false },
    cpu: { type: 'boolean', default: false },
    mix: { type: 'string', default: '0' },
    'cache-ms': { type: 'string' },
    'gateway-workers': { type: 'string', default: '1' },
  },
});
const rows = Number(values.rows);
const connections = Number(values.connections);
const duration = Number(values.duration);

async function explain(url, q) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const where = `deadline > now() AND search_text LIKE lower($1) AND job_type IN ('Full Time', 'Part Time') AND salary >= 20000 AND salary <= 80000`;
    for (const [label, text] of [
      ['page', `SELECT id, title, salary FROM jobs WHERE ${where} ORDER BY salary DESC, date_of_posting DESC, id DESC LIMIT 50`],
      ['count', `SELECT count(*)::int FROM jobs WHERE ${where}`],
    ]) {
      const { rows: plan } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, [`%${q}%`]);
      console.log(`\n-- ${label}\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
  } finally {
    await client.end();
  }
}

/** CPU seconds (user + system) so far of the stack's processes, PostgreSQL, RabbitMQ, this process (autocannon) and the rest. */
function cpuSnapshot(procs) {
  const ticks = (pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return 0;
    }
  };
  const byName = { autocannon: ticks(process.pid) };
  for (const p of procs) byName[p.name] = ticks(p.child.pid);
  const names = new Map(procs.map((p) => [String(p.child.pid), p.name]));
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    // Children of a stack process (the gateway's cluster workers) count as that process.
    try {
      const parent = names.get(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      if (parent) byName[parent] += ticks(pid);
    } catch {
      // gone meanwhile
    }
    let comm = '';
    try {
      comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    const group = comm === 'postgres' ? 'postgresql' : comm === 'beam.smp' ? 'rabbitmq' : undefined;
    if (group) byName[group] = (byName[group] ?? 0) + ticks(pid);
  }
  // Everything else on the machine (other work competes for the same two cores).
  const [, ...jiffies] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const busy = jiffies.reduce((a, b) => a + b, 0) - jiffies[3] - jiffies[4];
  byName.other = busy / 100 - Object.values(byName).reduce((a, b) => a + b, 0);
  return byName;
}

const load = (url, headers, seconds = duration) => drive({ url, headers, connections, duration: seconds });

const cacheEnv = values['cache-ms'] === undefined ? {} : { JOBS_SEARCH_CACHE_MS: values['cache-ms'] };
const stack = await startStack({ mode: 'server', env: { LOG_LEVEL: 'warn', GATEWAY_WORKERS: values['gateway-workers'], ...cacheEnv } });
try {
  const seeded = await seedJobsPg(stack.env.JOBS_DATABASE_URL, rows);
  console.log(`seeded ${seeded.n} jobs (${seeded.open} open) in ${seeded.seconds.toFixed(1)} s`);
  if (values.explain) await explain(stack.env.JOBS_DATABASE_URL, values.q);

  const signup = await fetch(`${stack.baseUrl}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'applicant', name: 'Bench', email: `bench-${Date.now()}@example.com`, password: 'bench-password' }),
  });
  if (!signup.ok) throw new Error(`signup failed: ${signup.status}`);
  const headers = { authorization: `Bearer ${(await signup.json()).token}` };

  const query = new URLSearchParams([['q', values.q], ['jobType', 'Full Time'], ['jobType', 'Part Time'], ['salaryMin', '20000'], ['salaryMax', '80000'], ['desc', 'salary']]);
  const searchUrl = `${stack.baseUrl}/api/jobs?${query}`;
  const probe = await fetch(searchUrl, { headers });
  const page = await probe.json();
  if (!probe.ok) throw new Error(`search answered ${probe.status}: ${JSON.stringify(page)}`);
  console.log(`search: ${page.length} jobs on the page, X-Total-Count ${probe.headers.get('x-total-count')}`);

  const targets = [['search', searchUrl]];
  const mix = Number(values.mix);
  if (mix > 0) {
    const words = ['react', 'python', 'java', 'developer', 'engineer', 'sql', 'aws', 'data', 'senior', 'go', 'design', 'cloud', 'node', 'analyst'];
    const sorts = [['desc', 'salary'], ['asc', 'salary'], ['desc', 'rating'], ['asc', 'duration']];
    const urls = Array.from({ length: mix }, (_, i) => {
      const low = 10000 + (i % 7) * 5000;
      const params = new URLSearchParams([['q', words[i % words.length]], ['jobType', 'Full Time'], ['jobType', i % 2 ? 'Part Time' : 'Work From Home'],
        ['salaryMin', String(low)], ['salaryMax', String(low + 40000 + (i % 5) * 10000)], sorts[i % sorts.length]]);
      return `${stack.baseUrl}/api/jobs?${params}`;
    });
    targets.push([`search, ${mix} different queries`, urls]);
  }
  if (values.baseline) targets.push(['get by id', `${stack.baseUrl}/api/jobs/${page[0]._id}`]);
  const results = [];
  const cpu = [];
  for (const [label, url] of targets) {
    await load(url, headers, 3); // warm-up: JIT, connection pools
    const before = cpuSnapshot(stack.procs);
    results.push({ label, ...(await load(url, headers)) });
    const after = cpuSnapshot(stack.procs);
    cpu.push([label, Object.fromEntries(Object.entries(after).map(([k, v]) => [k, (v - (before[k] ?? 0)) / duration]))]);
  }

  console.log(`\n${rows} jobs, ${connections} connections, ${duration} s, q=${values.q}, JOBS_SEARCH_CACHE_MS=${values['cache-ms'] ?? 'default (1000)'}, GATEWAY_WORKERS=${values['gateway-workers']}`);
  console.log('| request | requests | non-2xx | errors | p50 ms | p95 ms | p99 ms | req/s |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(`| ${r.label} | ${r.requests} | ${r.non2xx} | ${r.errors} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.rps.toFixed(0)} |`);
  }
  if (values.cpu) {
    const names = Object.keys(cpu[0][1]).filter((n) => cpu.some(([, c]) => c[n] >= 0.01));
    console.log(`\nCPU cores busy on average during each run (this machine has ${cpus().length})`);
    console.log(`| request | ${names.join(' | ')} |`);
    console.log(`|---|${names.map(() => '---').join('|')}|`);
    for (const [label, c] of cpu) console.log(`| ${label} | ${names.map((n) => c[n].toFixed(2)).join(' | ')} |`);
  }
} finally {
  await stack.stop();
}
