#!/usr/bin/env node
/**
 * `POST /api/evaluate-answer` through the gateway (embedded stack, AI_PROVIDER=local) on distinct inputs: every
 * answer of the development set (libs/ai-engine/dev-set), as real traffic would send them, one at a time.
 * Several runs, each on a fresh stack; prints p50/p95 per run and the median and range of the p95s.
 * Issue 15's target: p95 under 20 ms on this machine.
 * Usage: node tools/bench/evaluate-answer.mjs [--runs 3] [--mode embedded]   (needs a build: npm run build)
 */
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const { startStack } = require('../../libs/testing/src/stack.cjs');
const { loadDevSet, devItems } = require('../../libs/ai-engine/dist/index.js');

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, mode: { type: 'string', default: 'embedded' } } });
const items = devItems(loadDevSet());
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const TARGET_P95_MS = 20;

async function run(n) {
  const stack = await startStack({ mode: values.mode, env: { LOG_LEVEL: 'warn', AI_PROVIDER: 'local', AI_RATE_LIMIT: '100000000' } });
  try {
    const post = (path, body, token) =>
      fetch(`${stack.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
    const signup = await post('/auth/signup', { type: 'applicant', name: 'Bench', email: `bench-eval-${Date.now()}-${n}@example.com`, password: 'bench-password' });
    if (!signup.ok) throw new Error(`signup failed: ${signup.status}`);
    const { token } = await signup.json();
    const body = (i) => ({ question: i.question.question, expectedAnswer: i.question.expectedAnswer, userAnswer: i.text });
    for (const i of items.slice(0, 20)) await (await post('/api/evaluate-answer', body(i), token)).arrayBuffer(); // warm-up
    const latencies = [];
    for (const i of items) {
      const t0 = performance.now();
      const res = await post('/api/evaluate-answer', body(i), token);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`evaluate-answer answered ${res.status}`);
      latencies.push(performance.now() - t0);
    }
    latencies.sort((a, b) => a - b);
    return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), max: latencies[latencies.length - 1] };
  } finally {
    await stack.stop();
  }
}

const results = [];
for (let n = 0; n < Number(values.runs); n++) {
  const r = await run(n);
  results.push(r);
  console.log(`run ${n + 1}: ${items.length} distinct answers, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, max ${r.max.toFixed(1)} ms`);
}
const p95s = results.map((r) => r.p95).sort((a, b) => a - b);
const median = p95s[Math.floor(p95s.length / 2)];
console.log(`p95 median ${median.toFixed(1)} ms (range ${p95s[0].toFixed(1)}-${p95s[p95s.length - 1].toFixed(1)}), target < ${TARGET_P95_MS} ms: ${median < TARGET_P95_MS ? 'met' : 'NOT met'}`);
