import { z } from 'zod';
import { parseEnv } from '@hirewise/server-kit';
import { parseAllowList, type AllowList } from './address-policy';

export const WEBHOOK_CONFIG = Symbol('WEBHOOK_CONFIG');

const ms = (fallback: number, min: number) => z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(min, `must be at least ${min}`).default(fallback);

const webhookEnvSchema = z.object({
  /**
   * Addresses a webhook may reach although they are not public: a comma list of CIDRs
   * (`127.0.0.1/32,::1/128`), or `all`. Empty (the default) refuses every private, loopback and
   * link-local address; only tests and closed networks set it.
   */
  WEBHOOK_ALLOW_PRIVATE: z
    .string()
    .default('')
    .transform((value, ctx) => {
      try {
        return parseAllowList(value);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    }),
  /** How often the sender looks for due deliveries (new ones are also sent at once). */
  WEBHOOK_POLL_MS: ms(2_000, 10),
  /** One attempt's limit, connection and answer together. */
  WEBHOOK_TIMEOUT_MS: ms(10_000, 10),
  /** First retry after a failed attempt; doubles up to WEBHOOK_RETRY_MAX_MS. */
  WEBHOOK_RETRY_BASE_MS: ms(30_000, 10),
  WEBHOOK_RETRY_MAX_MS: ms(60 * 60 * 1000, 10),
  /** Attempts before a delivery is given up ('failed'); it can still be redelivered from the log. */
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number({ error: 'must be a whole number' }).int().min(1, 'must be at least 1').max(50, 'must be at most 50').default(8),
});

export interface WebhookConfig {
  allowPrivate: AllowList;
  pollMs: number;
  timeoutMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  maxAttempts: number;
}

export function loadWebhookConfig(env: NodeJS.ProcessEnv): WebhookConfig {
  const e = parseEnv(webhookEnvSchema, env);
  return {
    allowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
    pollMs: e.WEBHOOK_POLL_MS,
    timeoutMs: e.WEBHOOK_TIMEOUT_MS,
    retryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
    retryMaxMs: Math.max(e.WEBHOOK_RETRY_MAX_MS, e.WEBHOOK_RETRY_BASE_MS),
    maxAttempts: e.WEBHOOK_MAX_ATTEMPTS,
  };
}
