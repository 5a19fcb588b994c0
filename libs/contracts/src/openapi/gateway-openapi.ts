import { TOTAL_COUNT_HEADER } from '../constants';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_TTL_MS, IDEMPOTENT_REPLAYED_HEADER } from '../idempotency/idempotency';
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
  409: `Conflicts with the current state (the message says which rule), or a request with the same ${IDEMPOTENCY_KEY_HEADER} is still in flight (Retry-After: retry with the same key)`,
  413: 'File too large',
  415: 'File type not accepted',
  416: 'Requested range is not available in this file',
  422: `The ${IDEMPOTENCY_KEY_HEADER} was used before for a different request`,
  429: `Too many requests: on /auth from this address ("${Messages.rateLimited}"), on the AI routes from this user (AI_RATE_LIMIT per minute); Retry-After says when to try again`,
  503: 'A service behind the gateway is not available or did not answer in time',
};

const ACCESS_TEXT: Record<OperationAccess, string> = {
  public: 'Public: no token needed.',
  'signed-in': 'Any signed-in user.',
  applicant: 'Applicants only.',
  recruiter: 'Recruiters only.',
};

/** Every write takes an Idempotency-Key (issue 20): the parameter and the answers it adds. */
const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const IDEMPOTENCY_PARAMETER = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: 'header',
  required: false,
  description: `One key per user action (a UUID; 1 to 255 visible characters), scoped to the caller. Send the request again with the same key after a network error, a 503 or a 409 with Retry-After: within ${IDEMPOTENCY_TTL_MS / 3_600_000} hours the same key and request get the first answer again (with \`${IDEMPOTENT_REPLAYED_HEADER}: true\`) and the work is done once; the same key with another request is refused (422).`,
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};
const IDEMPOTENCY_ERRORS: OperationErrorStatus[] = [400, 409, 422, 503];

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
    ...(WRITE_METHODS.has(op.method) ? [IDEMPOTENCY_PARAMETER] : []),
  ];
  const errorSchema = op.aiErrors ? ref('AiError') : ref('Error');
  const written = WRITE_METHODS.has(op.method) ? IDEMPOTENCY_ERRORS : [];
  const errors = [...new Set<OperationErrorStatus>([...(op.access === 'public' ? [] : [401 as const]), ...op.errors, ...written])].sort((a, b) => a - b);
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
