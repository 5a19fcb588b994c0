import type { CandidateSuggestionInput } from '@hirewise/contracts/ai';
import { apiRequest } from '@/modules/api/api-client';
import { AiCallPaths } from '@/modules/api/paths';
import { parseCandidateEvaluation, type CandidateEvaluationView } from '../../shared/utils/parse-evaluation';

/** POST /api/suggest-candidate through the gateway with the bearer token (the suggestion dialog). */
export async function suggestCandidate(request: CandidateSuggestionInput, signal?: AbortSignal): Promise<CandidateEvaluationView> {
  return parseCandidateEvaluation(await apiRequest<unknown>(AiCallPaths.suggestCandidate, { method: 'POST', body: request, auth: true, signal, retries: false }));
}
