import { docsController } from '@hirewise/server-kit';
import { Public } from '../auth/auth.decorators';
import { buildGatewayOpenApi } from './gateway-openapi';

/** Where the documentation lives; the web app's SPA fallback passes /api through. */
export const DOCS_PATH = 'api/docs';

/**
 * GET /api/docs: swagger-ui for the gateway's OpenAPI document (/api/docs/openapi.json). Public:
 * it describes the API and holds no data; the operations still need their tokens.
 */
export const DocsController = docsController({ path: DOCS_PATH, title: 'Hirewise API', document: buildGatewayOpenApi, decorators: [Public()] });
