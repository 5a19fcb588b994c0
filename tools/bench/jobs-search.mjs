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

const require = createRequire(import.meta.url);
const { startStack } = require('../testing/stack.cjs');
const { Client } = require('pg');
const autocannon = require('autocannon');

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

const TITLES = [
  'Frontend Developer', 'Backend Engineer', 'Full Stack Developer', 'Data Analyst', 'Data Scientist', 'DevOps Engineer',
  'Mobile App Developer', 'QA Automation Engineer', 'UI/UX Designer', 'Machine Learning Engineer', 'Cloud Architect',
  'Java Developer', 'Python Developer', 'React Native Developer', 'Site Reliability Engineer', 'Business Analyst',
  'Technical Support Associate', 'Database Administrator', 'Security Analyst', 'Product Manager', 'Content Writer',
  'Digital Marketing Executive', 'Embedded Systems Engineer', 'Salesforce Developer', 'Android Developer', 'iOS Developer',
];
const LEVELS = ['', 'Junior ', 'Senior ', 'Lead ', 'Intern - '];
const SKILLS = [
  'React', 'Node.js', 'Python', 'SQL', 'AWS', 'Java', 'Flutter', 'TypeScript', 'JavaScript', 'Docker', 'Kubernetes', 'Go',
  'Django', 'Spring Boot', 'MongoDB', 'PostgreSQL', 'Figma', 'Excel', 'Power BI', 'TensorFlow', 'Azure', 'Linux', 'Git',
  'Selenium', 'Kotlin', 'Swift', 'Angular', 'Vue.js', 'Terraform', 'Communication',
];
const JOB_TYPES = ['Full Time', 'Full Time', 'Part Time', 'Work From Home'];
const sqlArray = (items) => `ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`;

/** One statement; random() seeded so every run gets the same spread. About a sixth of the jobs are expired. */
const SEED_SQL = `
WITH t AS (SELECT ${sqlArray(TITLES)} AS titles, ${sqlArray(LEVELS)} AS levels, ${sqlArray(SKILLS)} AS skills, ${sqlArray(JOB_TYPES)} AS types)
INSERT INTO jobs (recruiter_id, recruiter_name, title, job_type, salary, duration, skillsets, date_of_posting, deadline,
                  max_applicants, max_positions, interview_questions, requires_interview, rating)
SELECT
  ('00000000-0000-4000-8000-' || lpad(((i % 500) + 1)::text, 12, '0'))::uuid,
  'Recruiter ' || ((i % 500) + 1),
  t.levels[1 + floor(random() * 5)::int] || t.titles[1 + floor(random() * ${TITLES.length})::int],
  t.types[1 + floor(random() * 4)::int],
  (15 + floor(random() * 136)::int) * 1000,
  floor(random() * 7)::int,
  jsonb_build_array(t.skills[1 + floor(random() * ${SKILLS.length})::int], t.skills[1 + floor(random() * ${SKILLS.length})::int],
                    t.skills[1 + floor(random() * ${SKILLS.length})::int]) - '',
  now() - make_interval(mins => floor(random() * 60 * 24 * 60)::int),
  now() + make_interval(mins => floor(random() * 60 * 24 * 75)::int - 60 * 24 * 15),
  (1 + floor(random() * 200))::int,
  (1 + floor(random() * 30))::int,
  (ARRAY[1, 3, 5, 7, 10])[1 + floor(random() * 5)::int],
  random() < 0.1,
  CASE WHEN random() < 0.3 THEN round((1 + random() * 4)::numeric, 1)::float8 ELSE -1 END
FROM generate_series(1, ${rows}) AS i, t`;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

async function seed(url) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const t0 = performance.now();
    await client.query('SELECT setseed(0.42)');
    await client.query(SEED_SQL);
    // What autovacuum does after a bulk insert: statistics, and the visibility map that lets the
    // planner price index-only and bitmap scans as it would on a settled table.
    await client.query('VACUUM ANALYZE jobs');
    const { rows: [stats] } = await client.query(`SELECT count(*)::int AS n, count(*) FILTER (WHERE deadline > now())::int AS open FROM jobs`);
    console.log(`seeded ${stats.n} jobs (${stats.open} open) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}

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

function load(url, headers, seconds = duration) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    // A list of URLs is driven in rotation, one after another on every connection.
    const paths = Array.isArray(url) ? url.map((u) => new URL(u)) : undefined;
    let next = 0;
    const options = paths
      ? { url: paths[0].origin, requests: [{ setupRequest: (req) => ({ ...req, path: `${paths[next % paths.length].pathname}${paths[next++ % paths.length].search}` }) }] }
      : { url };
    const instance = autocannon({ ...options, connections, duration: seconds, headers }, (err, result) => {
      if (err) return reject(err);
      latencies.sort((a, b) => a - b);
      resolve({
        requests: latencies.length,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        rps: latencies.length / seconds,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
      });
    });
    // autocannon's own summary has no p95: keep every response time.
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

const cacheEnv = values['cache-ms'] === undefined ? {} : { JOBS_SEARCH_CACHE_MS: values['cache-ms'] };
const stack = await startStack({ mode: 'server', env: { LOG_LEVEL: 'warn', GATEWAY_WORKERS: values['gateway-workers'], ...cacheEnv } });
try {
  await seed(stack.env.JOBS_DATABASE_URL);
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
