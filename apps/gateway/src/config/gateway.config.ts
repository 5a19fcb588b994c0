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
  /**
   * Type-ahead answers (GET /api/jobs/suggest) are shared for this long (0 turns it off): a few
   * hundred two- and three-letter prefixes are most of what is typed. Adding, editing or deleting
   * a job through this gateway empties it at once.
   */
  JOBS_SUGGEST_CACHE_MS: z.coerce.number({ error: 'must be a number' }).int().min(0, 'must be at least 0').max(300_000, 'must be at most 300000').default(30_000),
  /** Prometheus `GET /metrics` on this separate, internal port (never on PORT, the public origin); 0 turns it off. */
  METRICS_PORT: z.coerce.number({ error: 'must be a port number' }).int('must be a port number').min(0, 'must be a port number').max(65535, 'must be a port number').default(9300),
  /** The AI service's LLM time limit (same variable as the AI service); the gateway waits a margin longer (routes/ai.controller.ts). */
  AI_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int().min(100, 'must be at least 100').default(20_000),
  /** How often each gateway process asks the auth service for new session revocations (deleted accounts): the longest a revoked token may still pass elsewhere. */
  REVOCATION_POLL_MS: z.coerce.number({ error: 'must be a number' }).int().min(100, 'must be at least 100').max(60_000, 'must be at most 60000').default(1000),
  /** Slow clients (http-hardening/slow-clients.ts): the whole header within this... */
  HEADERS_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int().min(1000, 'must be at least 1000').max(120_000, 'must be at most 120000').default(10_000),
  /** ...the whole request (a 50 MB upload at 0.7 Mbit/s) within this... */
  REQUEST_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int().min(1000, 'must be at least 1000').max(3_600_000, 'must be at most 3600000').default(600_000),
  /** ...and a body brings at least BODY_MIN_BYTES in every BODY_RATE_WINDOW_MS, or 408. */
  BODY_MIN_BYTES: z.coerce.number({ error: 'must be a number' }).int().min(1, 'must be at least 1').default(1024),
  BODY_RATE_WINDOW_MS: z.coerce.number({ error: 'must be a number' }).int().min(100, 'must be at least 100').max(120_000, 'must be at most 120000').default(10_000),
  /** AI calls per signed-in user and window, the gateway's AI routes and the /ai proxy together (http-hardening/ai-rate-limit.ts). */
  AI_RATE_LIMIT: z.coerce.number({ error: 'must be a number' }).int().min(1, 'must be at least 1').default(30),
  AI_RATE_WINDOW_MS: z.coerce.number({ error: 'must be a number' }).int().min(1000, 'must be at least 1000').default(60_000),
  /**
   * The site's public address (scheme, host, optional port; no trailing slash needed) used for the
   * absolute URLs of the job pages, sitemap and feeds (docs/job-pages.md). Unset: each request's
   * protocol and Host (honouring TRUST_PROXY).
   */
  PUBLIC_BASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://jobs.example.com' })
      .refine((v) => !/[?#]/.test(v), 'must not have a query or a fragment')
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
  ),
  /** The public pages' documents (sitemap, feeds) and jobs are kept this long in each process (0 = not kept); job writes here empty them. */
  PUBLIC_PAGES_CACHE_MS: z.coerce.number({ error: 'must be a number' }).int().min(0, 'must be at least 0').max(600_000, 'must be at most 600000').default(60_000),
  /** Requests per client address and window to the public pages and GET /api/public/jobs/:id (http-hardening/public-rate-limit.ts). */
  PUBLIC_RATE_LIMIT: z.coerce.number({ error: 'must be a number' }).int().min(1, 'must be at least 1').default(300),
  /**
   * Redis (server mode, several gateway replicas): the state they share, i.e. the idempotency store,
   * the /auth rate limit and cache invalidation (docs/reliability.md, "Shared gateway state").
   * Unset: all of it in this process (embedded mode, one gateway).
   */
  REDIS_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional()),
  /** The prefix of every key and channel this gateway uses in Redis (deployments or test stacks sharing one Redis). */
  REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9:_-]{1,64}$/, 'must be 1 to 64 of A-Z a-z 0-9 : _ -').default('hirewise:'),
  PUBLIC_RATE_WINDOW_MS: z.coerce.number({ error: 'must be a number' }).int().min(1000, 'must be at least 1000').default(60_000),
});

export type GatewayConfig = BaseConfig & z.infer<typeof gatewayEnvSchema>;

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return { ...loadBaseConfig('gateway', env), ...parseEnv(gatewayEnvSchema, env) };
}

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
