#!/usr/bin/env node
/**
 * Notification fan-out (issue 18): a recruiter closes (deletes) a job that holds N open applications;
 * the applications service turns each into `deleted` (one application.status-changed event each) and
 * the notifications service stores one "Job closed" notification per applicant. Measured: from the
 * DELETE's answer until every notification is stored (the service's hirewise_notifications_stored_total
 * counter on its /metrics), several runs per mode, with the spread.
 *
 * Setup per run (not measured): N applicants sign up and apply through the gateway, and the bench waits
 * until their N + N application notifications are stored.
 *
 * Usage: node tools/bench/notifications-fanout.mjs [--modes embedded,server] [--applicants 1000] [--runs 3]
 * Needs a build (npm run build); server mode needs PostgreSQL and RabbitMQ on localhost.
 */
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const { startStack } = require('../../libs/testing/src/stack.cjs');

const { values } = parseArgs({
  options: {
    modes: { type: 'string', default: 'embedded,server' },
    applicants: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '8' },
  },
});
const N = Number(values.applicants);
const RUNS = Number(values.runs);
const CONCURRENCY = Number(values.concurrency);
const PASSWORD = 'Bench-fanout-2026';
const LIMIT_MS = 10_000;

async function call(base, path, { method, token, body } = {}) {
  const res = await fetch(`${base}${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method ?? 'GET'} ${path}: ${res.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : undefined;
}

async function pool(count, worker) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await worker(next++);
    }),
  );
}

/** A labelled counter of the notifications service's /metrics, per label value. */
async function counter(port, name, label) {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const counts = {};
  const re = new RegExp(`^${name}\\{[^}]*${label}="([^"]+)"[^}]*\\} (\\d+(?:\\.\\d+)?)$`, 'gm');
  for (const [, key, value] of text.matchAll(re)) counts[key] = Number(value);
  return counts;
}
const stored = (port) => counter(port, 'hirewise_notifications_stored_total', 'type');

/** Waits until the set-up's mail (two per application) is handled, so the measured fan-out does not share the machine with it. */
async function mailSettled(port, target) {
  const until = Date.now() + 300_000;
  for (;;) {
    const m = await counter(port, 'hirewise_mail_total', 'result');
    if ((m.sent ?? 0) + (m.skipped ?? 0) >= target || Date.now() > until) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function waitFor(port, type, target, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const n = (await stored(port))[type] ?? 0;
    if (n >= target) return n;
    if (Date.now() > until) throw new Error(`${type}: ${n} of ${target} stored after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function runMode(mode) {
  const stack = await startStack({ mode, randomPorts: true, env: { DEMO_DATA: 'false', LOG_LEVEL: 'warn' } });
  const port = stack.procs.find((p) => p.name === 'notifications').httpPort;
  const times = [];
  try {
    for (let run = 1; run <= RUNS; run++) {
      const tag = `${Date.now()}-${run}`;
      const recruiter = await call(stack.baseUrl, '/auth/signup', { body: { type: 'recruiter', email: `fanout-r-${tag}@bench.test`, password: PASSWORD, name: 'Fan-out Recruiter' } });
      const job = await call(stack.baseUrl, '/api/jobs', { token: recruiter.token, body: { title: `Fan-out job ${run}`, maxApplicants: N, maxPositions: 1 } });
      const before = await stored(port);
      const setup = Date.now();
      await pool(N, async (i) => {
        const a = await call(stack.baseUrl, '/auth/signup', { body: { type: 'applicant', email: `fanout-a-${tag}-${i}@bench.test`, password: PASSWORD, name: `Applicant ${i}` } });
        await call(stack.baseUrl, `/api/jobs/${job._id}/applications`, { token: a.token, body: { sop: '' } });
      });
      await waitFor(port, 'application.received', (before['application.received'] ?? 0) + N, 120_000);
      const mails = Object.values(before).reduce((a, b) => a + b, 0) + 2 * N;
      await mailSettled(port, mails);
      process.stderr.write(`${mode} run ${run}: ${N} applications set up in ${((Date.now() - setup) / 1000).toFixed(1)} s\n`);
      const target = (before['application.closed'] ?? 0) + N;
      const started = Date.now();
      await call(stack.baseUrl, `/api/jobs/${job._id}`, { method: 'DELETE', token: recruiter.token });
      const answered = Date.now() - started;
      await waitFor(port, 'application.closed', target, 60_000);
      const ms = Date.now() - started;
      times.push(ms);
      console.log(`${mode} run ${run}: DELETE answered in ${answered} ms; ${N} "Job closed" notifications stored ${ms} ms after the request`);
    }
  } finally {
    await stack.stop();
  }
  const within = times.every((t) => t <= LIMIT_MS);
  console.log(`${mode}: median ${median(times)} ms, min ${Math.min(...times)} ms, max ${Math.max(...times)} ms over ${times.length} runs (${within ? 'within' : 'OVER'} the ${LIMIT_MS / 1000} s target)`);
  return { mode, times, within };
}

const results = [];
for (const mode of values.modes.split(',')) results.push(await runMode(mode.trim()));
process.exit(results.every((r) => r.within) ? 0 : 1);
