#!/usr/bin/env node
/**
 * Login latency through the gateway, in both transport modes.
 * Usage: node tools/bench/login-latency.mjs [--requests 200] [--concurrency 4] [--modes embedded,server]
 * Needs a build (npm run build); server mode needs PostgreSQL and RabbitMQ on localhost.
 */
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const { startStack } = require('../../libs/testing/src/stack.cjs');

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '4' },
    modes: { type: 'string', default: 'embedded,server' },
  },
});
const requests = Number(values.requests);
const concurrency = Number(values.concurrency);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(mode) {
  const stack = await startStack({ mode, env: { LOG_LEVEL: 'warn' } });
  try {
    const credentials = { email: `bench-${Date.now()}@example.com`, password: 'bench-password' };
    const post = (path, body) =>
      fetch(`${stack.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const signup = await post('/auth/signup', { type: 'applicant', name: 'Bench', ...credentials });
    if (!signup.ok) throw new Error(`signup failed: ${signup.status}`);
    for (let i = 0; i < 10; i++) await post('/auth/login', credentials); // warm-up

    const latencies = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < requests) {
          next += 1;
          const t0 = performance.now();
          const res = await post('/auth/login', credentials);
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`login answered ${res.status}`);
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return { mode, requests: latencies.length, concurrency, p50: percentile(latencies, 50), p95: percentile(latencies, 95), rps: latencies.length / seconds };
  } finally {
    await stack.stop();
  }
}

const rows = [];
for (const mode of values.modes.split(',')) rows.push(await measure(mode));
console.log('| mode | requests | concurrency | p50 ms | p95 ms | req/s |');
console.log('|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.mode} | ${r.requests} | ${r.concurrency} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.rps.toFixed(1)} |`);
