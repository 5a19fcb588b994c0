import { AI_SOURCES, type CandidateSuggestionResponse } from '@hirewise/contracts';
import { z } from 'zod';

const candidateEvaluationResponseSchema = z.object({
  // May be empty: the suggestion dialog then says 'No suggestion available.'
  evaluation: z.string().default(''),
  fitScore: z.number().min(0).max(100).optional(),
  source: z.enum(AI_SOURCES).default('local'),
});

/** The answer is not a candidate evaluation. */
export class InvalidEvaluationError extends Error {
  constructor() {
    super('Unexpected answer from the AI service');
    this.name = 'InvalidEvaluationError';
  }
}

/** A suggest-candidate answer ({ evaluation, fitScore?, source }), checked before it is shown. */
export function parseCandidateEvaluation(body: unknown): CandidateSuggestionResponse {
  const parsed = candidateEvaluationResponseSchema.safeParse(body ?? {});
  if (!parsed.success) throw new InvalidEvaluationError();
  return parsed.data;
}
