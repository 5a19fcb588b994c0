#!/usr/bin/env node
/**
 * Latency of the local AI engine, per call of each engine function, over a few thousand varied inputs.
 * Usage: node tools/bench/ai-engine.mjs [--iterations 3000] [--json]
 * Needs the built library: npx tsc -b libs/ai-engine/tsconfig.json (or npm run build).
 * Target (issue 5): p95 under 50 ms per call. Exits 1 when a function misses it.
 */
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const { values } = parseArgs({ options: { iterations: { type: 'string', default: '3000' }, json: { type: 'boolean', default: false } } });
const iterations = Number(values.iterations);
const TARGET_P95_MS = 50;

let engineLib;
let contracts;
try {
  engineLib = require('../../libs/ai-engine/dist/index.js');
  contracts = require('../../libs/contracts/dist/index.js');
} catch {
  console.error('Build the library first: npx tsc -b libs/ai-engine/tsconfig.json');
  process.exit(2);
}
const { createLocalEngine, QUESTION_BANK, BANK_SKILLS, ANSWER_SET, SKILL_LEXICON } = engineLib;
const { LEARNING_AGENT, SKILL_ASSESSMENT } = contracts;

// A seeded PRNG, so every run measures the same inputs.
let seed = 0x2545f491;
const rnd = () => {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (xs) => xs[Math.floor(rnd() * xs.length)];
const int = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
const WORDS = 'the a function state closure value array object list promise async await render component hook effect memory graph tree node queue stack sort search hash key index loop recursion cache scope variable class method module import return error test team project result customer data model api server request response deploy cloud container python react javascript algorithm complexity linear'.split(' ');
const words = (n) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
const skillNames = SKILL_LEXICON.map((s) => s.name);
const bank = BANK_SKILLS.flatMap((s) => QUESTION_BANK[s]);
const domainSkills = Object.values(LEARNING_AGENT.skillsByDomain).flat();

const inputs = {
  interviewQuestion: () => ({
    jobTitle: pick(['Frontend Developer', 'Data Engineer', 'Account Executive', 'SRE', 'Python Developer']),
    skills: Array.from({ length: int(0, 5) }, () => pick([...skillNames, 'react.js', 'JS', 'node', 'Sales', 'Figma', 'Underwater welding'])),
    experience: int(0, 12),
    currentQuestion: int(1, 50),
    exerciseType: rnd() < 0.7 ? pick(SKILL_ASSESSMENT.exerciseTypes) : undefined,
  }),
  evaluateAnswer: () => {
    const q = pick(bank);
    const kind = rnd();
    const userAnswer = kind < 0.4 ? pick(ANSWER_SET).answer : kind < 0.8 ? words(int(0, 120)) : words(int(600, 800)); // up to ~5000 chars
    return rnd() < 0.8 ? { question: q.question, expectedAnswer: q.expectedAnswer, userAnswer } : { question: `${words(12)}?`, expectedAnswer: words(int(0, 60)), userAnswer };
  },
  learningPath: () => ({
    skill: rnd() < 0.8 ? pick(domainSkills) : pick(['Go', 'Sales', 'Algorithms', 'Rust', 'Negotiation']),
    currentLevel: pick(LEARNING_AGENT.levels),
    learningGoal: words(int(3, 40)),
    timeframe: pick(LEARNING_AGENT.timeframes),
    preferredStyle: pick(LEARNING_AGENT.preferredStyles),
  }),
  suggestCandidate: () => {
    const sk = () => Array.from({ length: int(2, 12) }, () => pick(skillNames)).join(', ');
    const long = rnd() < 0.2;
    return {
      companyDescription: `We build ${words(int(10, 60))} with ${sk()}.`,
      jobDescription: `${words(int(20, long ? 900 : 120))}. Requirements: ${int(1, 8)}+ years, ${sk()}. Nice to have: ${sk()}.`,
      candidateInfo: `Name: Person ${int(1, 999)}\nAge: ${int(20, 60)}\n${int(0, 15)} years of experience with ${sk()}. ${words(int(20, long ? 1400 : 200))} <b onclick="x()">${sk()}</b>`,
    };
  },
  createResume: () => ({
    fullName: `Person ${int(1, 999)}`,
    currentPosition: pick(['Software Engineer', 'Data Analyst', 'UX Designer', 'Sales Manager']),
    currentLength: int(0, 25),
    currentTechnologies: Array.from({ length: int(1, 12) }, () => pick(skillNames)).join(', '),
    companies: Array.from({ length: int(1, 8) }, (_, i) => ({ name: `Company ${i}`, position: pick(['Engineer', 'Lead', 'Intern']) })),
  }),
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const engine = createLocalEngine();
const results = [];
for (const [name, make] of Object.entries(inputs)) {
  const cases = Array.from({ length: iterations }, make);
  for (const c of cases.slice(0, 200)) engine[name](c); // warm-up
  const times = [];
  for (const c of cases) {
    const t0 = performance.now();
    engine[name](c);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const r = (x) => Math.round(x * 1000) / 1000;
  results.push({ fn: name, calls: times.length, p50: r(percentile(times, 50)), p95: r(percentile(times, 95)), p99: r(percentile(times, 99)), max: r(times[times.length - 1]) });
}

if (values.json) console.log(JSON.stringify({ node: process.version, iterations, results }, null, 2));
else {
  console.log(`Local AI engine latency per call (ms), ${iterations} varied inputs per function, Node ${process.version}`);
  console.log('| function | calls | p50 | p95 | p99 | max |');
  console.log('|---|---|---|---|---|---|');
  for (const r of results) console.log(`| ${r.fn} | ${r.calls} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} |`);
}
const missed = results.filter((r) => r.p95 >= TARGET_P95_MS);
if (missed.length) {
  console.error(`p95 target (${TARGET_P95_MS} ms) missed by: ${missed.map((r) => r.fn).join(', ')}`);
  process.exit(1);
}
