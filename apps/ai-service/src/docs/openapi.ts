import type { z } from 'zod';
import {
  AI_PROXY_PREFIX,
  aiErrorSchema,
  aiResponseSchemas,
  AiPaths,
  BEARER_SCHEME,
  candidateSuggestionRequestSchema,
  evaluateAnswerRequestSchema,
  interviewQuestionRequestSchema,
  jsonContent,
  learningPathRequestSchema,
  openApiDocument,
  resumeRequestSchema,
  toOpenApiSchema as jsonSchema,
  type JsonSchema,
} from '@hirewise/contracts';

interface Operation {
  path: string;
  summary: string;
  request: z.ZodType;
  response: z.ZodType;
  recruitersOnly?: boolean;
}

const OPERATIONS: Operation[] = [
  { path: AiPaths.interviewQuestion, summary: 'Interview or assessment question with its expected answer', request: interviewQuestionRequestSchema, response: aiResponseSchemas.interviewQuestion },
  { path: AiPaths.evaluateAnswer, summary: 'Score (0-100) and feedback for an answer', request: evaluateAnswerRequestSchema, response: aiResponseSchemas.evaluateAnswer },
  { path: AiPaths.learningPath, summary: 'Learning path for a skill (Learning Agent)', request: learningPathRequestSchema, response: aiResponseSchemas.learningPath },
  {
    path: AiPaths.suggestCandidate,
    summary: 'Recruiter Agent: evaluation of a candidate for a job (HTML: h1-h6, p, ul, ol, li, strong, em)',
    request: candidateSuggestionRequestSchema,
    response: aiResponseSchemas.suggestCandidate,
    recruitersOnly: true,
  },
  { path: AiPaths.createResume, summary: 'Resume Builder: resume with a professional summary', request: resumeRequestSchema, response: aiResponseSchemas.createResume },
];

const errorResponse = (description: string) => ({ description, ...jsonContent({ $ref: '#/components/schemas/Error' }) });

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
          requestBody: { required: true, ...jsonContent(jsonSchema(op.request, 'input')) },
          responses: {
            200: { description: 'The answer', ...jsonContent(jsonSchema(op.response, 'output')) },
            400: errorResponse('Invalid input; `error` names the field'),
            401: errorResponse('No or invalid bearer token'),
            ...(op.recruitersOnly ? { 403: errorResponse('Not a recruiter') } : {}),
          },
        },
      },
    ]),
  );
  return openApiDocument({
    title: 'Hirewise AI service',
    description:
      'The AI agents. Every call needs a bearer JWT signed with the product secret. Answers come from the configured LLM provider or the local engine; `source` says which.',
    servers: [{ url: AI_PROXY_PREFIX, description: 'Through the Hirewise gateway' }],
    securitySchemes: { bearer: BEARER_SCHEME },
    schemas: { Error: jsonSchema(aiErrorSchema, 'output') },
    paths,
  });
}
