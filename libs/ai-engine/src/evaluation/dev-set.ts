import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The development set of the answer judge (issue 15): graded answers to questions written fresh, none from the
 * engine's banks, in `libs/ai-engine/dev-set/*.json` (the fit set, `fit-set.json`, is the Recruiter Agent's).
 * Each question has five bands (1 = wrong .. 5 = complete) and one answer of each trap kind.
 *
 * The frozen split: questions whose id hashes into the lowest 30 of 100 buckets. The split is decided by the
 * id alone (stable as questions are added) and no tuning looks at it: the tuning reads `split === 'dev'` only.
 */
export const ANSWER_KINDS = ['complete', 'good', 'partial', 'weak', 'wrong', 'keyword-stuffed', 'negated', 'rambling', 'short-precise', 'other-question', 'repeated-question'] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];
export const TRAP_KINDS: readonly AnswerKind[] = ['keyword-stuffed', 'negated', 'rambling', 'short-precise', 'other-question', 'repeated-question'];

export interface DevAnswer {
  band: 1 | 2 | 3 | 4 | 5;
  kind: AnswerKind;
  text: string;
}
export interface DevQuestion {
  id: string;
  skill: string;
  type: 'concept' | 'coding' | 'debugging';
  question: string;
  expectedAnswer: string;
  answers: DevAnswer[];
}
export type Split = 'dev' | 'frozen';
export interface DevItem extends DevAnswer {
  question: DevQuestion;
  split: Split;
}

export const FROZEN_PERCENT = 30;

/** FNV-1a of the id: its bucket 0-99 decides the split. */
export function splitOf(id: string): Split {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 100 < FROZEN_PERCENT ? 'frozen' : 'dev';
}

export const DEV_SET_DIR = join(__dirname, '..', '..', 'dev-set');

export function loadDevSet(dir = DEV_SET_DIR): DevQuestion[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json') && f !== 'fit-set.json')
    .sort()
    .flatMap((f) => (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { questions: DevQuestion[] }).questions);
}

export function devItems(questions: readonly DevQuestion[]): DevItem[] {
  return questions.flatMap((q) => q.answers.map((a) => ({ ...a, question: q, split: splitOf(q.id) })));
}
