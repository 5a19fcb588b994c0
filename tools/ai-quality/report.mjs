#!/usr/bin/env node
/**
 * The answer judge's quality on the development set (issue 15): Spearman between human band and score on the
 * dev and frozen splits, per skill and per answer kind (the traps), mean score per band, the targets, and the
 * latency of one evaluation (p50/p95 over every answer, after a warm-up pass).
 * Usage: node tools/ai-quality/report.mjs [--json] [--worst N] [--src]
 * Needs the built library (npm run build, or npx tsc -b libs/ai-engine/tsconfig.json).
 * --worst lists the N answers furthest from their band on the DEV split only: the frozen split is for
 * reporting, never for tuning.
 */
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const { values } = parseArgs({ options: { json: { type: 'boolean', default: false }, worst: { type: 'string', default: '0' }, src: { type: 'boolean', default: false }, baseline: { type: 'boolean', default: false } } });

let lib;
try {
  // --src reads the TypeScript sources (through @swc-node/register) instead of the build.
  if (values.src) {
    process.env.SWC_NODE_PROJECT ??= new URL('../../tsconfig.base.json', import.meta.url).pathname;
    require('@swc-node/register');
    lib = require('../../libs/ai-engine/src/index.ts');
  } else lib = require('../../libs/ai-engine/dist/index.js');
} catch (err) {
  if (values.src) throw err;
  console.error('Build the library first: npx tsc -b libs/ai-engine/tsconfig.json');
  process.exit(2);
}
const { createLocalEngine, loadDevSet, devItems, qualityReport, evaluateWithoutReference } = lib;
// --baseline scores with the keyword matcher the engine used before the claim judge (issue 15's "0.51").
const engine = values.baseline ? { evaluateAnswer: (i) => ({ ...evaluateWithoutReference(i), evidence: [], engine: { name: 'local', version: '1 (keywords)' } }) } : createLocalEngine();
const items = devItems(loadDevSet());

// Warm-up (WordNet and the NLP model load once), then time every answer.
for (const i of items.slice(0, 50)) engine.evaluateAnswer({ question: i.question.question, expectedAnswer: i.question.expectedAnswer, userAnswer: i.text });
const times = [];
const scored = items.map((i) => {
  const t = process.hrtime.bigint();
  const r = engine.evaluateAnswer({ question: i.question.question, expectedAnswer: i.question.expectedAnswer, userAnswer: i.text });
  times.push(Number(process.hrtime.bigint() - t) / 1e6);
  return { ...i, score: r.score, result: r };
});
times.sort((a, b) => a - b);
const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
const report = qualityReport(scored);
const latency = { p50: +pct(50).toFixed(2), p95: +pct(95).toFixed(2), max: +times[times.length - 1].toFixed(2) };

if (values.json) {
  console.log(JSON.stringify({ ...report, latencyMs: latency }, null, 2));
} else {
  const c = report.counts;
  console.log(`Development set: ${c.questions} questions, ${c.answers} answers; frozen split ${c.frozenQuestions} questions, ${c.frozenAnswers} answers`);
  console.log(`engine ${JSON.stringify(engine.evaluateAnswer({ question: 'q', expectedAnswer: 'a', userAnswer: 'a' }).engine)}\n`);
  console.log(`| Spearman | dev | frozen | all |\n|---|---|---|---|\n| band vs score | ${report.spearman.dev} | ${report.spearman.frozen} | ${report.spearman.all} |\n`);
  const skills = [...new Set(report.perSkill.map((s) => s.skill))];
  console.log('| skill | dev (n) | frozen (n) |\n|---|---|---|');
  for (const s of skills) {
    const d = report.perSkill.find((x) => x.skill === s && x.split === 'dev');
    const f = report.perSkill.find((x) => x.skill === s && x.split === 'frozen');
    const cell = (x) => (x && x.n ? `${Number.isNaN(x.rho) ? '-' : x.rho} (${x.n})` : '-');
    console.log(`| ${s} | ${cell(d)} | ${cell(f)} |`);
  }
  console.log('\n| mean score per band | 1 | 2 | 3 | 4 | 5 |\n|---|---|---|---|---|---|');
  for (const split of ['dev', 'frozen']) console.log(`| ${split} | ${[1, 2, 3, 4, 5].map((b) => report.bandMeans[split][b]).join(' | ')} |`);
  const kinds = Object.keys(report.kindMeans.dev);
  console.log(`\n| mean score per kind | ${kinds.join(' | ')} |\n|---|${kinds.map(() => '---').join('|')}|`);
  for (const split of ['dev', 'frozen']) console.log(`| ${split} | ${kinds.map((k) => report.kindMeans[split][k]).join(' | ')} |`);
  console.log('\n| target | split | value | limit | met |\n|---|---|---|---|---|');
  for (const t of report.targets) console.log(`| ${t.name} | ${t.split} | ${t.value} | ${t.limit} | ${t.met ? 'yes' : 'NO'} |`);
  console.log(`\nlatency per evaluation (ms, ${times.length} answers): p50 ${latency.p50}, p95 ${latency.p95}, max ${latency.max}`);
  const n = Number(values.worst);
  if (n > 0) {
    const expectedScore = (band) => [5, 25, 50, 75, 95][band - 1];
    const worst = scored.filter((s) => s.split === 'dev').sort((a, b) => Math.abs(b.score - expectedScore(b.band)) - Math.abs(a.score - expectedScore(a.band))).slice(0, n);
    console.log(`\nworst ${n} (dev split only):`);
    for (const w of worst) console.log(`- ${w.question.id} ${w.kind} band ${w.band} score ${w.score} [${w.result.evidence.map((e) => e.status[0] + (e.status === 'contradicted' ? 'x' : '')).join('')}] ${w.text.slice(0, 160)}`);
  }
}
process.exit(report.targets.every((t) => t.met) ? 0 : 1);
