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
  /** Gateway processes sharing the port (Node cluster); 1 = a single process. */
  GATEWAY_WORKERS: z.coerce.number({ error: 'must be a number' }).int().min(1, 'must be at least 1').max(32, 'must be at most 32').default(1),
  /** Public job-search pages are shared for this long (0 turns the cache off); writes empty it at once. */
  JOBS_SEARCH_CACHE_MS: z.coerce.number({ error: 'must be a number' }).int().min(0, 'must be at least 0').max(60_000, 'must be at most 60000').default(1000),
  /** Prometheus `GET /metrics` on this separate, internal port (never on PORT, the public origin); 0 turns it off. */
  METRICS_PORT: z.coerce.number({ error: 'must be a port number' }).int('must be a port number').min(0, 'must be a port number').max(65535, 'must be a port number').default(9300),
  /** The AI service's LLM time limit (same variable as the AI service); the gateway waits a margin longer (routes/ai.controller.ts). */
  AI_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int().min(100, 'must be at least 100').default(20_000),
});

export type GatewayConfig = BaseConfig & z.infer<typeof gatewayEnvSchema>;

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return { ...loadBaseConfig('gateway', env), ...parseEnv(gatewayEnvSchema, env) };
}

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
