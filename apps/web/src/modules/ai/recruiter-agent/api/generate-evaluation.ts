import type { CandidateSuggestionInput } from '@hirewise/contracts/ai';
import { apiRequest } from '@/modules/api/api-client';
import { AiCallPaths } from '@/modules/api/paths';
import { parseCandidateEvaluation, type CandidateEvaluationView } from '../../shared/utils/parse-evaluation';

/** The Recruiter Agent: a direct POST with JSON to the AI service's own API, proxied at /ai (spec section 7). */
export async function generateEvaluation(request: CandidateSuggestionInput, signal?: AbortSignal): Promise<CandidateEvaluationView> {
  return parseCandidateEvaluation(await apiRequest<unknown>(AiCallPaths.recruiterAgent, { method: 'POST', body: request, auth: true, signal, retries: false }));
}
