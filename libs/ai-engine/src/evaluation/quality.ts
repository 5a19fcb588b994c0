import type { LocalEngine } from '../types';
import { TRAP_KINDS, type DevItem, type Split } from './dev-set';
import { spearman } from './rank-correlation';

/**
 * The judge's quality on the development set: Spearman between human band and score per split, skill and
 * kind, mean score per band, and the trap targets of issue 15. Used by tools/ai-quality and the CI gate.
 */
export interface Scored extends DevItem {
  score: number;
}

export interface QualityReport {
  counts: { questions: number; answers: number; frozenQuestions: number; frozenAnswers: number };
  spearman: Record<Split | 'all', number>;
  perSkill: { skill: string; split: Split | 'all'; n: number; rho: number }[];
  bandMeans: Record<Split, Record<number, number>>;
  kindMeans: Record<Split, Record<string, number>>;
  targets: { name: string; split: Split; value: number; limit: number; met: boolean }[];
}

export const TARGETS = { frozenSpearman: 0.8, otherQuestionMax: 15 } as const;

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
const r3 = (x: number) => Math.round(x * 1000) / 1000;
const r1 = (x: number) => Math.round(x * 10) / 10;

export function scoreItems(engine: LocalEngine, items: readonly DevItem[]): Scored[] {
  return items.map((i) => ({ ...i, score: engine.evaluateAnswer({ question: i.question.question, expectedAnswer: i.question.expectedAnswer, userAnswer: i.text }).score }));
}

export function qualityReport(scored: readonly Scored[]): QualityReport {
  const bySplit = (s: Split | 'all') => (s === 'all' ? scored : scored.filter((x) => x.split === s));
  const rho = (xs: readonly Scored[]) => r3(spearman(xs.map((x) => x.band), xs.map((x) => x.score)));
  const skills = [...new Set(scored.map((x) => x.question.skill))].sort();
  const perSkill = skills.flatMap((skill) =>
    (['dev', 'frozen'] as const).map((split) => {
      const xs = bySplit(split).filter((x) => x.question.skill === skill);
      return { skill, split, n: xs.length, rho: xs.length > 2 ? rho(xs) : NaN };
    }),
  );
  const bandMeans = { dev: {}, frozen: {} } as QualityReport['bandMeans'];
  const kindMeans = { dev: {}, frozen: {} } as QualityReport['kindMeans'];
  const targets: QualityReport['targets'] = [];
  for (const split of ['dev', 'frozen'] as const) {
    const xs = bySplit(split);
    for (const band of [1, 2, 3, 4, 5]) bandMeans[split][band] = r1(mean(xs.filter((x) => x.band === band).map((x) => x.score)));
    for (const kind of [...new Set(xs.map((x) => x.kind))]) kindMeans[split][kind] = r1(mean(xs.filter((x) => x.kind === kind).map((x) => x.score)));
    // The honest band-2 answers: weak ones (rambling answers are band 2 too, but they are a trap).
    const honestWeak = mean(xs.filter((x) => x.band === 2 && x.kind === 'weak').map((x) => x.score));
    targets.push(
      { name: 'keyword-stuffed mean below honest band-2 mean', split, value: r1(mean(xs.filter((x) => x.kind === 'keyword-stuffed').map((x) => x.score))), limit: r1(honestWeak), met: false },
      { name: 'negated mean below honest band-2 mean', split, value: r1(mean(xs.filter((x) => x.kind === 'negated').map((x) => x.score))), limit: r1(honestWeak), met: false },
      { name: 'every other-question answer <= 15', split, value: Math.max(...xs.filter((x) => x.kind === 'other-question').map((x) => x.score)), limit: TARGETS.otherQuestionMax, met: false },
    );
  }
  for (const t of targets) t.met = t.name.startsWith('every') ? t.value <= t.limit : t.value < t.limit;
  const frozen = bySplit('frozen');
  targets.push({ name: 'Spearman on the frozen split >= 0.80', split: 'frozen', value: rho(frozen), limit: TARGETS.frozenSpearman, met: rho(frozen) >= TARGETS.frozenSpearman });
  return {
    counts: {
      questions: new Set(scored.map((x) => x.question.id)).size,
      answers: scored.length,
      frozenQuestions: new Set(frozen.map((x) => x.question.id)).size,
      frozenAnswers: frozen.length,
    },
    spearman: { all: rho(scored), dev: rho(bySplit('dev')), frozen: rho(frozen) },
    perSkill,
    bandMeans,
    kindMeans,
    targets,
  };
}

export { TRAP_KINDS };
