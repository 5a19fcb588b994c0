import type { EvaluateAnswerInput } from '@hirewise/contracts';
import { lookupQuestion } from '../questions/question-bank';
import type { Concept } from '../questions/bank-types';
import { contentLemmas } from '../text/tokenize';
import type { LocalEvaluation } from '../types';
import { AnswerText, compileConcept, extractConcepts, relevance, vocabulary } from './concept-match';
import { buildConceptFeedback as buildFeedback, type Verdict } from './feedback';

/** Coverage at which an answer scores full marks: a complete answer rarely names every listed concept. */
const FULL_COVERAGE_CURATED = 0.8;
const FULL_COVERAGE_EXTRACTED = 0.6;
/** Below this share of on-topic words, with little coverage, an answer is off-topic. */
const OFF_TOPIC_RELEVANCE = 0.2;
const OFF_TOPIC_MAX_COVERAGE = 0.34;
const CURVE = 0.7;
const ATTEMPT_FLOOR = 10;
/** Answers that open by declining ("I don't know", "no idea", "skip") and name no concept. */
const NON_ANSWER = /^\W*(?:(?:sorry|um+|uh+|honestly|well)\W+)*(?:i (?:do not|don['’]?t|really don['’]?t) know|i have no idea|no idea|not sure|no clue|i forgot|i can['’]?t remember|skip|pass)\b/i;

/**
 * The scorer for a question without an expected answer (used only then): scores an answer 0-100 by how many of the expected answer's key concepts it covers (lemmatized, with
 * synonyms): curated concepts when the question is from the bank, else concepts extracted from the expected
 * answer (or, with none, from the question). Empty answers score 0; very short, "I don't know" and off-topic
 * answers are penalized. Deterministic: no randomness, no clock.
 */
export function evaluateWithoutReference(input: EvaluateAnswerInput): Omit<LocalEvaluation, 'evidence' | 'engine'> {
  const question = input.question.trim();
  const expected = (input.expectedAnswer ?? '').trim();
  const answer = (input.userAnswer ?? '').trim();

  const known = lookupQuestion(question);
  const source: 'curated' | 'expected' | 'question' = known ? 'curated' : expected ? 'expected' : 'question';
  const concepts: Concept[] = known?.concepts ?? extractConcepts(expected || question, expected ? 10 : 6);
  const labels = concepts.map((c) => c.label);

  if (!/[\p{L}\p{N}]/u.test(answer)) {
    return { score: 0, feedback: buildFeedback({ verdict: 'empty', covered: [], missed: labels }), covered: [], missed: labels };
  }

  const text = new AnswerText(answer);
  const compiled = concepts.map(compileConcept);
  const covered: string[] = [];
  const missed: string[] = [];
  compiled.forEach((c, i) => (text.covers(c) ? covered : missed).push(labels[i]));
  const coverage = concepts.length ? covered.length / concepts.length : 0;

  const words = contentLemmas(answer).length;
  const reference = vocabulary(question, expected, ...concepts.flatMap((c) => c.terms));
  const onTopic = relevance(answer, reference);

  let score: number;
  if (source === 'question') {
    // No reference answer: judge by relevance to the question and by substance, capped below full marks.
    score = Math.min(80, 80 * Math.min(1, words / 40) * (0.4 + 0.6 * Math.min(1, coverage / 0.5)));
  } else {
    const full = source === 'curated' ? FULL_COVERAGE_CURATED : FULL_COVERAGE_EXTRACTED;
    // Diminishing returns: the first concepts named earn the most, as a human grader gives partial credit.
    score = 100 * Math.min(1, coverage / full) ** CURVE;
  }
  // An on-topic attempt that names none of the concepts still earns a little (a wrong but relevant answer).
  if (covered.length === 0 && onTopic >= OFF_TOPIC_RELEVANCE) score = Math.max(score, ATTEMPT_FLOOR + 10 * Math.min(1, onTopic));

  let verdict: Verdict = 'scored';
  if (words < 3) score *= 0.6;
  else if (words < 6) score *= 0.85;
  if (words < 6) verdict = 'short';

  if (NON_ANSWER.test(answer) && covered.length === 0) {
    score = Math.min(score, 5);
    verdict = 'non-answer';
  } else if (onTopic < OFF_TOPIC_RELEVANCE && coverage < OFF_TOPIC_MAX_COVERAGE) {
    score = Math.min(score, 5);
    verdict = 'off-topic';
  }

  const final = Math.max(0, Math.min(100, Math.round(score)));
  return { score: final, feedback: buildFeedback({ verdict, score: final, covered, missed }), covered, missed };
}
