import { z } from 'zod';
import { DIFFICULTIES, type InterviewQuestionInput } from '@hirewise/contracts';
import type { StructuredCall } from '../../providers/structured-call';
import { promptMessages } from './prompt-parts';

/**
 * What the model returns. Lengths and such are checked by the contracts' schema afterwards: OpenAI's
 * strict structured output refuses JSON Schema keywords like minLength.
 */
export const llmInterviewQuestionSchema = z.object({
  question: z.string().describe('The question, as asked to the candidate'),
  expectedAnswer: z.string().describe('What a strong answer says: the key concepts a grader looks for'),
  difficulty: z.enum(DIFFICULTIES),
});

const SYSTEM = `You are a senior technical interviewer. You write one interview question at a time for the job and skills given, with the answer a strong candidate would give.
Rules:
- difficulty: "beginner" for under 2 years of experience, "intermediate" for 2 to 4 years, "advanced" for 5 or more.
- If exerciseType is given: "coding" asks the candidate to write or outline code, "concept" asks to explain an idea, "debugging" shows a short faulty snippet and asks what is wrong and how to fix it.
- currentQuestion is the question's number in this interview: pick a different skill or focus area for each number so questions do not repeat.
- expectedAnswer: 2 to 5 sentences naming the key concepts a grader should look for.
- The question must be answerable aloud in about two minutes.`;

export function interviewQuestionCall(input: InterviewQuestionInput): StructuredCall<typeof llmInterviewQuestionSchema> {
  return {
    name: 'interview_question',
    schema: llmInterviewQuestionSchema,
    messages: promptMessages(SYSTEM, input, 'Write the next interview question.'),
  };
}
