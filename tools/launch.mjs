#!/usr/bin/env node
/** `npm start`: the whole product on this machine (embedded mode by default), demo data on first start. */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const require = createRequire(import.meta.url);
const { startStack } = require('../libs/testing/src/stack.cjs');
const started = Date.now();
const dataDir = resolve(process.env.DATA_DIR || 'data');
const mode = process.env.TRANSPORT === 'rmq' ? 'server' : 'embedded';

console.log(`Starting Hirewise (${mode === 'server' ? 'RabbitMQ + PostgreSQL' : 'embedded: TCP + PGlite'}), data in ${dataDir} ...`);
const stack = await startStack({
  mode: 'embedded', // server mode is chosen by the caller's own TRANSPORT and *_DATABASE_URL variables
  // Embedded: every service in one process (tools/services-host.mjs), each with its own database
  // and ports; a process per service (SERVICES_LAYOUT=processes) holds about twice the memory.
  layout: mode === 'embedded' && process.env.SERVICES_LAYOUT !== 'processes' ? 'host' : 'processes',
  randomPorts: false,
  dataDir,
  logDir: resolve(dataDir, 'logs'),
  env: { DEMO_DATA: process.env.DEMO_DATA || 'true', AUTH_RATE_LIMIT: process.env.AUTH_RATE_LIMIT || '20', LOGIN_FAILURE_LIMIT: process.env.LOGIN_FAILURE_LIMIT || '5' },
  readyTimeoutMs: 120_000,
}).catch((err) => {
  console.error(`Hirewise failed to start:\n${err.message}`);
  process.exit(1);
});

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`
Hirewise is ready at http://localhost:${process.env.PORT || 3000}  (started in ${seconds} s; logs in ${stack.logDir})

Demo accounts (password: Hirewise@2026):
  recruiter  priya.recruiter@hirewise.dev
  recruiter  arjun.recruiter@hirewise.dev
  applicant  ananya.applicant@hirewise.dev
  applicant  rahul.applicant@hirewise.dev

Press Ctrl+C to stop.`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping Hirewise ...');
  await stack.stop();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, shutdown);
// Whoever started us (npm, a shell) is gone without signalling us: stop rather than orphan services.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void shutdown();
}, 1000).unref();
for (const p of stack.procs) {
  p.child.on('exit', (code) => {
    if (stopping) return;
    console.error(`${p.name} stopped unexpectedly (exit ${code}); see ${stack.logDir}/${p.name}.log`);
    void stack.stop().then(() => process.exit(1));
  });
}
