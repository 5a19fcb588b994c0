import { useMutation } from '@tanstack/react-query';
import type { CandidateSuggestionInput } from '@hirewise/contracts/ai';
import { generateEvaluation } from '../api/generate-evaluation';

/** The Recruiter Agent's evaluation: the screen shows its pending, error and result states. */
export function useGenerateEvaluation() {
  return useMutation({ mutationFn: (request: CandidateSuggestionInput) => generateEvaluation(request) });
}
