import { join } from 'node:path';
import { z } from 'zod';
import { loadBaseConfig, parseEnv, type BaseConfig } from '@hirewise/server-kit';

const gatewayEnvSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535, 'must be a port number').default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  WEB_DIST: z.string().min(1).default(join(__dirname, '..', '..', '..', 'web', 'dist')),
  AUTH_RATE_LIMIT: z.coerce.number({ error: 'must be a number' }).int().min(1, 'must be at least 1').default(20),
  AUTH_RATE_WINDOW_MS: z.coerce.number({ error: 'must be a number' }).int().min(1000, 'must be at least 1000').default(60_000),
  TRUST_PROXY: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false').transform((v) => v === 'true'),
  HEALTH_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int().min(100).default(1500),
});

export type GatewayConfig = BaseConfig & z.infer<typeof gatewayEnvSchema>;

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return { ...loadBaseConfig('gateway', env), ...parseEnv(gatewayEnvSchema, env) };
}

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
