#!/usr/bin/env node
/**
 * End-to-end latency of the five AI agents through the gateway (AI_PROVIDER=local): the gateway's
 * routes over the broker, and the AI service's own HTTP API through the /ai proxy.
 * Usage: node tools/bench/ai-latency.mjs [--requests 50] [--modes embedded,server]
 * Needs a build (npm run build); server mode needs PostgreSQL and RabbitMQ on localhost.
 */
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const { startStack } = require('../../libs/testing/src/stack.cjs');

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '50' },
    modes: { type: 'string', default: 'embedded' },
  },
});
const requests = Number(values.requests);

const AGENTS = {
  'get-interview-question': (i) => ({ jobTitle: 'Frontend Developer', skills: ['React', 'JavaScript'], experience: i % 6, currentQuestion: (i % 10) + 1, exerciseType: ['coding', 'concept', 'debugging'][i % 3] }),
  'evaluate-answer': (i) => ({
    question: 'What is a closure in JavaScript?',
    expectedAnswer: 'A closure is a function bundled with its lexical scope: the inner function keeps access to the outer variables after the outer function returns.',
    userAnswer: `An inner function keeps access to the variables of its outer function after it returns (${i}).`,
  }),
  'suggest-learning-path': (i) => ({ skill: ['Docker', 'React', 'Python', 'AWS'][i % 4], currentLevel: 'beginner', learningGoal: 'Build and ship a project', timeframe: ['intensive', 'balanced', 'flexible'][i % 3], preferredStyle: 'hands-on' }),
  'suggest-candidate': (i) => ({
    companyDescription: 'A fintech startup building payment APIs.',
    candidateInfo: `Backend developer with ${3 + (i % 5)} years of Node.js, TypeScript and PostgreSQL; built a payments ledger.`,
    jobDescription: 'Senior backend engineer: Node.js, TypeScript, PostgreSQL, Kubernetes.',
  }),
  'resume-create': (i) => ({ fullName: 'Asha Rao', currentPosition: 'Backend Engineer', currentLength: i % 10, currentTechnologies: 'Node.js, PostgreSQL', companies: [{ name: 'Acme', position: 'Engineer' }] }),
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(mode) {
  const stack = await startStack({ mode, env: { LOG_LEVEL: 'warn', AI_PROVIDER: 'local', AI_RATE_LIMIT: '100000000' } });
  try {
    const post = (path, body, token) =>
      fetch(`${stack.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
    const signup = await post('/auth/signup', { type: 'recruiter', name: 'Bench', email: `bench-ai-${Date.now()}@example.com`, password: 'bench-password' });
    if (!signup.ok) throw new Error(`signup failed: ${signup.status}`);
    const { token } = await signup.json();

    const rows = [];
    for (const [prefix, route] of [['', 'gateway -> broker'], ['/ai', 'gateway -> /ai proxy -> HTTP']]) {
      for (const [agent, input] of Object.entries(AGENTS)) {
        for (let i = 0; i < 5; i++) await (await post(`${prefix}/api/${agent}`, input(i), token)).arrayBuffer(); // warm-up
        const latencies = [];
        for (let i = 0; i < requests; i++) {
          const t0 = performance.now();
          const res = await post(`${prefix}/api/${agent}`, input(i), token);
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`${prefix}/api/${agent} answered ${res.status}`);
          latencies.push(performance.now() - t0);
        }
        latencies.sort((a, b) => a - b);
        rows.push({ mode, route, agent, p50: percentile(latencies, 50), p95: percentile(latencies, 95), max: latencies[latencies.length - 1] });
      }
    }
    return rows;
  } finally {
    await stack.stop();
  }
}

const rows = [];
for (const mode of values.modes.split(',')) rows.push(...(await measure(mode)));
console.log(`${requests} sequential requests per agent and route, after 5 warm-up calls`);
console.log('| mode | route | agent | p50 ms | p95 ms | max ms |');
console.log('|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.mode} | ${r.route} | ${r.agent} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} |`);
