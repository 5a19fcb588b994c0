import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createLogger, describeConfig, exitOnStartFailure, httpObservability, initMetrics, NestPinoLogger, requestContextAgain, securityHeaders } from '@hirewise/server-kit';
import { buildGatewayModule } from './app.module';
import { loadGatewayConfig, type GatewayConfig } from './config/gateway.config';
import { serveWebApp } from './web/web-static';
import { GatewayProxies } from './proxy/proxy.module';
import { isPrimary, runWorkers } from './cluster';
import { gatewayRouteOf, startGatewayMetrics } from './observability/gateway-observability';
import { SearchCache, SuggestCache, SUGGESTIONS_CHANGE } from './search-cache/search-cache';
import { invalidateOnWrite, invalidateSearchOnWrite } from './search-cache/invalidate-on-write';
import { AFFECTS_PUBLIC_PAGES, PublicJobs } from './public-pages/public-jobs';
import { PublicPagesRouter } from './public-pages/public-pages.router';
import { refuseRevokedSessions, SessionRevocations } from './auth/session-revocations';
import { applyServerTimeouts, minBodyRate } from './http-hardening/slow-clients';
import { IDEMPOTENCY_STORE } from './idempotency/idempotency.module';
import { InvalidationBus } from './shared-state/invalidation-bus';
import { idempotency } from './idempotency/idempotency.middleware';
import type { IdempotencyStore } from './idempotency/idempotency-store';
import { IDEMPOTENCY_TTL_MS } from '@hirewise/contracts';

export async function createGateway(config: GatewayConfig) {
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const app = await NestFactory.create<NestExpressApplication>(buildGatewayModule(config, logger), {
    logger: new NestPinoLogger(logger),
    abortOnError: false,
    // Registered below, after the proxies (which stream bodies through) and before the routes.
    bodyParser: false,
  });
  app.set('trust proxy', config.TRUST_PROXY);
  app.disable('x-powered-by');
  app.enableShutdownHooks();
  // First of all: the request's X-Request-Id (taken or made; the proxies forward it) and its metrics.
  app.use(httpObservability({ logger, metrics: initMetrics('gateway'), routeOf: gatewayRouteOf }));
  // The HTTP edge (docs/security.md): security headers on every answer (pages, API, docs, proxied
  // files and /ai), and slow clients cut off (header and request deadlines, a minimum body rate).
  app.use(securityHeaders());
  applyServerTimeouts(app.getHttpServer(), { headersTimeoutMs: config.HEADERS_TIMEOUT_MS, requestTimeoutMs: config.REQUEST_TIMEOUT_MS });
  app.use(minBodyRate({ bodyMinBytes: config.BODY_MIN_BYTES, bodyRateWindowMs: config.BODY_RATE_WINDOW_MS }));
  // A deleted account's token (or stream link) gets 401 on every route and proxy (docs/security.md).
  app.use(refuseRevokedSessions(app.get(SessionRevocations), app.get(JwtService)));
  // Emptied here and, in server mode, in every other replica (shared-state/invalidation-bus.ts).
  const replicas = app.get(InvalidationBus);
  app.use(invalidateSearchOnWrite(replicas.shared('search', app.get(SearchCache))));
  app.use(invalidateOnWrite(replicas.shared('suggest', app.get(SuggestCache)), SUGGESTIONS_CHANGE));
  app.use(invalidateOnWrite(replicas.shared('public-pages', app.get(PublicJobs)), AFFECTS_PUBLIC_PAGES));
  // Idempotency keys (issue 20) on every write, the proxied ones too: a repeat gets the first answer.
  app.use(
    idempotency({
      store: app.get<IdempotencyStore>(IDEMPOTENCY_STORE),
      jwt: app.get(JwtService),
      pendingMs: config.REQUEST_TIMEOUT_MS + 60_000,
      ttlMs: IDEMPOTENCY_TTL_MS,
      logger,
    }),
  );
  // Before Nest's body parsers (registered at init): proxied bodies stream through untouched.
  app.get(GatewayProxies).mount(app.getHttpAdapter().getInstance());
  // The public job pages, sitemap, robots.txt and feeds (issue 19): before the web app's catch-all, which would answer them with index.html.
  app.get(PublicPagesRouter).mount(app.getHttpAdapter().getInstance());
  serveWebApp(app.getHttpAdapter().getInstance(), config.WEB_DIST, logger);
  // Nest's own parsers with their defaults (100 kB); parsing a body leaves the request's async
  // context, so the id is made current again for the routes (no interceptor layer per call).
  app.useBodyParser('json');
  app.useBodyParser('urlencoded', { extended: true });
  app.use(requestContextAgain());
  return { app, logger };
}

async function main(): Promise<void> {
  try {
    const config = loadGatewayConfig();
    const { app, logger } = await createGateway(config);
    const metricsServer = await startGatewayMetrics(config, config.GATEWAY_WORKERS > 1 ? 'worker' : 'single', logger);
    if (metricsServer) app.getHttpServer().once('close', () => metricsServer.close());
    await app.listen(config.PORT, config.HOST);
    logger.info({ config: describeConfig(config) }, `gateway ready on http://localhost:${config.PORT}`);
  } catch (err) {
    exitOnStartFailure('gateway', err);
  }
}

function start(): void {
  let config: GatewayConfig;
  try {
    config = loadGatewayConfig();
  } catch (err) {
    return exitOnStartFailure('gateway', err);
  }
  if (config.GATEWAY_WORKERS > 1 && isPrimary()) {
    const logger = createLogger('gateway', config.LOG_LEVEL);
    runWorkers(config.GATEWAY_WORKERS, logger);
    startGatewayMetrics(config, 'primary', logger).catch((err: unknown) => exitOnStartFailure('gateway', err));
  } else void main();
}

if (require.main === module) start();
