import { ApiRoutes, buildGatewayOpenApi } from '@hirewise/contracts';
import { docsController } from '@hirewise/server-kit';
import { Public } from '../auth/auth.decorators';

/**
 * GET /api/docs: swagger-ui for the gateway's OpenAPI document (/api/docs/openapi.json), built by
 * the contracts from GATEWAY_OPERATIONS. Public: it describes the API and holds no data; the
 * operations still need their tokens. The web app's SPA fallback passes /api through.
 */
export const DocsController = docsController({ path: ApiRoutes.docs, title: 'Hirewise API', document: buildGatewayOpenApi, decorators: [Public()] });
