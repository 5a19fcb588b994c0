/**
 * The graded fit set (`libs/ai-engine/dev-set/fit-set.json`, issue 15 item 3): job/candidate pairs graded by
 * hand in five bands before any tuning, 30% of them frozen (never tuned on). The engine must rank them like the
 * human grader: Spearman >= 0.80 over all pairs; both splits are reported in the test names.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { candidateEvidenceSchema, candidateSuggestionRequestSchema } from '@hirewise/contracts';
import { createLocalEngine, spearman } from '../index';

interface FitPair {
  id: string;
  band: 1 | 2 | 3 | 4 | 5;
  split: 'dev' | 'frozen';
  jobDescription: string;
  companyDescription: string;
  candidateInfo: string;
  note: string;
}

const PAIRS = (JSON.parse(readFileSync(join(__dirname, '..', '..', 'dev-set', 'fit-set.json'), 'utf8')) as { pairs: FitPair[] }).pairs;
const engine = createLocalEngine();
const run = (p: FitPair, e = engine) => e.suggestCandidate(candidateSuggestionRequestSchema.parse(p));
const scores = new Map(PAIRS.map((p) => [p.id, run(p).score]));
const rho = (pairs: readonly FitPair[]) => spearman(pairs.map((p) => p.band), pairs.map((p) => scores.get(p.id)!));
const DEV = PAIRS.filter((p) => p.split === 'dev');
const FROZEN = PAIRS.filter((p) => p.split === 'frozen');
const ALL_RHO = rho(PAIRS);
const DEV_RHO = rho(DEV);
const FROZEN_RHO = rho(FROZEN);

describe('candidate fit set', () => {
  it('has at least 40 pairs in five bands, frozen ones in every band and 30% overall, each pair complete and unique', () => {
    expect(PAIRS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(PAIRS.map((p) => p.id)).size).toBe(PAIRS.length);
    for (const band of [1, 2, 3, 4, 5]) {
      const inBand = PAIRS.filter((p) => p.band === band);
      expect(inBand.length).toBeGreaterThanOrEqual(8);
      expect(inBand.some((p) => p.split === 'frozen')).toBe(true);
    }
    expect(Math.round((FROZEN.length / PAIRS.length) * 100)).toBeGreaterThanOrEqual(30);
    for (const p of PAIRS) {
      expect(candidateSuggestionRequestSchema.safeParse(p).success).toBe(true);
      expect(p.note.length).toBeGreaterThan(0);
    }
  });

  it('holds the traps: statement-of-purpose-only skills, required vs nice-to-have, related skills, too few years', () => {
    const notes = PAIRS.map((p) => p.note.toLowerCase());
    const count = (re: RegExp) => notes.filter((n) => re.test(n)).length;
    expect(count(/statement of purpose|claimed/)).toBeGreaterThanOrEqual(5);
    expect(count(/nice-to-have|plus|preferred/)).toBeGreaterThanOrEqual(5);
    expect(count(/related/)).toBeGreaterThanOrEqual(5);
    expect(count(/short|of \d years|\d of \d years/)).toBeGreaterThanOrEqual(5);
  });

  it(`ranks all pairs like the human grader: Spearman ${ALL_RHO.toFixed(3)} >= 0.80 (dev ${DEV_RHO.toFixed(3)}, n=${DEV.length}; frozen ${FROZEN_RHO.toFixed(3)}, n=${FROZEN.length})`, () => {
    expect(ALL_RHO).toBeGreaterThanOrEqual(0.8);
  });

  it(`reports the frozen split on its own (Spearman ${FROZEN_RHO.toFixed(3)}), never tuned on`, () => {
    expect(FROZEN_RHO).toBeGreaterThanOrEqual(0.7);
    expect(DEV_RHO).toBeGreaterThanOrEqual(0.7);
  });

  it('scores the bands in order on average', () => {
    const mean = (band: number) => {
      const xs = PAIRS.filter((p) => p.band === band).map((p) => scores.get(p.id)!);
      return xs.reduce((s, x) => s + x, 0) / xs.length;
    };
    for (const band of [2, 3, 4, 5]) expect(mean(band)).toBeGreaterThan(mean(band - 1));
  });

  it('gives the same input the same output, also from a fresh engine, with valid evidence and score = fitScore', () => {
    const fresh = createLocalEngine();
    for (const p of PAIRS) {
      const first = run(p);
      expect(run(p)).toEqual(first);
      expect(run(p, fresh)).toEqual(first);
      expect(first.score).toBe(first.fitScore);
      expect(first.evidence.length).toBeGreaterThan(0);
      for (const e of first.evidence) expect(candidateEvidenceSchema.parse(e)).toEqual(e);
    }
  });
});
