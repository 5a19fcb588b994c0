import { z } from 'zod';
import { parseEnv, type ServiceConfig } from '@hirewise/server-kit';

export const MAIL_CONFIG = Symbol('MAIL_CONFIG');

const ms = (fallback: number, min: number) => z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(min, `must be at least ${min}`).default(fallback);

/** An empty variable counts as unset (compose and Kubernetes pass `VAR=` for "none"). */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const mailEnvSchema = z.object({
  /** smtp://user:pass@host:port or smtps://...; unset: each mail is written as an .eml file under DATA_DIR/mail. */
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')),
  MAIL_FROM: z.string().min(3, 'must be an address such as "Hirewise <no-reply@example.com>"').default('Hirewise <no-reply@hirewise.local>'),
  /** The origin users open (links in emails); the gateway's address by default. */
  PUBLIC_URL: optional(z.string().regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, 'must be an http(s) URL')),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** First retry after a failed send; doubles up to MAIL_RETRY_MAX_MS. A mail is never dropped for a failing server. */
  MAIL_RETRY_BASE_MS: ms(5_000, 10),
  MAIL_RETRY_MAX_MS: ms(60 * 60 * 1000, 10),
  /** How often the sender looks for due mail (new mail is also sent at once). */
  MAIL_POLL_MS: ms(5_000, 10),
  /** How often saved-search matches are mailed as a digest: "daily" searches every this long, "weekly" ones 7 times it. */
  DIGEST_INTERVAL_MS: ms(86_400_000, 100),
});

export interface MailConfig {
  smtpUrl?: string;
  from: string;
  publicUrl: string;
  /** Where .eml files go without SMTP_URL; undefined (DATA_DIR=memory://) keeps them in memory. */
  mailDir?: string;
  retryBaseMs: number;
  retryMaxMs: number;
  pollMs: number;
  /** The "daily" digest interval (weekly: 7 times it). */
  digestIntervalMs: number;
  /** Signs unsubscribe links (derived from JWT_SECRET, so every replica verifies them). */
  unsubscribeSecret: string;
}

export function loadMailConfig(config: ServiceConfig, env: NodeJS.ProcessEnv): MailConfig {
  const e = parseEnv(mailEnvSchema, env);
  return {
    smtpUrl: e.SMTP_URL,
    from: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    mailDir: config.DATA_DIR.startsWith('memory://') ? undefined : `${config.DATA_DIR.replace(/\/+$/, '')}/mail`,
    retryBaseMs: e.MAIL_RETRY_BASE_MS,
    retryMaxMs: e.MAIL_RETRY_MAX_MS,
    pollMs: e.MAIL_POLL_MS,
    digestIntervalMs: e.DIGEST_INTERVAL_MS,
    unsubscribeSecret: `unsubscribe:${config.JWT_SECRET}`,
  };
}
