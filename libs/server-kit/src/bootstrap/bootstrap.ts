import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { DynamicModule, INestApplication } from '@nestjs/common';
import type { ServiceName } from '@hirewise/contracts';
import { ConfigError, describeConfig, loadServiceConfig, type ServiceConfig } from '../config/load-config';
import { createLogger, NestPinoLogger, type Logger } from '../logging/logger';
import { serverOptions } from '../transport/transport-options';
import { initMetrics, METRICS_PATH } from '../observability/metrics';
import { metricsHandler } from '../observability/metrics-endpoint';
import { httpObservability } from '../observability/http-observability.middleware';
import { securityHeaders } from '../http/security-headers';

export type ModuleBuilder = (config: ServiceConfig, logger: Logger) => DynamicModule;

export interface ServiceApp {
  app: INestApplication;
  config: ServiceConfig;
  logger: Logger;
}

/**
 * A hybrid Nest app: HTTP (health, own API, `GET /metrics`) plus the request transport chosen by
 * config. The HTTP side takes or makes each request's `X-Request-Id` and records its metrics.
 */
export async function createServiceApp(
  service: ServiceName,
  build: ModuleBuilder,
  env: NodeJS.ProcessEnv = process.env,
  { shutdownHooks = true }: { shutdownHooks?: boolean } = {},
): Promise<ServiceApp> {
  const config = loadServiceConfig(service, env);
  const logger = createLogger(service, config.LOG_LEVEL);
  const metrics = initMetrics(service);
  const app = await NestFactory.create(build(config, logger), { logger: new NestPinoLogger(logger), abortOnError: false });
  // Before Nest's body parsers and routes (registered at init). Security headers and no
  // X-Powered-By on every answer of the service's HTTP port (docs/security.md, "HTTP edge").
  app.use(securityHeaders());
  app.use(httpObservability({ logger, metrics }));
  app.getHttpAdapter().get(METRICS_PATH, metricsHandler(metrics));
  app.connectMicroservice(serverOptions(service, config), { inheritAppConfig: true });
  // A services host (runServicesHost) closes its apps itself: Nest's hooks re-raise the signal after
  // closing one app, which would end the process before the others have closed their databases.
  if (shutdownHooks) app.enableShutdownHooks();
  return { app, config, logger };
}

export async function startServiceApp({ app, config, logger }: ServiceApp): Promise<void> {
  await app.startAllMicroservices();
  // Loopback unless BIND_HOST says otherwise (containers): nothing else on the network reaches a service directly.
  await app.listen(config.self.httpPort, config.BIND_HOST);
  logger.info({ config: describeConfig(config) }, `${config.service} service ready`);
}

/** Entry point of a service process: a bad config or a failed start ends it with a clear message. */
export async function runService(service: ServiceName, build: ModuleBuilder): Promise<void> {
  try {
    await startServiceApp(await createServiceApp(service, build));
  } catch (err) {
    exitOnStartFailure(service, err);
  }
}

/** What a services host runs: a service's name and its module. */
export interface HostedService {
  service: ServiceName;
  build: ModuleBuilder;
}

/**
 * Several services in one process (the embedded layout `npm start` uses; docs/performance.md,
 * embedded memory): each is its own Nest app with its own configuration, database (its own
 * PGlite directory), TCP port and HTTP port, as in its own process; they share the Node runtime,
 * the loaded libraries and one metrics registry (labelled service="services"). SIGTERM or SIGINT
 * closes every app (databases closed cleanly), then the process exits.
 */
export async function runServicesHost(services: HostedService[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  initMetrics('services');
  const apps: ServiceApp[] = [];
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const results = await Promise.allSettled(apps.map(({ app }) => app.close()));
    const failed = results.filter((r) => r.status === 'rejected').length;
    if (failed > 0) process.stderr.write(`services: ${failed} app(s) failed to close on ${signal}\n`);
    process.exit(failed > 0 ? 1 : 0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  // Side by side, as separate processes would start (a first start's initdb runs in child processes).
  const started = await Promise.allSettled(
    services.map(async ({ service, build }) => {
      const app = await createServiceApp(service, build, env, { shutdownHooks: false });
      apps.push(app);
      await startServiceApp(app);
    }),
  );
  const failed = started.findIndex((r) => r.status === 'rejected');
  if (failed >= 0) {
    await Promise.allSettled(apps.map(({ app }) => app.close()));
    exitOnStartFailure(services[failed].service, (started[failed] as PromiseRejectedResult).reason);
  }
}

export function exitOnStartFailure(name: string, err: unknown): never {
  if (err instanceof ConfigError) {
    process.stderr.write(`${name}: ${err.message}\n`);
  } else {
    process.stderr.write(`${name}: failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  }
  process.exit(1);
}
