#!/usr/bin/env node
/**
 * The hiring writes and the applicant list under load, several runs, with the CPU each request
 * costs in every process (issue 19 part 5: apply >= 600 req/s, applicant list >= 800 req/s at the
 * table's connections, server mode). Per run: `--applies` applications at 20 connections, as many
 * status changes (applied -> shortlisted) at 20, then the recruiter's applicant list for
 * `--duration` s at 50. After each write run the bench waits until every process is idle again,
 * so the CPU per write includes the events it set off (the jobs service's counters, the
 * notifications and their mail), which the same two cores pay for.
 *
 * Usage: node tools/bench/writes.mjs [--mode server|embedded] [--runs 3] [--applies 500]
 *          [--duration 10] [--applicants 160] [--profile DIR]
 * --profile writes every process's V8 CPU profile under DIR and prints where the time went.
 * Needs a build (npm run build); server mode needs PostgreSQL and RabbitMQ on localhost.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { load } from './lib/load.mjs';
import { cpuSeconds, waitIdle } from './lib/settle.mjs';
import { appliedIds, setUpHiring } from './lib/hiring-setup.mjs';
import { printSummaries, summarizeDir } from './lib/cpu-profile.mjs';

const require = createRequire(import.meta.url);
const { startStack } = require('../../libs/testing/src/stack.cjs');
const { startS3Server } = require('../../libs/testing/src/s3-server.cjs');

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'server' },
    runs: { type: 'string', default: '3' },
    applies: { type: 'string', default: '500' },
    duration: { type: 'string', default: '10' },
    applicants: { type: 'string', default: '160' },
    profile: { type: 'string' },
  },
});
const RUNS = Number(values.runs);
const APPLIES = Number(values.applies);
const DURATION = Number(values.duration);
const JOBS = 40;
const PER_APPLICANT = 10;
const APPLICANTS = Math.max(Number(values.applicants), Math.ceil(((RUNS + 1) * APPLIES) / PER_APPLICANT));
const CONNECTIONS = { apply: 20, 'status change': 20, 'applicant list': 50 };

/** Every process the stack's requests run through: the stack's own, PostgreSQL's and RabbitMQ's. */
function processesOf(stack) {
  const named = stack.procs.map((p) => ({ name: p.name, pids: () => [p.child.pid] }));
  const byComm = (pattern) => () =>
    readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .filter((pid) => {
        try {
          return pattern.test(readFileSync(`/proc/${pid}/comm`, 'utf8').trim());
        } catch {
          return false;
        }
      })
      .map(Number);
  return stack.mode === 'server' ? [...named, { name: 'postgresql', pids: byComm(/^postgres/) }, { name: 'rabbitmq', pids: byComm(/^beam\.smp$/) }] : named;
}

/** CPU seconds per process name and pid (PostgreSQL's backends come and go with the pools). */
const cpuOf = (processes) => Object.fromEntries(processes.map((p) => [p.name, new Map(p.pids().map((pid) => [pid, cpuSeconds(pid)]))]));

/** CPU seconds used between two readings: pids gone by the second reading are not counted. */
const usedBetween = (before, after) => [...after].reduce((sum, [pid, seconds]) => sum + seconds - (before.get(pid) ?? 0), 0);

