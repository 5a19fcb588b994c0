import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_TYPES, type NotificationType } from '@hirewise/contracts';

export interface UnsubscribeClaim {
  userId: string;
  type: NotificationType | 'all';
}

const sign = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('base64url');

/** `<payload>.<HMAC-SHA256>`, both base64url: who and which type; no expiry (a link in an old mail still works). */
export function unsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  const data = Buffer.from(JSON.stringify({ u: claim.userId, t: claim.type })).toString('base64url');
  return `${data}.${sign(secret, data)}`;
}

/** The claim of a genuine token, or undefined for a malformed or forged one. */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | undefined {
  const [data, mac, extra] = token.split('.');
  if (!data || !mac || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(secret, data));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const { u, t } = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as { u?: unknown; t?: unknown };
    if (typeof u !== 'string' || u === '') return undefined;
    if (t !== 'all' && !(NOTIFICATION_TYPES as readonly unknown[]).includes(t)) return undefined;
    return { userId: u, type: t as UnsubscribeClaim['type'] };
  } catch {
    return undefined;
  }
}
