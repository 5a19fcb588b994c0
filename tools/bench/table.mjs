#!/usr/bin/env node
/**
 * The performance table of docs/performance.md in one run: login, job search with filters on
 * 100,000 jobs, apply, status change, applicant list with sorts, AI answer evaluation and a 50 MB
 * upload, in both transport modes (embedded: TCP + PGlite + disk store; server: RabbitMQ +
 * PostgreSQL + S3 on s3rver in this process).
 *
 * Measurements per call:
 * - under load, through the gateway (autocannon; connections per call below): p50, p95, p99, req/s;
 * - one caller, one call after another, once every process is idle again, through three doors:
 *   the gateway of the stack; the same product as one process (lib/monolith.mjs: the real
 *   gateway code calling the service handlers in process, no broker); and the service handler
 *   called as a method in this process (the service's built module booted here), all on the same
 *   databases. gateway - one process = what the gateway-to-service hop costs (publish, broker or
 *   TCP, the service's message pipeline, the reply and its JSON); gateway - handler = what the
 *   whole architecture costs a call (HTTP client and server, token, validation, the hop).
 *
 * Usage: node tools/bench/table.mjs [--modes embedded,server] [--rows 100000] [--duration 10]
 *          [--single 200] [--uploads 5] [--applicants 300] [--json out.json]
 *          [--layout host|processes]   (embedded: services in one process, as `npm start`, the default; or one each)
 * Needs a build (npm run build); server mode needs PostgreSQL and RabbitMQ on localhost.
 */
import { mkdtempSync, rmSync, writeFileSync, createReadStream, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir, cpus } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { interleaved, load, sequential } from './lib/load.mjs';
import { seedJobsPg, seedJobsPglite } from './lib/jobs-seed.mjs';
import { withInProcess } from './lib/in-process.mjs';
import { startMonolith } from './lib/monolith.mjs';
import { waitIdle } from './lib/settle.mjs';
import { fmtRss, stackRssMb } from './lib/rss.mjs';
import { appliedIds, BENCH_PASSWORD as PASSWORD, client, setUpHiring } from './lib/hiring-setup.mjs';

const require = createRequire(import.meta.url);
const { startStack } = require('../../libs/testing/src/stack.cjs');
const { startS3Server } = require('../../libs/testing/src/s3-server.cjs');
const { pgliteDir } = require('@hirewise/server-kit');
const { AiPaths, ApiPaths, applicantsQuerySchema, evaluateAnswerRequestSchema, jobsQuerySchema } = require('@hirewise/contracts');

const { values } = parseArgs({
  options: {
    // embedded: every service in one process as `npm start` runs them (host), or a process per service
    layout: { type: 'string' },
    modes: { type: 'string', default: 'embedded,server' },
    rows: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    single: { type: 'string', default: '200' },
    uploads: { type: 'string', default: '5' },
    json: { type: 'string' },
    applicants: { type: 'string', default: '300' },
  },
});
const ROWS = Number(values.rows);
const DURATION = Number(values.duration);
const SINGLE = Number(values.single);
const UPLOADS = Number(values.uploads);
const APPLICANTS = Number(values.applicants);
const JOBS = 40;
/** Open applications an applicant may hold (spec): each applies to this many jobs. */
const PER_APPLICANT = 10;
const UPLOAD_BYTES = 50 * 1024 * 1024 - 4096; // under the 50 MB limit with the multipart envelope
const MB = 1024 * 1024;

/** Connections per call under load: reads at the 50; writes and argon2 logins fewer. */
const CONNECTIONS = { login: 10, search: 50, 'search (every request different)': 50, apply: 20, 'status change': 20, 'applicant list': 50, 'AI evaluation': 50, 'upload 50 MB': 1 };

/** The search; with `i`, a different salaryMax each time so that no two requests share the gateway's cache. */
const searchParams = (i = 0) =>
  new URLSearchParams([['q', 'react'], ['jobType', 'Full Time'], ['jobType', 'Part Time'], ['salaryMin', '20000'], ['salaryMax', String(80000 + i)], ['desc', 'salary']]);
