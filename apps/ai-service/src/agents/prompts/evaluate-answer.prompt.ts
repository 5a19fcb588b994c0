import { z } from 'zod';
import { EVIDENCE_STATUSES, type AnswerEvidence, type EvaluateAnswerInput } from '@hirewise/contracts';
import type { StructuredCall } from '../../providers/structured-call';
import { promptMessages } from './prompt-parts';

/** Bumped whenever the prompt or its schema changes: it is stored with every score the model gives. */
export const EVALUATE_ANSWER_PROMPT_VERSION = 'evaluate-answer-2';

/**
 * What the model returns: the same structured evidence the local engine gives, checked afterwards. Every field is
 * required (OpenAI's strict structured output wants them all): a missing point's quote is an empty string.
 */
export const llmEvaluationSchema = z.object({
  evidence: z
    .array(
      z.object({
        point: z.string().min(1).max(1000).describe('one key point of the expected answer, in its words'),
        status: z.enum(EVIDENCE_STATUSES).describe('covered: the answer states it correctly; missing: not stated; contradicted: the answer states the opposite or a false version'),
        quote: z.string().max(1000).describe("the answer's exact words that cover or contradict the point; an empty string when missing"),
      }),
    )
    .min(1)
    .max(20),
  score: z.number().int().min(0).max(100).describe('0 to 100, consistent with the evidence'),
  feedback: z.string().min(1).describe('1 to 3 sentences for the candidate: what was covered, missed or wrong'),
});
export type LlmEvaluation = z.infer<typeof llmEvaluationSchema>;

const SYSTEM = `You grade a candidate's answer to an interview question against the expected answer.
Rules:
- First split the expected answer into its key points (2 to 8). For each, decide whether the answer covers it correctly, misses it, or contradicts it (states the opposite or a false version, even with the right words), and quote the answer's exact words.
- score: a whole number from 0 to 100 that follows the evidence: mostly covered points score 70 or more (a strong area); contradicted points earn nothing and lower the score; length earns nothing, and a short precise answer can score high.
- An empty answer scores 0. An answer about another topic, or one that only repeats the question, scores at most 10.
- feedback: 1 to 3 sentences, addressed to the candidate, naming what the answer covered, what it missed and what it got wrong.
- If no expected answer is given, take the points a competent professional would make.`;

export function evaluateAnswerCall(input: EvaluateAnswerInput): StructuredCall<typeof llmEvaluationSchema> {
  return {
    name: 'answer_evaluation',
    schema: llmEvaluationSchema,
    messages: promptMessages(SYSTEM, input, 'Grade the answer.'),
  };
}

export class InconsistentEvaluationError extends Error {
  constructor(reason: string) {
    super(`invalid structured output: ${reason}`);
    this.name = 'InconsistentEvaluationError';
  }
}

/**
 * The model's score must agree with its own evidence: a high score with most points missing or contradicted, or a
 * low score with every point covered, is a contradictory answer and the local engine answers instead. A quote
 * must be the answer's own words.
 */
export function checkEvaluation(answer: LlmEvaluation, userAnswer: string): Omit<LlmEvaluation, 'evidence'> & { evidence: AnswerEvidence[] } {
  const n = answer.evidence.length;
  const covered = answer.evidence.filter((e) => e.status === 'covered').length;
  const contradicted = answer.evidence.filter((e) => e.status === 'contradicted').length;
  const share = covered / n;
  if (answer.score >= 70 && (share < 0.5 || contradicted * 2 >= n)) throw new InconsistentEvaluationError(`score ${answer.score} with ${covered} of ${n} points covered`);
  if (answer.score <= 30 && share >= 0.8 && contradicted === 0) throw new InconsistentEvaluationError(`score ${answer.score} with ${covered} of ${n} points covered`);
  if (covered === 0 && answer.score > 40) throw new InconsistentEvaluationError(`score ${answer.score} with no point covered`);
  const text = normalize(userAnswer);
  for (const e of answer.evidence) {
    if (e.quote && e.status !== 'missing' && !text.includes(normalize(e.quote).slice(0, 60))) throw new InconsistentEvaluationError('a quote is not in the answer');
  }
  const evidence: AnswerEvidence[] = answer.evidence.map((e) => (e.status === 'missing' || !e.quote ? { point: e.point, status: e.status } : e));
  return { ...answer, evidence };
}

const normalize = (t: string) => t.toLowerCase().replace(/[\s"'“”‘’`]+/g, ' ').trim();
