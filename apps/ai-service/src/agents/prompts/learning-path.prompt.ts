import { z } from 'zod';
import type { LearningPathInput } from '@hirewise/contracts';
import type { StructuredCall } from '../../providers/structured-call';
import { promptMessages } from './prompt-parts';

/**
 * What the model returns: the contract's learning path without resource links (models invent URLs).
 * The contracts' schema checks lengths and counts afterwards (strict structured output refuses those keywords).
 */
export const llmLearningPathSchema = z.object({
  overview: z.string(),
  estimatedTimeToComplete: z.string().describe('For example "6 weeks"'),
  prerequisites: z.array(z.string()),
  milestones: z.array(z.object({ title: z.string(), description: z.string(), timeEstimate: z.string().describe('For example "2 weeks"') })).describe('3 to 8, in order'),
});

const SYSTEM = `You are a learning coach. You plan a learning path for one skill.
Rules:
- Start from currentLevel (beginner, intermediate or advanced) and lead to the learningGoal.
- timeframe sets the pace: "intensive" about 20 hours a week, "balanced" about 10, "flexible" about 5. Give estimatedTimeToComplete and each milestone's timeEstimate in weeks at that pace.
- preferredStyle (video, reading, hands-on, interactive) shapes how each milestone is studied.
- 3 to 8 milestones in order, each with a short title and a 1 to 3 sentence description of what to learn and a concrete thing to build or do.
- prerequisites: what the learner should know first (may be empty for beginners).
- overview: 2 to 3 sentences.`;

export function learningPathCall(input: LearningPathInput): StructuredCall<typeof llmLearningPathSchema> {
  return {
    name: 'learning_path',
    schema: llmLearningPathSchema,
    messages: promptMessages(SYSTEM, input, 'Plan the learning path.'),
  };
}
