import { AI_SOURCES, candidateEvidenceSchema, type CandidateEvidence, type CandidateSuggestionResponse } from '@hirewise/contracts/ai';
import { z } from 'zod';

const score = z.number().min(0).max(100);

const candidateEvaluationResponseSchema = z.object({
  // May be empty: the suggestion dialog then says 'No suggestion available.'
  evaluation: z.string().default(''),
  score: score.optional(),
  fitScore: score.optional(),
  // Entries the contract does not know are left out rather than failing the whole answer.
  evidence: z.array(z.unknown()).default([]),
  source: z.enum(AI_SOURCES).default('local'),
});

/** A candidate evaluation as the screens show it: `score` may be missing from an older answer (then fitScore). */
export type CandidateEvaluationView = Omit<CandidateSuggestionResponse, 'score'> & { score?: number };

/** The answer is not a candidate evaluation. */
export class InvalidEvaluationError extends Error {
  constructor() {
    super('Unexpected answer from the AI service');
    this.name = 'InvalidEvaluationError';
  }
}

/** A suggest-candidate answer ({ evaluation, score, fitScore?, evidence, source }), checked before it is shown. */
export function parseCandidateEvaluation(body: unknown): CandidateEvaluationView {
  const parsed = candidateEvaluationResponseSchema.safeParse(body ?? {});
  if (!parsed.success) throw new InvalidEvaluationError();
  const { evidence, ...rest } = parsed.data;
  const known = evidence.flatMap((item): CandidateEvidence[] => {
    const entry = candidateEvidenceSchema.safeParse(item);
    return entry.success ? [entry.data] : [];
  });
  return { ...rest, score: rest.score ?? rest.fitScore, evidence: known };
}
