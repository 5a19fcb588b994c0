import { docsController } from '@hirewise/server-kit';
import { buildOpenApiDocument } from './openapi';

/**
 * GET /docs: swagger-ui for the OpenAPI document at /docs/openapi.json, on the service itself and
 * through the gateway (/ai/docs). Every operation it describes still needs a token.
 */
export const DocsController = docsController({ path: 'docs', title: 'Hirewise AI service API', document: buildOpenApiDocument });
