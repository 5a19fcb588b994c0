import type { AiEngineInfo, EvaluateAnswerInput } from '@hirewise/contracts';
import { judge, type Judgment } from '../judging/judge';
import { lookupQuestion } from '../questions/question-bank';
import type { Concept } from '../questions/bank-types';
import { lemmas } from '../text/tokenize';
import type { LocalEvaluation } from '../types';
import { buildFeedback, type Verdict } from './feedback';
import { evaluateWithoutReference } from './reference-free';

/** The local engine's name and version, kept with every score it gives (provenance). */
export const LOCAL_ENGINE_INFO: AiEngineInfo = { name: 'local', version: '2.0.0' };

/** The tuning of the score, fixed on the development split only (tools/ai-quality reports both splits). */
export const SCORING = {
  /** Coverage at which an answer scores full marks: a complete answer rarely says every point fully. */
  fullCoverage: 0.5,
  curve: 0.6,
  /** Each contradicted point takes this share of the points away, on top of earning nothing. */
  contradictionPenalty: 2,
  /** Contradicting at least as many points as it covers caps an answer here (below an honest weak answer). */
  contradictionCap: 18,
  /** Few on-topic words and little coverage: the answer is about something else. */
  offTopicRelevance: 0.35,
  offTopicCoverage: 0.2,
  offTopicCap: 8,
  /** Mostly the question's own words, saying little more: the question repeated back. */
  echoShare: 0.55,
  echoCoverage: 0.45,
  echoCap: 8,
  /** Long answers whose sentences mostly align with no point lose part of their score (rambling). */
  rambleWords: 45,
  rambleDensity: 0.35,
  rambleWeight: 0.3,
};

/** Answers that open by declining ("I don't know", "no idea", "skip") and say nothing of substance. */
const NON_ANSWER = /^\W*(?:(?:sorry|um+|uh+|honestly|well)\W+)*(?:i (?:do not|don['’]?t|really don['’]?t) know|i have no idea|no idea|not sure|no clue|i forgot|i can['’]?t remember|skip|pass)\b/i;

/** A bank question's curated concept terms, as synonyms of each other (single words only). */
const synonymCache = new WeakMap<readonly Concept[], Map<string, Set<string>>>();
function conceptSynonyms(concepts: readonly Concept[]): Map<string, Set<string>> {
  const hit = synonymCache.get(concepts);
  if (hit) return hit;
  const map = new Map<string, Set<string>>();
  for (const c of concepts) {
    const words = c.terms.map((t) => lemmas(t)).filter((l) => l.length === 1).map((l) => l[0]);
    for (const a of words) for (const b of words) if (a !== b) (map.get(a) ?? map.set(a, new Set()).get(a)!).add(b);
  }
  synonymCache.set(concepts, map);
  return map;
}

/**
 * Scores an answer 0-100 against the expected answer's key points: covered points earn credit, contradicted
 * ones earn none and cost more, length earns nothing. Off-topic answers, the question repeated back and
 * non-answers are capped. Without an expected answer the reference-free scorer answers (bank concepts or the
 * question's keywords). Deterministic: no randomness, no clock.
 */
export function evaluateAnswer(input: EvaluateAnswerInput): LocalEvaluation {
  const question = input.question.trim();
  const known = lookupQuestion(question);
  const expected = (input.expectedAnswer ?? '').trim() || known?.expectedAnswer || '';
  const answer = (input.userAnswer ?? '').trim();

  if (!expected) return { ...evaluateWithoutReference(input), evidence: [], engine: LOCAL_ENGINE_INFO };

  const j = judge(known?.question ?? question, expected, answer, known ? { synonyms: conceptSynonyms(known.concepts) } : {});
  const evidence = j.points.map(({ point, status, quote }) => ({ point, status, ...(quote ? { quote } : {}) }));
  const covered = j.points.filter((p) => p.status === 'covered').map((p) => p.point);
  const missed = j.points.filter((p) => p.status !== 'covered').map((p) => p.point);

  if (!/[\p{L}\p{N}]/u.test(answer)) {
    return { score: 0, feedback: buildFeedback({ verdict: 'empty', points: j.points }), covered: [], missed, evidence, engine: LOCAL_ENGINE_INFO };
  }
  const { score, verdict } = scoreOf(j, answer);
  return { score, feedback: buildFeedback({ verdict, score, points: j.points }), covered, missed, evidence, engine: LOCAL_ENGINE_INFO };
}

export function scoreOf(j: Judgment, answer: string): { score: number; verdict: Verdict } {
  const s = SCORING;
  const n = j.points.length || 1;
  let score = 100 * Math.min(1, j.coverage / s.fullCoverage) ** s.curve;
  let verdict: Verdict = 'scored';
  const coveredCount = j.points.filter((p) => p.status === 'covered').length;
  if (j.contradicted > 0) {
    score *= Math.max(0, 1 - (s.contradictionPenalty * j.contradicted) / n);
    if (j.contradicted >= coveredCount) score = Math.min(score, s.contradictionCap);
    verdict = 'contradicted';
  }
  // Rambling: many more clauses than the points they cover. A precise answer spends about a clause a point.
  const density = (j.coverage * n) / Math.max(1, j.clauses);
  if (j.contentWords >= s.rambleWords && density < s.rambleDensity) score *= 1 - s.rambleWeight * (1 - density / s.rambleDensity);

  if (NON_ANSWER.test(answer) && j.coverage < 0.2) {
    score = Math.min(score, 5);
    verdict = 'non-answer';
  } else if (j.echo >= s.echoShare && j.coverage < s.echoCoverage) {
    score = Math.min(score, s.echoCap);
    verdict = 'echo';
  } else if ((j.relevance < s.offTopicRelevance && j.coverage < s.offTopicCoverage)) {
    score = Math.min(score, s.offTopicCap);
    verdict = 'off-topic';
  }
  return { score: Math.max(0, Math.min(100, Math.round(score))), verdict };
}

