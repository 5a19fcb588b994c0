#!/usr/bin/env node
/**
 * First-load JavaScript of the landing page (/) and the jobs page (/home, alias /jobs) of the
 * production build: every chunk with its raw and gzip size, and the total per page against the
 * 250 KB gzip budget (issue 8). Same code as the CI check (tools/web-budget/first-load.cjs).
 * Usage: node tools/bench/web-bundle.mjs [--dist apps/web/dist] [--all] [--json]
 * Needs a build (node tools/build.mjs).
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const { BUDGET_BYTES, DEFAULT_DIST, PAGES, allChunks, firstLoad, kb } = require('../web-budget/first-load.cjs');

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: DEFAULT_DIST },
    all: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});
const dist = resolve(values.dist);
const results = PAGES.map((page) => firstLoad(page, dist));

if (values.json) {
  console.log(JSON.stringify({ dist, budgetBytes: BUDGET_BYTES, pages: results, all: values.all ? allChunks(dist) : undefined }, null, 2));
} else {
  const short = (file) => file.replace(/^assets\//, '');
  for (const r of results) {
    console.log(`\n${r.page} (${r.path}; screen in ${r.screen})`);
    console.log(`  ${'chunk'.padEnd(44)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)}`);
    for (const c of r.chunks) console.log(`  ${short(c.file).padEnd(44)} ${kb(c.bytes).padStart(8)} ${kb(c.gzip).padStart(8)}`);
    const verdict = r.total.gzip <= BUDGET_BYTES ? 'within' : 'OVER';
    console.log(`  ${'total'.padEnd(44)} ${kb(r.total.bytes).padStart(8)} ${kb(r.total.gzip).padStart(8)}  (${verdict} the ${kb(BUDGET_BYTES)} KB budget)`);
  }
  if (values.all) {
    const chunks = allChunks(dist);
    const sum = chunks.reduce((s, c) => s + c.gzip, 0);
    console.log(`\nall ${chunks.length} JavaScript chunks: ${kb(sum)} KB gzip`);
    for (const c of chunks) console.log(`  ${short(c.file).padEnd(44)} ${kb(c.bytes).padStart(8)} ${kb(c.gzip).padStart(8)}`);
  }
}
if (results.some((r) => r.total.gzip > BUDGET_BYTES)) process.exitCode = 1;
