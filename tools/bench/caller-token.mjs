#!/usr/bin/env node
/**
 * The per-message cost of the caller tokens (docs/security.md, "Trust between services"): what the
 * sender adds (ServiceTrust.signRequest: digest of the payload + HS256 JWT) and what the receiver
 * adds (ServiceTrust.verifyRequest: signature, claims, digest of the parsed payload, call policy),
 * for a small, a 1 KB and a 20 KB payload, and the token's size on the wire.
 * Usage: node tools/bench/caller-token.mjs [--runs 7] [--messages 20000] [--json]
 * Needs a build (npm run build). Several runs: p50 and range over the runs' per-message means,
 * and p50/p99 of single messages (timed in batches of 100 to stay above the timer's resolution).
 */
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const { ServiceTrust, RPC_META_KEY, loadBaseConfig } = require('@hirewise/server-kit');
const { Patterns } = require('@hirewise/contracts');

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' }, messages: { type: 'string', default: '20000' }, json: { type: 'boolean', default: false } } });
const runs = Number(values.runs);
const messages = Number(values.messages);
const BATCH = 100;

const config = loadBaseConfig('gateway', {});
const gateway = new ServiceTrust('gateway', config);
const applications = new ServiceTrust('applications', config);
const caller = { userId: '6f1c2a4e-0d5b-4c43-9a55-2b1f3c4d5e6f', type: 'recruiter' };
const payloads = {
  'small (status change, 120 B)': { caller, applicationId: '0b9f4f7e-3f4a-4b8c-9d2e-1a2b3c4d5e6f', status: 'shortlisted' },
  '1 KB (apply with a statement)': { caller, jobId: '0b9f4f7e-3f4a-4b8c-9d2e-1a2b3c4d5e6f', sop: 'I have built data pipelines for five years. '.repeat(22) },
  '20 KB (resume text)': { caller, jobId: '0b9f4f7e-3f4a-4b8c-9d2e-1a2b3c4d5e6f', sop: 'Experienced engineer with a record of shipping. '.repeat(420) },
};
const pattern = Patterns.applications.apply;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const us = (ns) => Number(ns) / 1000;

function measure(payload) {
  // What the receiver gets: the envelope after a JSON round trip (the transport's serialization, not counted).
  const sign = () => gateway.signRequest('applications', pattern, payload, 5000);
  const wire = JSON.parse(JSON.stringify({ [RPC_META_KEY]: { token: sign() }, data: payload }));
  const verify = (w) => applications.verifyRequest(w, pattern);
  for (let i = 0; i < 2000; i++) verify(JSON.parse(JSON.stringify({ [RPC_META_KEY]: { token: sign() }, data: payload }))); // warm-up
  const runMeans = { sign: [], verify: [] };
  const singles = { sign: [], verify: [] };
  for (let r = 0; r < runs; r++) {
    const tokens = new Array(messages);
    let t0 = process.hrtime.bigint();
    for (let b = 0; b < messages; b += BATCH) {
      const bt = process.hrtime.bigint();
      for (let i = b; i < b + BATCH; i++) tokens[i] = sign();
      singles.sign.push(us(process.hrtime.bigint() - bt) / BATCH);
    }
    runMeans.sign.push(us(process.hrtime.bigint() - t0) / messages);
    const envelopes = tokens.map((token) => ({ [RPC_META_KEY]: { token }, data: wire.data }));
    t0 = process.hrtime.bigint();
    for (let b = 0; b < messages; b += BATCH) {
      const bt = process.hrtime.bigint();
      for (let i = b; i < b + BATCH; i++) verify(envelopes[i]);
      singles.verify.push(us(process.hrtime.bigint() - bt) / BATCH);
    }
    runMeans.verify.push(us(process.hrtime.bigint() - t0) / messages);
  }
  const summary = (list) => {
    const sorted = [...list].sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), min: sorted[0], max: sorted[sorted.length - 1], p99: percentile(sorted, 99) };
  };
  const total = runMeans.sign.map((s, i) => s + runMeans.verify[i]);
  return {
    payloadBytes: JSON.stringify(payload).length,
    tokenBytes: sign().length,
    signUs: summary(runMeans.sign),
    verifyUs: summary(runMeans.verify),
    totalUs: summary(total),
    batchP99Us: { sign: summary(singles.sign).p99, verify: summary(singles.verify).p99 },
  };
}

const results = Object.fromEntries(Object.entries(payloads).map(([name, payload]) => [name, measure(payload)]));
if (values.json) {
  process.stdout.write(`${JSON.stringify({ node: process.version, runs, messages, results }, null, 2)}\n`);
} else {
  const f = (n) => n.toFixed(1);
  console.log(`caller tokens, Node ${process.version}: ${runs} runs x ${messages} messages; per message, p50 of the runs' means [min-max]`);
  for (const [name, r] of Object.entries(results)) {
    console.log(
      `${name.padEnd(32)} payload ${String(r.payloadBytes).padStart(6)} B, token ${r.tokenBytes} B | sign ${f(r.signUs.p50)} µs [${f(r.signUs.min)}-${f(r.signUs.max)}]` +
        ` | verify ${f(r.verifyUs.p50)} µs [${f(r.verifyUs.min)}-${f(r.verifyUs.max)}] | both ${f(r.totalUs.p50)} µs [${f(r.totalUs.min)}-${f(r.totalUs.max)}]` +
        ` | p99 of 100-message batches: sign ${f(r.batchP99Us.sign)} µs, verify ${f(r.batchP99Us.verify)} µs`,
    );
  }
}
