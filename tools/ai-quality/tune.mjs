#!/usr/bin/env node
/**
 * Searches the answer judge's constants (JUDGE and SCORING) on the DEV split of the development set only,
 * by coordinate descent on Spearman's rank correlation less a penalty for each trap target missed (means over
 * the dev split: other-question above 15, the question repeated back above 10, keyword-stuffed or negated at
 * or above the honest band-2 answers); the frozen split is never scored here. Prints the
 * best values found; copying them into the code is a decision for a person (docs/ai-engine.md).
 * Usage: node tools/ai-quality/tune.mjs [--rounds 2]
 */
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const { values } = parseArgs({ options: { rounds: { type: 'string', default: '2' } } });
process.env.SWC_NODE_PROJECT ??= new URL('../../tsconfig.base.json', import.meta.url).pathname;
require('@swc-node/register');
const lib = require('../../libs/ai-engine/src/index.ts');
const { createLocalEngine, loadDevSet, devItems, spearman, JUDGE, SCORING } = lib;

const dev = devItems(loadDevSet()).filter((i) => i.split === 'dev');
const engine = createLocalEngine();
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const rho = () => {
  const scores = dev.map((i) => engine.evaluateAnswer({ question: i.question.question, expectedAnswer: i.question.expectedAnswer, userAnswer: i.text }).score);
  const kind = (k) => mean(scores.filter((_, n) => dev[n].kind === k));
  const weak = kind('weak');
  const penalty = Math.max(0, kind('other-question') - 15) + Math.max(0, kind('repeated-question') - 10) + Math.max(0, kind('keyword-stuffed') - weak) + Math.max(0, kind('negated') - weak);
  return spearman(dev.map((i) => i.band), scores) - 0.002 * penalty;
};

const GRID = {
  'JUDGE.questionWeight': [0.15, 0.25, 0.35, 0.5, 0.7],
  'JUDGE.lightWeight': [0.2, 0.4, 0.6],
  'JUDGE.termWeight': [1, 1.5, 2, 3],
  'JUDGE.covered': [0.45, 0.5, 0.55, 0.6, 0.7],
  'JUDGE.partialFrom': [0.05, 0.1, 0.15, 0.2, 0.25, 0.3],
  'JUDGE.contradictionAlignment': [0.35, 0.4, 0.5, 0.6, 0.7],
  'SCORING.fullCoverage': [0.5, 0.6, 0.75, 0.9],
  'SCORING.curve': [0.6, 0.85, 1, 1.3],
  'SCORING.contradictionPenalty': [0.5, 0.8, 1.2, 2],
  'SCORING.contradictionCap': [10, 18, 30, 45],
  'SCORING.offTopicRelevance': [0.25, 0.35, 0.45, 0.55],
  'SCORING.offTopicCoverage': [0.1, 0.2, 0.3, 0.4],
  'SCORING.echoShare': [0.35, 0.45, 0.55, 0.65],
  'SCORING.echoCoverage': [0.15, 0.25, 0.35, 0.45],
};
const target = { JUDGE, SCORING };
const get = (k) => { const [o, f] = k.split('.'); return target[o][f]; };
const set = (k, v) => { const [o, f] = k.split('.'); target[o][f] = v; };

let best = rho();
console.log(`start: dev objective ${best.toFixed(4)}`);
for (let round = 0; round < Number(values.rounds); round++) {
  for (const [k, options] of Object.entries(GRID)) {
    const was = get(k);
    let bestV = was;
    for (const v of options) {
      if (v === was) continue;
      set(k, v);
      const r = rho();
      if (r > best + 0.002) (best = r), (bestV = v);
    }
    set(k, bestV);
    console.log(`${k} = ${bestV}  (dev ${best.toFixed(4)})`);
  }
}
console.log(JSON.stringify({ JUDGE, SCORING }, null, 2));
