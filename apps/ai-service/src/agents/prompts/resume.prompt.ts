import { z } from 'zod';
import type { ResumeInput } from '@hirewise/contracts';
import type { StructuredCall } from '../../providers/structured-call';
import { promptMessages } from './prompt-parts';

/** The model writes only the summary; every other resume field is the user's own data. */
export const llmResumeSchema = z.object({ summary: z.string().describe('3 to 4 sentences of plain text') });

const SYSTEM = `You write the professional summary of a resume.
Rules:
- 3 to 4 sentences, plain text, no headings, no lists, no pronouns ("I", "he", "she"): start with the current position and years of experience (currentLength).
- Mention the most relevant technologies and the companies and positions given; invent no employers, titles, numbers or achievements.
- Confident, concrete and free of clichés.`;

export function resumeCall(input: ResumeInput): StructuredCall<typeof llmResumeSchema> {
  const { headshot: _unused, ...data } = input;
  return {
    name: 'resume_summary',
    schema: llmResumeSchema,
    messages: promptMessages(SYSTEM, data, 'Write the professional summary.'),
  };
}
