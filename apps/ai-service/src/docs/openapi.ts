import { z } from 'zod';
import {
  AI_PROXY_PREFIX,
  AI_SOURCES,
  AiPaths,
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
} from '@hirewise/contracts';

type JsonSchema = Record<string, unknown>;

const source = z.enum(AI_SOURCES).describe('llm: the configured provider answered; local: the local engine (the default, or the fallback)');

/** The responses as the service sends them: the contracts' output schemas plus `source` and the local engine's extras. */
const responseSchemas = {
  interviewQuestion: interviewQuestionSchema.extend({ source }),
  evaluateAnswer: evaluationSchema.extend({ covered: z.array(z.string()).optional(), missed: z.array(z.string()).optional(), source }),
  learningPath: z.object({ learningPath: learningPathSchema, source }),
  suggestCandidate: candidateEvaluationSchema.extend({ fitScore: z.number().int().min(0).max(100).optional(), source }),
  createResume: resumeResultSchema.extend({ source }),
};

const errorSchema = z.object({ error: z.string(), message: z.string() });

interface Operation {
  path: string;
  summary: string;
  request: z.ZodType;
  response: z.ZodType;
  recruitersOnly?: boolean;
}

const OPERATIONS: Operation[] = [
  { path: AiPaths.interviewQuestion, summary: 'Interview or assessment question with its expected answer', request: interviewQuestionRequestSchema, response: responseSchemas.interviewQuestion },
  { path: AiPaths.evaluateAnswer, summary: 'Score (0-100) and feedback for an answer', request: evaluateAnswerRequestSchema, response: responseSchemas.evaluateAnswer },
  { path: AiPaths.learningPath, summary: 'Learning path for a skill (Learning Agent)', request: learningPathRequestSchema, response: responseSchemas.learningPath },
  {
    path: AiPaths.suggestCandidate,
    summary: 'Recruiter Agent: evaluation of a candidate for a job (HTML: h1-h6, p, ul, ol, li, strong, em)',
    request: candidateSuggestionRequestSchema,
    response: responseSchemas.suggestCandidate,
    recruitersOnly: true,
  },
  { path: AiPaths.createResume, summary: 'Resume Builder: resume with a professional summary', request: resumeRequestSchema, response: responseSchemas.createResume },
];

/** zod 4's JSON Schema (draft 2020-12, which OpenAPI 3.1 uses) without the top-level $schema key. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

/** The OpenAPI document of the AI service's HTTP API, generated from the same zod schemas that validate it. */
export function buildOpenApiDocument(): JsonSchema {
  const paths = Object.fromEntries(
    OPERATIONS.map((op) => [
      op.path,
      {
        post: {
          summary: op.summary,
          description: op.recruitersOnly ? 'Recruiters only.' : 'Any signed-in user.',
          security: [{ bearer: [] }],
          requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(op.request, 'input') } } },
          responses: {
            200: { description: 'The answer', content: { 'application/json': { schema: jsonSchema(op.response, 'output') } } },
            400: errorResponse('Invalid input; `error` names the field'),
            401: errorResponse('No or invalid bearer token'),
            ...(op.recruitersOnly ? { 403: errorResponse('Not a recruiter') } : {}),
          },
        },
      },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Hirewise AI service',
      version: '1.0.0',
      description:
        'The AI agents. Every call needs a bearer JWT signed with the product secret. Answers come from the configured LLM provider or the local engine; `source` says which.',
    },
    servers: [{ url: AI_PROXY_PREFIX, description: 'Through the Hirewise gateway' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: jsonSchema(errorSchema, 'output') },
    },
    paths,
  };
}
