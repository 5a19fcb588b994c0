import { z } from 'zod';
import { AiPaths } from '../api-paths';
import {
  AI_SOURCES,
  aiEngineInfoSchema,
  answerEvidenceSchema,
  candidateEvaluationSchema,
  candidateSuggestionRequestSchema,
  evaluateAnswerRequestSchema,
  evaluationSchema,
  interviewQuestionRequestSchema,
  interviewQuestionSchema,
  learningPathRequestSchema,
  learningPathSchema,
  resumeRequestSchema,
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

/**
 * The five AI agents as HTTP operations (spec section 7): the same paths on the gateway's routes
 * (over the broker) and on the AI service's own API (proxied by the gateway under /ai). One list
 * for both documents and for the security suite.
 */
export interface AiOperation {
  path: (typeof AiPaths)[Exclude<keyof typeof AiPaths, 'docs' | 'openApi'>];
  summary: string;
  request: z.ZodType;
  response: z.ZodType;
  /** Who may call it: any signed-in user, or recruiters only (403 for applicants). */
  access: 'signed-in' | 'recruiter';
}

export const AI_OPERATIONS: readonly AiOperation[] = [
  { path: AiPaths.interviewQuestion, summary: 'Interview or assessment question with its expected answer', request: interviewQuestionRequestSchema, response: aiResponseSchemas.interviewQuestion, access: 'signed-in' },
  { path: AiPaths.evaluateAnswer, summary: 'Score (0-100) and feedback for an answer', request: evaluateAnswerRequestSchema, response: aiResponseSchemas.evaluateAnswer, access: 'signed-in' },
  { path: AiPaths.learningPath, summary: 'Learning path for a skill (Learning Agent)', request: learningPathRequestSchema, response: aiResponseSchemas.learningPath, access: 'signed-in' },
  {
    path: AiPaths.suggestCandidate,
    summary: 'Recruiter Agent: evaluation of a candidate for a job (HTML: h1-h6, p, ul, ol, li, strong, em)',
    request: candidateSuggestionRequestSchema,
    response: aiResponseSchemas.suggestCandidate,
    access: 'recruiter',
  },
  { path: AiPaths.createResume, summary: 'Resume Builder: resume with a professional summary', request: resumeRequestSchema, response: aiResponseSchemas.createResume, access: 'signed-in' },
];

const AI_CALL_PATHS: ReadonlySet<string> = new Set(AI_OPERATIONS.map((op) => op.path));

/** An agent's path: its errors carry the spec's `error` next to `message` (gateway routes and the AI service's API alike). */
export const isAiCallPath = (path: string): boolean => AI_CALL_PATHS.has(path);
