import { learningPathSchema, type AiSource, type LearningPathInput, type LearningPathResponse } from '@hirewise/contracts/ai';
import { apiRequest } from '@/modules/api/api-client';
import { AiCallPaths } from '@/modules/api/paths';

/** The answer arrived but is not a learning path (spec section 8: 'Invalid response format'). */
export class InvalidResponseError extends Error {
  constructor() {
    super('Invalid response format');
    this.name = 'InvalidResponseError';
  }
}

interface RawLearningPathResponse {
  learningPath?: unknown;
  source?: AiSource;
}

/** POST /api/suggest-learning-path; the learning path is checked against the contracts schema. */
export async function suggestLearningPath(request: LearningPathInput, signal?: AbortSignal): Promise<LearningPathResponse> {
  const body = await apiRequest<RawLearningPathResponse | undefined>(AiCallPaths.learningPath, { method: 'POST', body: request, auth: true, signal, retries: false });
  const parsed = learningPathSchema.safeParse(body?.learningPath);
  if (!parsed.success) throw new InvalidResponseError();
  return { learningPath: parsed.data, source: body?.source === 'llm' ? 'llm' : 'local' };
}
