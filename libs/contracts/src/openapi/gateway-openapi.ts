import { TOTAL_COUNT_HEADER } from '../constants';
import { Messages } from '../errors';
import { AI_PROXY_PREFIX, AiPaths } from '../api-paths';
import { BEARER_SCHEME, jsonContent, openApiDocument, toOpenApiSchema, type JsonSchema } from './openapi-document';
import { aiErrorSchema } from './ai-responses';
import { errorBodySchema } from './response-schemas';
import { GATEWAY_OPERATIONS, type GatewayOperation, type OperationAccess, type OperationBody, type OperationErrorStatus } from './gateway-operations';

const ERROR_TEXT: Record<OperationErrorStatus, string> = {
  400: 'Invalid input: the message names the field (nothing was changed)',
  401: `No, invalid or expired bearer token ("${Messages.unauthenticated}"), or wrong credentials`,
  403: 'Not allowed for this user (wrong user type, or not the owner)',
  404: 'Not found (a malformed id is not found either)',
  409: 'Conflicts with the current state (the message says which rule)',
  413: 'File too large',
  415: 'File type not accepted',
  416: 'Requested range is not available in this file',
  429: `Too many requests: on /auth from this address ("${Messages.rateLimited}"), on the AI routes from this user (AI_RATE_LIMIT per minute); Retry-After says when to try again`,
  503: 'A service behind the gateway is not available or did not answer in time',
};

const ACCESS_TEXT: Record<OperationAccess, string> = {
  public: 'Public: no token needed.',
  'signed-in': 'Any signed-in user.',
  applicant: 'Applicants only.',
  recruiter: 'Recruiters only.',
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** A query schema's properties as OpenAPI query parameters; lists are sent as repeated parameters. */
function queryParameters(schema: JsonSchema): Record<string, unknown>[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const list = property.type === 'array';
    const hasDefault = 'default' in property;
    return {
      name,
      in: 'query',
      // A list or a defaulted value may be left out however the schema counts it.
      required: required.has(name) && !list && !hasDefault,
      schema: property,
      ...(list ? { style: 'form', explode: true } : {}),
    };
  });
}

function requestBody(body: OperationBody): Record<string, unknown> {
  if (body.kind === 'json') return { required: body.required ?? true, ...jsonContent(toOpenApiSchema(body.schema, 'input')) };
  const fields = body.fields ? toOpenApiSchema(body.fields, 'input') : { properties: {}, required: [] };
  const properties = {
    ...(fields.properties as JsonSchema),
    [body.field]: { type: 'string', contentMediaType: body.types[0], description: `The file: ${body.types.join(', ')}` },
  };
  const required = [...((fields.required ?? []) as string[]), ...(body.fields ? [] : [body.field])];
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: { type: 'object', properties, required },
        encoding: { [body.field]: { contentType: body.types.join(', ') } },
      },
    },
  };
}

function operationObject(op: GatewayOperation): Record<string, unknown> {
  const parameters = [
    ...Object.entries(op.pathParams ?? {}).map(([name, description]) => ({ name, in: 'path', required: true, description, schema: { type: 'string' } })),
    ...(op.query ? queryParameters(toOpenApiSchema(op.query, 'input')) : []),
    ...(op.parameters ?? []),
  ];
  const errorSchema = op.aiErrors ? ref('AiError') : ref('Error');
  const errors = op.access === 'public' ? op.errors : [...new Set<OperationErrorStatus>([401, ...op.errors])].sort((a, b) => a - b);
  const okContent = op.ok.schema ? jsonContent(toOpenApiSchema(op.ok.schema, 'output')) : op.ok.raw ? { content: op.ok.raw } : {};
  return {
    tags: [op.tag],
    summary: op.summary,
    description: [op.description, ACCESS_TEXT[op.access], op.proxied ? 'Streamed to the media service by the gateway.' : undefined].filter(Boolean).join(' '),
    operationId: `${op.method}${op.path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    security: op.access === 'public' ? [] : [{ bearerAuth: [] }],
    ...(parameters.length ? { parameters } : {}),
    ...(op.body ? { requestBody: requestBody(op.body) } : {}),
    responses: {
      [op.ok.status]: {
        description: op.ok.description,
        ...(op.totalCount ? { headers: { [TOTAL_COUNT_HEADER]: { description: 'Total number of items across all pages', schema: { type: 'integer', minimum: 0 } } } } : {}),
        ...okContent,
      },
      ...Object.fromEntries(errors.map((status) => [status, { description: ERROR_TEXT[status], ...jsonContent(errorSchema) }])),
    },
  };
}

/** The gateway's OpenAPI 3.1 document, generated from the contracts' zod schemas and types. */
export function buildGatewayOpenApi(operations: GatewayOperation[] = GATEWAY_OPERATIONS): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) (paths[op.path] ??= {})[op.method] = operationObject(op);
  return openApiDocument({
    title: 'Hirewise API',
    description: [
      'The job portal\'s public API, served by the gateway. Sign up or log in (`/auth/*`) for a bearer JWT and send it as `Authorization: Bearer <token>`.',
      'Every error is `{"message": "..."}` with its status (the AI routes add `error` with the same text); never a stack trace.',
      `List routes answer one page (\`page\`, \`limit\`) and put the total in \`${TOTAL_COUNT_HEADER}\`.`,
      `The AI service's own API is documented at [${AI_PROXY_PREFIX}${AiPaths.docs}](${AI_PROXY_PREFIX}${AiPaths.docs}).`,
    ].join('\n\n'),
    servers: [{ url: '/', description: 'This gateway' }],
    tags: [...new Set(operations.map((op) => op.tag))].map((name) => ({ name })),
    securitySchemes: { bearerAuth: BEARER_SCHEME },
    schemas: { Error: toOpenApiSchema(errorBodySchema, 'output'), AiError: toOpenApiSchema(aiErrorSchema, 'output') },
    paths,
  });
}
