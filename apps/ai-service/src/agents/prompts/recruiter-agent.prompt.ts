import { z, ZodError } from 'zod';
import {
  CANDIDATE_EVIDENCE_STATUSES,
  CANDIDATE_REQUIREMENT_WEIGHTS,
  type CandidateEvidence,
  type CandidateSuggestionInput,
} from '@hirewise/contracts';
import type { StructuredCall } from '../../providers/structured-call';
import { promptMessages } from './prompt-parts';

/**
 * What the model returns: the same `score` + `evidence` as the local engine (issue 15), then the HTML. The
 * quote is a plain string ("" when not found) because OpenAI's strict mode wants every field present.
 */
export const llmCandidateSchema = z.object({
  evidence: z
    .array(
      z.object({
        requirement: z.string().describe('One requirement of the job in its own words: a skill, the minimum years, a qualification'),
        weight: z.enum(CANDIDATE_REQUIREMENT_WEIGHTS).describe('required, nice to have, or company stack (named only in the company description)'),
        status: z.enum(CANDIDATE_EVIDENCE_STATUSES).describe('shown, claimed (statement of purpose only), related, or not found'),
        quote: z.string().describe("The candidate information's exact words (at most 25), or an empty string when not found"),
      }),
    )
    .describe('One entry per requirement of the job'),
  score: z.number().int().min(0).max(100).describe('Fit to the job, 0 to 100, consistent with the evidence'),
  evaluation: z.string().describe('HTML with only h1-h6, p, ul, ol, li, strong, em; no attributes'),
});
export type LlmCandidateAnswer = z.output<typeof llmCandidateSchema>;

const SYSTEM = `You are a fair, evidence-based hiring assistant for a recruiter. You evaluate how well a candidate fits a job at a company.
Rules:
- Judge only skills, experience, education and achievements relevant to the job. Ignore the candidate's name, gender, age, photo, nationality, religion, marital status and any other personal characteristic; never mention them.
- evidence: one entry per requirement of the job (each skill, the minimum years of experience, any required qualification). weight is "required" when the job requires it (required, must, need, essential, strong experience in, or named with no qualifier), "nice to have" when its own clause says nice to have, preferred, bonus, a plus or familiarity with, and "company stack" for a skill only the company description names. A marker applies only to its own clause or bullet list: in "Must have React and TypeScript, GraphQL is a plus" React and TypeScript are required and only GraphQL is nice to have.
- The candidate information may have labelled parts ("Skills:", "Education:", "Experience:", "Statement of purpose:"); text without labels is stated experience. status is "shown" when the skills, the education or the stated experience show the requirement; "claimed" when only the statement of purpose (or a cover letter) names it; "related" when only a related skill or fewer years than asked are shown; "not found" otherwise, also when the candidate only wants to learn it.
- quote: the candidate information's exact words that show, claim or relate to the requirement (at most 25 words); an empty string when not found. Do not invent facts or quotes.
- score: a whole number from 0 to 100, consistent with the evidence: required requirements weigh most, nice-to-haves about half, a claim about a third of a shown skill, and too few years lower it. Most required requirements not found means a low score; all required ones shown means a high one.
- evaluation: HTML using only these tags: h1, h2, h3, h4, h5, h6, p, ul, ol, li, strong, em. No attributes, no links, no images, no tables, no markdown.
- Structure the evaluation as: a heading, a short summary paragraph, "Strengths" (a list), "Gaps" (a list), "Evidence" (a list: each requirement, its weight, its status and the quote, claims marked "claimed in the statement of purpose only"), "Fit score" with the number out of 100, and "Recommendation" (interview, consider, or not a fit, with one sentence why).`;

export function recruiterAgentCall(input: CandidateSuggestionInput): StructuredCall<typeof llmCandidateSchema> {
  return {
    name: 'candidate_evaluation',
    schema: llmCandidateSchema,
    messages: promptMessages(SYSTEM, input, 'Evaluate the candidate for this job.'),
  };
}

/** Letters and digits only, lower case: quotes are compared without punctuation, spacing or case. */
const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Is a quote (possibly with "…" or "..." between fragments) the candidate's own words (tags and entities aside)? */
function quotedFrom(quote: string, source: string): boolean {
  const haystack = squash(source.replace(/<[^>]*>/g, ' ').replace(/&(?:#\d+|#x[\da-f]+|[a-z]+);/gi, ' '));
  return quote
    .split(/…|\.\.\./)
    .map(squash)
    .filter((fragment) => fragment.length >= 3)
    .every((fragment) => haystack.includes(fragment));
}

/**
 * The model's evidence as the contract's: a quote only where something was found. Throws a ZodError (the
 * runner then answers with the local engine, reason invalid-output) when the answer contradicts itself:
 * no evidence at all; a score of 75 or more with most required requirements not found; a score under 35 with
 * every required one shown; or quotes that are not in the candidate information.
 */
export function checkedCandidateEvidence(answer: LlmCandidateAnswer, input: CandidateSuggestionInput): CandidateEvidence[] {
  const evidence: CandidateEvidence[] = answer.evidence.map(({ quote, ...entry }) => {
    const text = quote.trim();
    return entry.status === 'not found' || !text ? entry : { ...entry, quote: text };
  });
  const problems: { path: (string | number)[]; message: string }[] = [];
  if (!evidence.length) problems.push({ path: ['evidence'], message: 'No evidence for any requirement' });
  const required = evidence.filter((e) => e.weight === 'required');
  const notFound = required.filter((e) => e.status === 'not found').length;
  if (required.length && answer.score >= 75 && notFound * 2 > required.length) {
    problems.push({ path: ['score'], message: `Score ${answer.score} contradicts the evidence: ${notFound} of ${required.length} required requirements not found` });
  }
  if (required.length && answer.score < 35 && required.every((e) => e.status === 'shown')) {
    problems.push({ path: ['score'], message: `Score ${answer.score} contradicts the evidence: every required requirement shown` });
  }
  evidence.forEach((e, i) => {
    if (e.quote && !quotedFrom(e.quote, input.candidateInfo)) problems.push({ path: ['evidence', i, 'quote'], message: 'Quote not found in the candidate information' });
  });
  if (problems.length) throw new ZodError(problems.map((p) => ({ code: 'custom' as const, input: answer, ...p })));
  return evidence;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const STATUS_TEXT: Record<CandidateEvidence['status'], string> = {
  shown: 'shown',
  claimed: 'claimed in the statement of purpose only',
  related: 'related',
  'not found': 'not found',
};

/** The evidence as an HTML list (escaped), added to a model's evaluation that has no "Evidence" section of its own. */
export function evidenceHtml(evidence: readonly CandidateEvidence[]): string {
  if (!evidence.length) return '';
  const items = evidence.map((e) => `<li><strong>${escapeHtml(e.requirement)}</strong> <em>(${escapeHtml(e.weight)})</em>: ${STATUS_TEXT[e.status]}${e.quote ? `: \u201c${escapeHtml(e.quote)}\u201d` : ''}</li>`);
  return `<h4>Evidence</h4><ul>${items.join('')}</ul>`;
}
