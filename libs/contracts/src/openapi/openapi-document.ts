import { z } from 'zod';

/**
 * Building blocks for the OpenAPI 3.1 documents of the gateway (/api/docs) and the AI service
 * (/ai/docs), generated from the same zod schemas that validate the calls. OpenAPI 3.1 uses
 * JSON Schema draft 2020-12, which is what zod 4's z.toJSONSchema writes.
 */
export type JsonSchema = Record<string, unknown>;

/** A zod schema as an OpenAPI schema: `input` for what a client sends, `output` for what it receives. */
export function toOpenApiSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', override: datesAsText }) as JsonSchema;
  return rest;
}

/** Dates travel as ISO 8601 text in JSON (zod has no JSON Schema of its own for them). */
function datesAsText(ctx: { zodSchema: unknown; jsonSchema: JsonSchema }): void {
  const def = (ctx.zodSchema as { _zod?: { def?: { type?: string } } })._zod?.def;
  if (def?.type === 'date') Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
}

/** `{ content: { 'application/json': { schema } } }`. */
export function jsonContent(schema: JsonSchema): { content: Record<string, { schema: JsonSchema }> } {
  return { content: { 'application/json': { schema } } };
}

export const BEARER_SCHEME = { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } as const;

export interface OpenApiDocumentParts {
  title: string;
  description: string;
  version?: string;
  servers?: { url: string; description?: string }[];
  securitySchemes: Record<string, unknown>;
  schemas: Record<string, JsonSchema>;
  paths: Record<string, Record<string, unknown>>;
  tags?: { name: string; description?: string }[];
}

export function openApiDocument(parts: OpenApiDocumentParts): JsonSchema {
  return {
    openapi: '3.1.0',
    info: { title: parts.title, version: parts.version ?? '1.0.0', description: parts.description },
    ...(parts.servers ? { servers: parts.servers } : {}),
    ...(parts.tags ? { tags: parts.tags } : {}),
    components: { securitySchemes: parts.securitySchemes, schemas: parts.schemas },
    paths: parts.paths,
  };
}
