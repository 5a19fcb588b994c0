import type { Server } from 'node:http';
import type { Request } from 'express';
import { AI_PROXY_PREFIX } from '@hirewise/contracts';
import { clusterMetricsRenderer, registryRenderer, shareMetricsWithPrimary, startMetricsServer, type Logger } from '@hirewise/server-kit';
import type { GatewayConfig } from '../config/gateway.config';
import { mediaRouteLabel } from '../proxy/media-proxy';
import { publicPageLabel } from '../public-pages/public-page-label';
import { isApiPath } from '../web/web-static';

/**
 * The metrics label of a request no Nest route matched: a proxied media route's pattern, `/ai/*`
 * for the AI service's API, a public page's pattern (`/jobs/:id`, `/sitemap.xml`, ...),
 * `unmatched` for an unknown API path, `static` for the web app.
 */
export function gatewayRouteOf(req: Request): string {
  const path = (req.originalUrl || req.url || '').split('?')[0] ?? '';
  const media = mediaRouteLabel(req.method, path);
  if (media) return media;
  if (path === AI_PROXY_PREFIX || path.startsWith(`${AI_PROXY_PREFIX}/`)) return `${AI_PROXY_PREFIX}/*`;
  if (isApiPath(path)) return 'unmatched';
  const page = publicPageLabel(path);
  if (page) return page;
  return 'static';
}

export type MetricsRole = 'single' | 'primary' | 'worker';

/**
 * `GET /metrics` on METRICS_PORT (0 = off), never on the public port. With several workers the
 * primary serves the sum of every worker's metrics and the workers hand theirs over when asked.
 */
export async function startGatewayMetrics(config: GatewayConfig, role: MetricsRole, logger: Logger): Promise<Server | undefined> {
  if (role === 'worker') {
    shareMetricsWithPrimary();
    return undefined;
  }
  if (config.METRICS_PORT === 0) return undefined;
  const server = await startMetricsServer(config.METRICS_PORT, config.HOST, role === 'primary' ? clusterMetricsRenderer() : registryRenderer());
  logger.info({ port: config.METRICS_PORT }, 'gateway metrics on /metrics');
  return server;
}