/** Runs `work` (a load run), waits until every process is idle, and gives the CPU ms each used per answered request. */
async function measured(processes, work) {
  const before = cpuOf(processes);
  const result = await work();
  await waitIdle(processes.flatMap((p) => p.pids()), { windowMs: 500 });
  const after = cpuOf(processes);
  const perRequest = Object.fromEntries(processes.map((p) => [p.name, (usedBetween(before[p.name], after[p.name]) * 1000) / Math.max(1, result.requests)]));
  return { ...result, cpuMs: perRequest };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const spread = (xs, digits = 1) => `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}-${Math.max(...xs).toFixed(digits)})`;

const profileDir = values.profile ? resolve(values.profile) : undefined;
if (profileDir) {
  rmSync(profileDir, { recursive: true, force: true });
  process.env.BENCH_CPU_PROF_DIR = profileDir;
}
const mode = values.mode;
const s3 = mode === 'server' ? await startS3Server() : undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'hirewise-writes-'));
const env = { LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: '100000000', AI_RATE_LIMIT: '100000000', ...(s3 ? s3.env : { STORAGE: 'fs' }) };
const stack = await startStack({ mode, env, dataDir });
const results = { apply: [], 'status change': [], 'applicant list': [] };
try {
  console.log(`# ${mode} mode, ${cpus().length} cores: ${RUNS} runs of ${APPLIES} applies and status changes, ${DURATION} s of applicant lists`);
  const { api, recruiter, jobs, pairs } = await setUpHiring(stack.baseUrl, { applicants: APPLICANTS, jobs: JOBS, perApplicant: PER_APPLICANT });
  const processes = processesOf(stack);
  const auth = (token) => ({ authorization: `Bearer ${token}` });
  let pair = 0;
  const applyRequest = () => {
    const p = pairs[pair++];
    return { method: 'POST', path: `/api/jobs/${p.jobId}/applications`, body: JSON.stringify({ sop: 'I would like to work on this team.' }), headers: { ...auth(p.applicant.token), 'content-type': 'application/json' } };
  };
  // Warm-up: a run's worth of applies, status changes and lists that are not measured.
  await load({ origin: stack.baseUrl, next: applyRequest, connections: CONNECTIONS.apply, amount: APPLIES });
  let applied = await appliedIds(api, recruiter, jobs);
  let statusIndex = 0;
  const statusRequest = () => ({ method: 'PUT', path: `/api/applications/${applied[statusIndex++]}`, body: JSON.stringify({ status: 'shortlisted' }), headers: { ...auth(recruiter.token), 'content-type': 'application/json' } });
  await load({ origin: stack.baseUrl, next: statusRequest, connections: CONNECTIONS['status change'], amount: Math.floor(APPLIES / 2) });
  let listIndex = 0;
  const listRequest = () => {
    const i = listIndex++;
    const params = new URLSearchParams([['jobId', jobs[i % JOBS]], ['desc', i % 2 ? 'jobApplicant.rating' : 'dateOfApplication'], ['asc', 'jobApplicant.name']]);
    return { path: `/api/applicants?${params}`, headers: auth(recruiter.token) };
  };
  await load({ origin: stack.baseUrl, next: listRequest, connections: CONNECTIONS['applicant list'], duration: 3 });
  await waitIdle(processes.flatMap((p) => p.pids()));

  for (let run = 1; run <= RUNS; run++) {
    const apply = await measured(processes, () => load({ origin: stack.baseUrl, next: applyRequest, connections: CONNECTIONS.apply, amount: APPLIES }));
    applied = await appliedIds(api, recruiter, jobs);
    statusIndex = 0;
    const status = await measured(processes, () => load({ origin: stack.baseUrl, next: statusRequest, connections: CONNECTIONS['status change'], amount: Math.min(APPLIES, applied.length) }));
    const list = await measured(processes, () => load({ origin: stack.baseUrl, next: listRequest, connections: CONNECTIONS['applicant list'], duration: DURATION }));
    for (const [name, r] of [['apply', apply], ['status change', status], ['applicant list', list]]) {
      results[name].push(r);
      const cpu = Object.entries(r.cpuMs).filter(([, ms]) => ms >= 0.05).map(([k, ms]) => `${k} ${ms.toFixed(2)}`).join(', ');
      console.log(`  run ${run} ${name}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, non-2xx ${r.non2xx}; CPU ms per request: ${cpu}`);
    }
  }
} finally {
  await stack.stop();
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\n${new Date().toISOString().slice(0, 10)}, ${mode} mode, ${cpus().length} cores, ${RUNS} runs: median (min-max)`);
console.log('| call | connections | req/s | p50 ms | p95 ms | CPU ms per request, all processes |');
console.log('|---|---|---|---|---|---|');
for (const [name, rs] of Object.entries(results)) {
  if (rs.length === 0) continue;
  const total = rs.map((r) => Object.values(r.cpuMs).reduce((a, b) => a + b, 0));
  console.log(`| ${name} | ${CONNECTIONS[name]} | ${spread(rs.map((r) => r.rps), 0)} | ${spread(rs.map((r) => r.p50))} | ${spread(rs.map((r) => r.p95))} | ${spread(total, 2)} |`);
}
console.log('\nCPU ms per request by process (median of runs):');
for (const [name, rs] of Object.entries(results)) {
  if (rs.length === 0) continue;
  const names = Object.keys(rs[0].cpuMs);
  console.log(`  ${name}: ${names.map((p) => `${p} ${median(rs.map((r) => r.cpuMs[p])).toFixed(2)}`).join(', ')}`);
}
if (profileDir) {
  console.log(`\nWhere each process spent its CPU (profiles in ${profileDir}):`);
  printSummaries(summarizeDir(profileDir));
}
