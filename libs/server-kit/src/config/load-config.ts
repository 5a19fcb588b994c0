import { z } from 'zod';
import type { ServiceName } from '@hirewise/contracts';
import { commonEnvSchema, DEFAULT_JWT_SECRET, DEFAULT_SERVICE_TOKEN_SECRET, envPrefix, readEndpoints, type CommonEnv, type ServiceEndpoint } from './config.schema';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses env against a schema; every bad variable is named in one error. */
export function parseEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv): z.infer<S> {
  const result = schema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`));
  }
  return result.data;
}

export interface BaseConfig extends CommonEnv {
  service: ServiceName | 'gateway';
  endpoints: Record<ServiceName, ServiceEndpoint>;
}

export interface ServiceConfig extends BaseConfig {
  service: ServiceName;
  self: ServiceEndpoint;
  /** node-postgres URL; undefined means embedded PGlite under DATA_DIR/<service>. */
  databaseUrl?: string;
}

function assertProductionSafe(config: CommonEnv): void {
  if (config.NODE_ENV === 'production' && config.JWT_SECRET === DEFAULT_JWT_SECRET) {
    throw new ConfigError(['JWT_SECRET: must be set to a secret of your own in production']);
  }
  if (config.NODE_ENV === 'production' && config.SERVICE_TOKEN_SECRET === DEFAULT_SERVICE_TOKEN_SECRET) {
    throw new ConfigError(['SERVICE_TOKEN_SECRET: must be set to a secret of your own in production']);
  }
  if (config.SERVICE_TOKEN_SECRET === config.JWT_SECRET) {
    throw new ConfigError(['SERVICE_TOKEN_SECRET: must differ from JWT_SECRET']);
  }
}

export function loadBaseConfig(service: BaseConfig['service'], env: NodeJS.ProcessEnv = process.env): BaseConfig {
  const common = parseEnv(commonEnvSchema, env);
  assertProductionSafe(common);
  let endpoints: BaseConfig['endpoints'];
  try {
    endpoints = readEndpoints(env);
  } catch (err) {
    if (err instanceof z.ZodError) throw new ConfigError(err.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
    throw err;
  }
  return { ...common, service, endpoints };
}

export function loadServiceConfig(service: ServiceName, env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const base = loadBaseConfig(service, env);
  const urlVar = `${envPrefix(service)}_DATABASE_URL`;
  const dbSchema = z.object({
    [urlVar]: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  });
  const parsed = parseEnv(dbSchema, env) as Record<string, string | undefined>;
  return { ...base, service, self: base.endpoints[service], databaseUrl: parsed[urlVar] };
}

/** Secrets never reach a log line. */
export function describeConfig(config: BaseConfig): Record<string, unknown> {
  const { JWT_SECRET: _secret, SERVICE_TOKEN_SECRET: _serviceSecret, SERVICE_TOKEN_SECRET_PREVIOUS: _previous, RABBITMQ_URL, ...rest } = config;
  return { ...rest, RABBITMQ_URL: RABBITMQ_URL.replace(/\/\/([^:@]+):([^@]+)@/, '//$1:***@'), JWT_SECRET: '***', SERVICE_TOKEN_SECRET: '***' };
}
