import { z } from 'zod';
import {
  AI_SOURCES,
  aiEngineInfoSchema,
  answerEvidenceSchema,
  candidateEvaluationSchema,
  evaluationSchema,
  interviewQuestionSchema,
  learningPathSchema,
  resumeResultSchema,
  type AiErrorBody,
  type CandidateSuggestionResponse,
  type Evaluation,
  type InterviewQuestion,
  type LearningPathResponse,
  type ResumeResult,
} from '../ai/ai.schemas';

const source = z.enum(AI_SOURCES).describe('llm: the configured provider answered; local: the local engine (the default, or the fallback)');
const engine = aiEngineInfoSchema.describe('Provenance: `local` (engine version) or the LLM provider, its model and the prompt version');

/**
 * The AI agents' answers as the AI service sends them (on its own API and through the gateway's
 * routes): the contracts' output schemas plus `source` and the local engine's extras. Each one is
 * checked against its contract type, so the documents cannot drift from the types.
 */
export const aiResponseSchemas = {
  interviewQuestion: interviewQuestionSchema.extend({ source, engine }) satisfies z.ZodType<InterviewQuestion>,
  evaluateAnswer: evaluationSchema.extend({
    evidence: z.array(answerEvidenceSchema).describe('Per key point of the expected answer: covered, missing or contradicted, with the quoted span of the answer'),
    engine,
    covered: z.array(z.string()).optional(),
    missed: z.array(z.string()).optional(),
    source,
  }) satisfies z.ZodType<Evaluation>,
  learningPath: z.object({ learningPath: learningPathSchema, source, engine }) satisfies z.ZodType<LearningPathResponse>,
  suggestCandidate: candidateEvaluationSchema.extend({ fitScore: z.number().int().min(0).max(100).optional(), source, engine }) satisfies z.ZodType<CandidateSuggestionResponse>,
  createResume: resumeResultSchema.extend({ source, engine }) satisfies z.ZodType<ResumeResult>,
};

/** The AI calls' error body: the spec's `error` next to the product's `message` (same text). */
export const aiErrorSchema = z.object({ error: z.string(), message: z.string() }) satisfies z.ZodType<AiErrorBody>;
