import { z } from 'zod';
import type { EvaluateAnswerInput } from '@hirewise/contracts';
import type { StructuredCall } from '../../providers/structured-call';
import { promptMessages } from './prompt-parts';

/** What the model returns; the contracts' evaluation schema checks it afterwards. */
export const llmEvaluationSchema = z.object({
  score: z.number().int().min(0).max(100).describe('0 to 100'),
  feedback: z.string().describe('1 to 3 sentences for the candidate: what was covered and what was missed'),
});

const SYSTEM = `You grade a candidate's answer to an interview question against the expected answer.
Rules:
- score: a whole number from 0 to 100 for how well the answer covers the key concepts of the expected answer and is correct. 70 or more means the topic is a strong area.
- An empty answer scores 0. An answer that is off-topic, or only repeats the question, scores at most 10.
- Wrong statements lower the score even when key words appear.
- feedback: 1 to 3 sentences, addressed to the candidate, naming what the answer covered and what it missed.
- If no expected answer is given, grade against what a competent professional would say.`;

export function evaluateAnswerCall(input: EvaluateAnswerInput): StructuredCall<typeof llmEvaluationSchema> {
  return {
    name: 'answer_evaluation',
    schema: llmEvaluationSchema,
    messages: promptMessages(SYSTEM, input, 'Grade the answer.'),
  };
}
