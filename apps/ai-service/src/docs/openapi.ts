import { AI_OPERATIONS, AI_PROXY_PREFIX, aiErrorSchema, BEARER_SCHEME, jsonContent, openApiDocument, toOpenApiSchema as jsonSchema, type JsonSchema } from '@hirewise/contracts';

const errorResponse = (description: string) => ({ description, ...jsonContent({ $ref: '#/components/schemas/Error' }) });

/** The OpenAPI document of the AI service's HTTP API, generated from the same zod schemas that validate it. */
export function buildOpenApiDocument(): JsonSchema {
  const paths = Object.fromEntries(
    AI_OPERATIONS.map((op) => [
      op.path,
      {
        post: {
          summary: op.summary,
          description: op.access === 'recruiter' ? 'Recruiters only.' : 'Any signed-in user.',
          security: [{ bearer: [] }],
          requestBody: { required: true, ...jsonContent(jsonSchema(op.request, 'input')) },
          responses: {
            200: { description: 'The answer', ...jsonContent(jsonSchema(op.response, 'output')) },
            400: errorResponse('Invalid input; `error` names the field'),
            401: errorResponse('No or invalid bearer token'),
            ...(op.access === 'recruiter' ? { 403: errorResponse('Not a recruiter') } : {}),
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
