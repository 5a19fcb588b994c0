import type { z } from 'zod';
import { AiPaths } from '../api-paths';
import { Patterns } from '../messages';
import type { UserType } from '../domain';
import {
  candidateSuggestionRequestSchema,
  evaluateAnswerRequestSchema,
  interviewQuestionRequestSchema,
  learningPathRequestSchema,
  resumeRequestSchema,
  type CandidateSuggestionResponse,
  type Evaluation,
  type InterviewQuestion,
  type LearningPathResponse,
  type ResumeResult,
} from '../ai/ai.schemas';
import { aiResponseSchemas } from './ai-responses';

/** What each agent answers, by its name (the AI_OPERATIONS entry's `name`). */
export interface AiReplies {
  interviewQuestion: InterviewQuestion;
  evaluateAnswer: Evaluation;
  learningPath: LearningPathResponse;
  suggestCandidate: CandidateSuggestionResponse;
  createResume: ResumeResult;
}

export type AiOperationName = keyof AiReplies;

/** What each agent accepts, by its name: the one pairing of agent and request schema (AI_OPERATIONS and the message registry read it). */
export const AI_REQUEST_SCHEMAS = {
  interviewQuestion: interviewQuestionRequestSchema,
  evaluateAnswer: evaluateAnswerRequestSchema,
  learningPath: learningPathRequestSchema,
  suggestCandidate: candidateSuggestionRequestSchema,
  createResume: resumeRequestSchema,
} as const satisfies Record<AiOperationName, z.ZodType>;

/**
 * Which budget a call counts against. `ai-user`: the signed-in user's AI budget at the gateway
 * (AI_RATE_LIMIT per AI_RATE_WINDOW_MS, shared by the gateway's AI routes and the /ai proxy; a
 * service client's API key has its own limit in the AI service).
 */
export type AiRateLimitClass = 'ai-user';

/**
 * One AI agent as an HTTP operation (spec section 7): the same path on the gateway's route (over
 * the broker, `pattern`) and on the AI service's own API (proxied by the gateway under /ai).
 */
export interface AiOperation<N extends AiOperationName = AiOperationName> {
  /** The agent: its key in AiPaths and Patterns.ai, and the AI service's AgentsService method. */
  name: N;
  path: (typeof AiPaths)[N];
  /** The request pattern the gateway's route sends over the broker. */
  pattern: (typeof Patterns.ai)[N];
  summary: string;
  request: z.ZodType;
  /** The answer as the AI service sends it (documents only: the reply is passed on as it is). */
  response: z.ZodType<AiReplies[N]>;
  /** Who may call it: any signed-in user, or recruiters only (403 for applicants). */
  access: 'signed-in' | 'recruiter';
  rateLimit: AiRateLimitClass;
}

const operation = <N extends AiOperationName>(name: N, op: Omit<AiOperation<N>, 'name' | 'path' | 'pattern' | 'request' | 'rateLimit'>): AiOperation<N> => ({
  name,
  path: AiPaths[name],
  pattern: Patterns.ai[name],
  request: AI_REQUEST_SCHEMAS[name],
  rateLimit: 'ai-user',
  ...op,
});

/**
 * THE list of AI operations. Everything else is generated from it: the gateway's AI routes
 * (apps/gateway routes/ai.controller.ts), the /ai proxy's allow-list (proxy/ai-allow-list.ts), the
 * gateway's and the AI service's OpenAPI entries, the AI service's HTTP routes and the security
 * suite's operations. A sixth agent is one entry here (and its AgentsService method).
 */
export const AI_OPERATIONS: readonly AiOperation[] = [
  operation('interviewQuestion', { summary: 'Interview or assessment question with its expected answer', response: aiResponseSchemas.interviewQuestion, access: 'signed-in' }),
  operation('evaluateAnswer', { summary: 'Score (0-100) and feedback for an answer', response: aiResponseSchemas.evaluateAnswer, access: 'signed-in' }),
  operation('learningPath', { summary: 'Learning path for a skill (Learning Agent)', response: aiResponseSchemas.learningPath, access: 'signed-in' }),
  operation('suggestCandidate', {
    summary: 'Recruiter Agent: evaluation of a candidate for a job (HTML: h1-h6, p, ul, ol, li, strong, em)',
   
    response: aiResponseSchemas.suggestCandidate,
    access: 'recruiter',
  }),
  operation('createResume', { summary: 'Resume Builder: resume with a professional summary', response: aiResponseSchemas.createResume, access: 'signed-in' }),
];

/** The user types an operation is limited to, or undefined for any signed-in user. */
export function aiOperationRoles(op: Pick<AiOperation, 'access'>): UserType[] | undefined {
  return op.access === 'signed-in' ? undefined : [op.access];
}

const AI_CALL_PATHS: ReadonlySet<string> = new Set(AI_OPERATIONS.map((op) => op.path));

/** An agent's path: its errors carry the spec's `error` next to `message` (gateway routes and the AI service's API alike). */
export const isAiCallPath = (path: string): boolean => AI_CALL_PATHS.has(path);
