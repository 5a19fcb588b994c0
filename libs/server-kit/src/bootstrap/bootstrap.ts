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
export async function createServiceApp(service: ServiceName, build: ModuleBuilder, env: NodeJS.ProcessEnv = process.env): Promise<ServiceApp> {
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
  app.enableShutdownHooks();
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

export function exitOnStartFailure(name: string, err: unknown): never {
  if (err instanceof ConfigError) {
    process.stderr.write(`${name}: ${err.message}\n`);
  } else {
    process.stderr.write(`${name}: failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  }
  process.exit(1);
}
