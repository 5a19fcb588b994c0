import { AI_OPERATIONS, AI_PROXY_PREFIX, AiPaths, OPENAPI_FILE, SWAGGER_UI_ASSETS, SWAGGER_UI_INIT_FILE } from '@hirewise/contracts';

/** The AI service's agents (its own HTTP API, the contracts' AI_OPERATIONS), POST only. */
export const AI_PROXY_API_PATHS: ReadonlySet<string> = new Set(AI_OPERATIONS.map((op) => op.path));

/** Its API document: the swagger-ui page, the OpenAPI file, the init script and swagger-ui's assets; GET and HEAD. */
export const AI_PROXY_DOCS_PATHS: ReadonlySet<string> = new Set([
  AiPaths.docs,
  `${AiPaths.docs}/`,
  `${AiPaths.docs}/${OPENAPI_FILE}`,
  `${AiPaths.docs}/${SWAGGER_UI_INIT_FILE}`,
  ...SWAGGER_UI_ASSETS.map((asset) => `${AiPaths.docs}/${asset}`),
]);

export type AiProxyTarget = 'api' | 'docs';

/**
 * What the /ai proxy may pass on, judged on the request's raw URL (never a decoded or normalized
 * one): an exact API path with POST, or an exact docs path with GET/HEAD; the query is ignored.
 * Anything else (the service's /metrics, /health, /ready, unknown paths, `%2e%2e`, `//`, `..`,
 * another case) is undefined: the gateway answers 404 and the AI service never sees it.
 */
export function aiProxyTarget(method: string, originalUrl: string): AiProxyTarget | undefined {
  const path = originalUrl.split('?')[0] ?? '';
  if (!path.startsWith(`${AI_PROXY_PREFIX}/`)) return undefined;
  const rest = path.slice(AI_PROXY_PREFIX.length);
  if (method === 'POST' && AI_PROXY_API_PATHS.has(rest)) return 'api';
  if ((method === 'GET' || method === 'HEAD') && AI_PROXY_DOCS_PATHS.has(rest)) return 'docs';
  return undefined;
}
