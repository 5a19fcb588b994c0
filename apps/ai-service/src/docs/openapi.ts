import { AI_OPERATIONS, AI_PROXY_PREFIX, aiErrorSchema, BEARER_SCHEME, jsonContent, openApiDocument, toOpenApiSchema as jsonSchema, type JsonSchema } from '@hirewise/contracts';
import { API_KEY_HEADER_NAME } from '../api-keys/api-key';

const errorResponse = (description: string) => ({ description, ...jsonContent({ $ref: '#/components/schemas/Error' }) });

/** A service client's key (docs/ai-service.md, "Service clients"): issued by an operator, sent in this header. */
export const API_KEY_SCHEME = {
  type: 'apiKey',
  in: 'header',
  name: API_KEY_HEADER_NAME,
  description: "A service client's API key (`hwk_...`), issued by an operator with `node tools/ai-keys.mjs issue`. Each key has its own rate limit (requests per minute).",
} as const;

/** Either scheme opens every operation: a user's bearer JWT or a service client's API key (never both on one request). */
export const AI_SECURITY = [{ bearer: [] }, { apiKey: [] }];

/** The OpenAPI document of the AI service's HTTP API, generated from the same zod schemas that validate it. */
export function buildOpenApiDocument(): JsonSchema {
  const paths = Object.fromEntries(
    AI_OPERATIONS.map((op) => [
      op.path,
      {
        post: {
          summary: op.summary,
          description: op.access === 'recruiter' ? 'Recruiters only (bearer), or a service client (API key).' : 'Any signed-in user (bearer), or a service client (API key).',
          security: AI_SECURITY,
          requestBody: { required: true, ...jsonContent(jsonSchema(op.request, 'input')) },
          responses: {
            200: { description: 'The answer', ...jsonContent(jsonSchema(op.response, 'output')) },
            400: errorResponse('Invalid input; `error` names the field'),
            401: errorResponse('No or invalid bearer token; unknown, malformed or revoked API key; or both sent'),
            ...(op.access === 'recruiter' ? { 403: errorResponse('Not a recruiter') } : {}),
            429: {
              ...errorResponse("The API key's rate limit is reached"),
              headers: { 'Retry-After': { description: 'Seconds until the key may call again', schema: { type: 'integer', minimum: 1 } } },
            },
          },
        },
      },
    ]),
  );
  return openApiDocument({
    title: 'Hirewise AI service',
    description:
      "The AI agents. Every call needs a bearer JWT signed with the product secret (users, through the gateway at /ai) or a service client's API key in `X-API-Key` " +
      "(other services, at the AI service's own address; not through the gateway). Answers come from the configured LLM provider or the local engine; `source` says which.",
    servers: [{ url: AI_PROXY_PREFIX, description: 'Through the Hirewise gateway' }],
    securitySchemes: { bearer: BEARER_SCHEME, apiKey: API_KEY_SCHEME },
    schemas: { Error: jsonSchema(aiErrorSchema, 'output') },
    paths,
  });
}
