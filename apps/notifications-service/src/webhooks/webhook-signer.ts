import { createHmac, randomBytes } from 'node:crypto';

/** The prefix says what a leaked string is (as Stripe's `whsec_`), so a scanner can recognise it. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** `whsec_` + 32 random bytes, base64url: shown to the recruiter once, at creation or rotation. */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/**
 * The WEBHOOK_SIGNATURE_HEADER value: `t=<unix seconds>,v1=<hex HMAC-SHA256>` over `<t>.<raw body>`,
 * keyed by the whole secret string (UTF-8, prefix included). The timestamp is signed with the body,
 * so a receiver that refuses old timestamps also refuses a captured request replayed later.
 * Computed per attempt: a retry carries a fresh timestamp over the same body bytes.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const t = Math.floor(unixSeconds);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`, 'utf8').digest('hex');
  return `t=${t},v1=${v1}`;
}
