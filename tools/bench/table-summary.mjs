#!/usr/bin/env node
/**
 * Several runs of the performance table in one: the median of each figure with the range
 * (min-max) beside it, so that the spread of a shared 2-core machine shows.
 *
 * Usage: node tools/bench/table.mjs --json run1.json   (as many times as wanted)
 *        node tools/bench/table-summary.mjs run1.json run2.json run3.json
 */
import { readFileSync } from 'node:fs';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node tools/bench/table-summary.mjs run1.json [run2.json ...]');
  process.exit(2);
}
const runs = files.map((f) => JSON.parse(readFileSync(f, 'utf8')));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Derived columns, as table.mjs prints them. */
const figures = {
  p50: (r) => r.p50,
  p95: (r) => r.p95,
  p99: (r) => r.p99,
  rps: (r) => r.rps,
  gateway: (r) => r.gatewayP50,
  oneProcess: (r) => r.oneProcessP50,
  handler: (r) => r.inProcessP50,
  hop: (r) => (r.gatewayP50 !== undefined && r.oneProcessP50 !== undefined ? r.gatewayP50 - r.oneProcessP50 : undefined),
  architecture: (r) => (r.gatewayP50 !== undefined && r.inProcessP50 !== undefined ? r.gatewayP50 - r.inProcessP50 : undefined),
};

function cell(rows, figure, digits) {
  const values = rows.map(figures[figure]).filter((v) => typeof v === 'number' && Number.isFinite(v));
  if (values.length === 0) return '';
  const m = median(values).toFixed(digits);
  if (values.length === 1) return m;
  return `${m} (${Math.min(...values).toFixed(digits)} to ${Math.max(...values).toFixed(digits)})`;
}

console.log(`${runs.length} runs; median (min to max). ms unless noted; hop = one caller through the gateway - through the one-process product; architecture = through the gateway - the handler in process.`);
console.log('| mode | call | conns | p50 | p95 | p99 | req/s | gateway p50 | one process p50 | handler p50 | gateway + broker hop | architecture |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const first of runs[0]) {
  const rows = runs.map((run) => run.find((r) => r.mode === first.mode && r.name === first.name)).filter(Boolean);
  const rpsDigits = first.rps < 10 ? 2 : 0;
  console.log(
    `| ${first.mode} | ${first.name} | ${first.connections} | ${cell(rows, 'p50', 1)} | ${cell(rows, 'p95', 1)} | ${cell(rows, 'p99', 1)} | ${cell(rows, 'rps', rpsDigits)} | ${cell(rows, 'gateway', 2)} | ${cell(rows, 'oneProcess', 2)} | ${cell(rows, 'handler', 2)} | ${cell(rows, 'hop', 2)} | ${cell(rows, 'architecture', 2)} |`,
  );
}