const WARMUP = 20;
/** Calls before a one-caller read is measured in a process that has not run it yet (JIT, pools, caches). */
const READ_WARMUP = 300;
/** Query parameters as the gateway hands them to the schema: a repeated key becomes a list. */
const queryObject = (params) => {
  const out = {};
  for (const [key, value] of params) out[key] = key in out ? [].concat(out[key], value) : value;
  return out;
};
const applicantParams = (jobId, i) =>
  new URLSearchParams([['jobId', jobId], ['desc', i % 2 ? 'jobApplicant.rating' : 'dateOfApplication'], ['asc', 'jobApplicant.name']]);
const EVALUATION = {
  question: 'What is the difference between let and const in JavaScript?',
  expectedAnswer: 'Both are block scoped. const bindings cannot be reassigned after initialisation, let bindings can.',
  userAnswer: 'let and const are block scoped; a const variable cannot be reassigned but an object it holds can still change, let can be reassigned.',
};

/** A 50 MB PDF (by its first bytes; random after, so nothing compresses it). */
function writeUploadSample(dir) {
  const path = join(dir, 'bench-resume.pdf');
  const file = randomBytes(UPLOAD_BYTES);
  Buffer.from('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n', 'latin1').copy(file, 0);
  writeFileSync(path, file);
  return path;
}

