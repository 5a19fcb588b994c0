import { useMutation } from '@tanstack/react-query';
import type { LearningPathInput } from '@hirewise/contracts/ai';
import { AiMessages } from '../../shared/utils/ai-messages';
import { InvalidResponseError, suggestLearningPath } from '../api/suggest-learning-path';

/** Asks for a learning path; the error text is one of the spec's two (section 8, Learning). */
export function useLearningPath() {
  const mutation = useMutation({ mutationFn: (request: LearningPathInput) => suggestLearningPath(request) });
  const errorText = mutation.error
    ? mutation.error instanceof InvalidResponseError
      ? AiMessages.invalidResponse
      : AiMessages.learningFailed
    : undefined;
  return { ...mutation, errorText };
}
