import { Buffer } from 'node:buffer';
import { createHmac } from 'node:crypto';
import { WEBHOOK_SIGNATURE_HEADER } from '@hirewise/contracts/webhooks';
import { VERIFY_SNIPPET } from '../verify-snippet';

const SECRET = 'whsec_0123456789abcdef';
const now = () => Math.floor(Date.now() / 1000);

/** The header as the notifications service signs a delivery: t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">. */
function signature(body: string, secret = SECRET, t = now()): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

/** Runs the snippet as a receiver's handler would: 'accepted', or the 400 it answers. */
function receive(headers: Record<string, string>, rawBody: string): string {
  const res = { status: (code: number) => ({ send: (text: string) => `${code} ${text}` }) };
  const handler = new Function('require', 'Buffer', 'process', 'req', 'res', 'rawBody', `${VERIFY_SNIPPET}\nreturn 'accepted';`);
  return handler(require, Buffer, { env: { HIREWISE_WEBHOOK_SECRET: SECRET } }, { headers }, res, rawBody) as string;
}

const header = WEBHOOK_SIGNATURE_HEADER.toLowerCase();
const body = JSON.stringify({ id: 'e1', type: 'ping', createdAt: '2026-11-25T10:00:00.000Z', data: {} });

describe('the signature check shown with a secret', () => {
  it('is six lines and reads the contracts\' header (as Node lowercases it)', () => {
    expect(VERIFY_SNIPPET.split('\n')).toHaveLength(6);
    expect(VERIFY_SNIPPET).toContain(`req.headers['${header}']`);
  });

  it('accepts a delivery signed with the secret', () => {
    expect(receive({ [header]: signature(body) }, body)).toBe('accepted');
  });

  it('refuses a changed body, another secret, a stale timestamp, and a missing or malformed header', () => {
    expect(receive({ [header]: signature(body) }, body.replace('ping', 'job.created'))).toBe('400 Bad signature');
    expect(receive({ [header]: signature(body, 'whsec_other') }, body)).toBe('400 Bad signature');
    expect(receive({ [header]: signature(body, SECRET, now() - 600) }, body)).toBe('400 Bad signature');
    expect(receive({}, body)).toBe('400 Bad signature');
    expect(receive({ [header]: 't=1,v1=abc' }, body)).toBe('400 Bad signature');
  });
});