/** The same multipart body a browser sends, as a stream with the request's headers (an IncomingMessage stand-in). */
function multipartRequest(path) {
  const boundary = `----hirewise${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="bench.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* body() {
    yield head;
    yield* createReadStream(path, { highWaterMark: 256 * 1024 });
    yield tail;
  }
  const req = Readable.from(body(), { objectMode: false });
  // As http marks a request whose body arrived whole.
  req.complete = false;
  req.once('end', () => (req.complete = true));
  req.headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(head.length + statSync(path).size + tail.length) };
  return req;
}

async function measureMode(mode, samplePath) {
  console.log(`\n# ${mode} mode`);
  const s3 = mode === 'server' ? await startS3Server() : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'hirewise-table-'));
  const env = { LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: '100000000', AI_RATE_LIMIT: '100000000', ...(s3 ? s3.env : { STORAGE: 'fs' }) };
  const layout = values.layout ?? (mode === 'embedded' ? 'host' : 'processes');
  let stack = await startStack({ mode, env, dataDir, layout });
  const rows = [];
  const memory = {};
  try {
    // Embedded memory (issue 19): the stack's RSS right after a first start, and after the loaded runs below.
    if (mode === 'embedded') console.log(`  RSS after a first start: ${fmtRss((memory.afterStart = stackRssMb(stack.procs)))}`);
    // ---------- 100,000 jobs ----------
    let seeded;
    if (mode === 'server') {
      seeded = await seedJobsPg(stack.env.JOBS_DATABASE_URL, ROWS);
    } else {
      // PGlite has one process: seed the jobs service's directory while it is stopped.
      await stack.stop();
      seeded = await seedJobsPglite(pgliteDir(dataDir, 'jobs'), ROWS);
      stack = await startStack({ mode, env, dataDir, layout });
    }
    console.log(`  seeded ${seeded.n} jobs (${seeded.open} open) in ${seeded.seconds.toFixed(1)} s`);
    const { api, recruiter, applicants, jobs, pairs } = await setUpHiring(stack.baseUrl, { applicants: APPLICANTS, jobs: JOBS, perApplicant: PER_APPLICANT });
    const auth = (token) => ({ authorization: `Bearer ${token}` });
    const origin = stack.baseUrl;

    // ---------- under load ----------
    const loaded = {};
    let pair = 0;
    const applyRequest = () => {
      const p = pairs[pair++];
      return { method: 'POST', path: `/api/jobs/${p.jobId}/applications`, body: JSON.stringify({ sop: 'I would like to work on this team.' }), headers: { ...auth(p.applicant.token), 'content-type': 'application/json' } };
    };
    for (let i = 0; i < WARMUP; i++) await load({ origin, next: applyRequest, connections: 1, amount: 1 }); // warm-up
    let loginIndex = 0;
    let different = 0;
    const runs = {
      login: (seconds = DURATION) => load({ origin, connections: CONNECTIONS.login, duration: seconds, next: () => ({ method: 'POST', path: ApiPaths.login, body: JSON.stringify({ email: applicants[loginIndex++ % APPLICANTS].email, password: PASSWORD }), headers: { 'content-type': 'application/json' } }) }),
      search: (seconds = DURATION) => load({ url: `${origin}/api/jobs?${searchParams()}`, connections: CONNECTIONS.search, duration: seconds, headers: auth(applicants[0].token) }),
      'search (every request different)': (seconds = DURATION) =>
        load({ origin, connections: CONNECTIONS.search, duration: seconds, next: () => ({ path: `/api/jobs?${searchParams(1 + (different++ % 100000))}`, headers: auth(applicants[0].token) }) }),
      apply: () => load({ origin, next: applyRequest, connections: CONNECTIONS.apply, amount: Math.min(2000, pairs.length - 3 * WARMUP - 3 * SINGLE) }),
    };
    // Reads get a 3 s warm-up first (JIT, connection pools, the database's cache), as a service that has been running has.
    const READS = new Set(['login', 'search', 'search (every request different)', 'applicant list', 'AI evaluation']);
    for (const [name, run] of Object.entries(runs)) {
      if (READS.has(name)) await run(3);
      await run().then((r) => (loaded[name] = r));
      console.log(`  loaded ${name}: p50 ${loaded[name].p50.toFixed(1)} ms, ${loaded[name].rps.toFixed(0)} req/s, statuses ${JSON.stringify(loaded[name].statuses)}`);
    }
    const applied = await appliedIds(api, recruiter, jobs);
    console.log(`  ${applied.length} applications in status applied`);
    let statusIndex = 0;
    const statusRequest = () => ({ method: 'PUT', path: `/api/applications/${applied[statusIndex++]}`, body: JSON.stringify({ status: 'shortlisted' }), headers: { ...auth(recruiter.token), 'content-type': 'application/json' } });
    let listIndex = 0;
    const more = {
      'status change': () => load({ origin, next: statusRequest, connections: CONNECTIONS['status change'], amount: Math.min(1000, applied.length - 2 * WARMUP - 3 * SINGLE) }),
      'applicant list': (seconds = DURATION) => load({ origin, connections: CONNECTIONS['applicant list'], duration: seconds, next: () => ({ path: `/api/applicants?${applicantParams(jobs[listIndex % JOBS], listIndex++)}`, headers: auth(recruiter.token) }) }),
      'AI evaluation': (seconds = DURATION) => load({ origin, connections: CONNECTIONS['AI evaluation'], duration: seconds, next: () => ({ method: 'POST', path: AiPaths.evaluateAnswer, body: JSON.stringify(EVALUATION), headers: { ...auth(applicants[1].token), 'content-type': 'application/json' } }) }),
    };
    for (const [name, run] of Object.entries(more)) {
      if (READS.has(name)) await run(3);
      await run().then((r) => (loaded[name] = r));
      console.log(`  loaded ${name}: p50 ${loaded[name].p50.toFixed(1)} ms, ${loaded[name].rps.toFixed(0)} req/s, statuses ${JSON.stringify(loaded[name].statuses)}`);
    }
    const upload = async (token) => {
      const form = new FormData();
      form.append('resume', await import('node:fs').then((fs) => fs.openAsBlob(samplePath, { type: 'application/pdf' })), 'bench.pdf');
      const res = await fetch(`${origin}/api/uploads/resume`, { method: 'POST', headers: auth(token), body: form });
      const body = await res.json();
      if (res.status >= 300) throw new Error(`upload: ${res.status} ${JSON.stringify(body)}`);
    };
    await upload(applicants[2].token); // warm-up
    loaded['upload 50 MB'] = { ...(await sequential(UPLOADS, () => upload(applicants[2].token))), non2xx: 0, errors: 0 };

    // ---------- one caller: through the gateway, then through the one-process product ----------
    // The loaded writes leave events to relay and consume: measure once every process is idle.
    if (mode === 'embedded') console.log(`  RSS after the loaded runs: ${fmtRss((memory.afterWorkload = stackRssMb(stack.procs)))}`);
    const settled = await waitIdle(stack.procs.map((p) => p.child.pid));
    console.log(`  idle again after ${settled.toFixed(1)} s`);
    const status = { next: statusIndex };
    /** The one-caller calls through a door (the stack's gateway or the one-process product), with their warm-up counts. */
    const callsAt = (at) => {
      const call = client(at);
      return {
        login: { warmup: WARMUP, run: (i) => call(ApiPaths.login, { method: 'POST', body: { email: applicants[i % APPLICANTS].email, password: PASSWORD } }).then(expectStatus(200)) },
        search: { warmup: READ_WARMUP, run: (i) => call(`/api/jobs?${searchParams(100000 + i)}`, { token: applicants[0].token }).then(expectStatus(200)) },
        apply: { warmup: WARMUP, run: () => { const r = applyRequest(); return fetch(`${at}${r.path}`, { method: 'POST', headers: r.headers, body: r.body }).then((res) => res.text().then(() => expectStatus(201)({ status: res.status }))); } },
        'status change': { warmup: WARMUP, run: () => call(`/api/applications/${applied[status.next++]}`, { method: 'PUT', token: recruiter.token, body: { status: 'shortlisted' } }).then(expectStatus(200)) },
        'applicant list': { warmup: READ_WARMUP, run: (i) => call(`/api/applicants?${applicantParams(jobs[i % JOBS], i)}`, { token: recruiter.token }).then(expectStatus(200)) },
        'AI evaluation': { warmup: READ_WARMUP, run: () => call(AiPaths.evaluateAnswer, { method: 'POST', token: applicants[1].token, body: EVALUATION }).then(expectStatus(200)) },
      };
    };
    const gatewayCalls = callsAt(origin);
    const gateway = {};
    const oneProcess = {};
    if (mode === 'server') {
      // Both doors up at once on the same databases: their batches alternate (lib/load.mjs, interleaved).
      const monolith = await startMonolith(stack.env);
      try {
        const local = callsAt(monolith.baseUrl);
        for (const { warmup, run } of Object.values(local)) await sequential(0, run, warmup);
        for (const name of Object.keys(local)) {
          const both = await interleaved({ gateway: gatewayCalls[name].run, oneProcess: local[name].run }, SINGLE);
          gateway[name] = both.gateway;
          oneProcess[name] = both.oneProcess;
        }
      } finally {
        await monolith.stop();
      }
    } else {
      // PGlite has one process per data directory: the stack first (warm from the loaded runs), then the one process.
      for (const [name, { run }] of Object.entries(gatewayCalls)) gateway[name] = await sequential(SINGLE, run);
      await stack.stop();
      const monolith = await startMonolith({ ...stack.env, DATA_DIR: dataDir });
      try {
        for (const [name, { warmup, run }] of Object.entries(callsAt(monolith.baseUrl))) oneProcess[name] = await sequential(SINGLE, run, warmup);
      } finally {
        await monolith.stop();
      }
    }
    gateway['upload 50 MB'] = loaded['upload 50 MB'];
    const localEnv = mode === 'embedded' ? { ...stack.env, DATA_DIR: dataDir } : stack.env;

    // ---------- one caller: the handler in this process ----------
    const inProcess = await measureInProcess(localEnv, { applicants, recruiter, jobs, pairs, pairFrom: pair, applied, statusFrom: status.next, samplePath });

    for (const name of Object.keys(CONNECTIONS)) {
      const measured = name !== 'search (every request different)';
      const { samples: _samples, ...stats } = loaded[name];
      rows.push({ mode, name, connections: CONNECTIONS[name], ...stats, gatewayP50: measured ? gateway[name]?.p50 : undefined, oneProcessP50: measured ? oneProcess[name]?.p50 : undefined, inProcessP50: measured ? inProcess[name]?.p50 : undefined });
    }
  } finally {
    await stack.stop();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

function expectStatus(status) {
  return (res) => {
    if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
    return res;
  };
}

async function measureInProcess(env, { applicants, recruiter, jobs, pairs, pairFrom, applied, statusFrom, samplePath }) {
  const out = {};
  const applicantCaller = (a) => ({ userId: a.userId, type: 'applicant' });
  const recruiterCaller = { userId: recruiter.userId, type: 'recruiter' };

  const run = (service, file, name, fn) => withInProcess(service, env, file, name, fn);

  await run('auth', 'users/auth.controller.js', 'AuthController', async (controller) => {
    out.login = await sequential(SINGLE, (i) => controller.login({ email: applicants[i % APPLICANTS].email, password: PASSWORD }), WARMUP);
  });

  await run('jobs', 'jobs/jobs.controller.js', 'JobsController', async (controller) => {
    const caller = applicantCaller(applicants[0]);
    const query = (i) => jobsQuerySchema.parse(queryObject(searchParams(200000 + i)));
    out.search = await sequential(SINGLE, (i) => controller.search({ caller, query: query(i) }), READ_WARMUP);
  });

  await run('applications', 'applications/applications.controller.js', 'ApplicationsController', async (controller) => {
    let p = pairFrom;
    out.apply = await sequential(SINGLE, () => { const { applicant, jobId } = pairs[p++]; return controller.apply({ caller: applicantCaller(applicant), jobId, sop: 'I would like to work on this team.' }); }, WARMUP);
    let s = statusFrom;
    out['status change'] = await sequential(SINGLE, () => controller.updateStatus({ caller: recruiterCaller, applicationId: applied[s++], status: 'shortlisted' }), WARMUP);
    const listQuery = (i) => applicantsQuerySchema.parse(queryObject(applicantParams(jobs[i % JOBS], i)));
    out['applicant list'] = await sequential(SINGLE, (i) => controller.listApplicants({ caller: recruiterCaller, query: listQuery(i) }), READ_WARMUP);
  });

  await run('ai', 'agents/agents.controller.js', 'AgentsController', async (controller) => {
    const input = evaluateAnswerRequestSchema.parse(EVALUATION);
    out['AI evaluation'] = await sequential(SINGLE, () => controller.evaluateAnswer(input), READ_WARMUP);
  });

  await run('media', 'uploads/upload.service.js', 'UploadService', async (uploads) => {
    const caller = applicantCaller(applicants[3]);
    out['upload 50 MB'] = await sequential(UPLOADS, () => uploads.upload(multipartRequest(samplePath), 'resume', caller), 1);
  });
  return out;
}

const fmt = (n, digits = 1) => (n === undefined ? '' : n.toFixed(digits));

const dir = mkdtempSync(join(tmpdir(), 'hirewise-bench-'));
try {
  const samplePath = writeUploadSample(dir);
  const rows = [];
  for (const mode of values.modes.split(',')) rows.push(...(await measureMode(mode, samplePath)));
  console.log(`\n${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, ${ROWS} jobs, loaded runs ${DURATION} s (writes: a fixed count), one-caller runs ${SINGLE} calls (uploads ${UPLOADS})`);
  console.log('| mode | call | connections | p50 ms | p95 ms | p99 ms | req/s | non-2xx | one caller: gateway p50 ms | one process p50 ms | handler p50 ms | gateway + broker ms | architecture ms | ratio |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const broker = r.gatewayP50 !== undefined && r.oneProcessP50 !== undefined ? r.gatewayP50 - r.oneProcessP50 : undefined;
    const architecture = r.gatewayP50 !== undefined && r.inProcessP50 !== undefined ? r.gatewayP50 - r.inProcessP50 : undefined;
    const ratio = architecture !== undefined ? r.gatewayP50 / r.inProcessP50 : undefined;
    console.log(`| ${r.mode} | ${r.name} | ${r.connections} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${fmt(r.rps, r.rps < 10 ? 2 : 0)} | ${r.non2xx} | ${fmt(r.gatewayP50, 2)} | ${fmt(r.oneProcessP50, 2)} | ${fmt(r.inProcessP50, 2)} | ${fmt(broker, 2)} | ${fmt(architecture, 2)} | ${fmt(ratio, 2)} |`);
  }
  if (values.json) writeFileSync(values.json, JSON.stringify(rows, null, 2));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
