import { WEBHOOK_SIGNATURE_HEADER } from '@hirewise/contracts/webhooks';

/** How long a signed timestamp stays acceptable in the snippet (replays older than this are refused). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Six lines of Node.js a receiver can paste into its handler (`req`, `res`, and `rawBody`: the body
 * exactly as received, before any JSON parsing). It recomputes v1 from the header's timestamp and
 * the secret, compares in constant time, and refuses a stale timestamp. Its behaviour is tested
 * (verify-snippet.test.ts), so what the dialog shows is known to work.
 */
export const VERIFY_SNIPPET = [
  "const { createHmac, timingSafeEqual } = require('node:crypto');",
  `const [t, v1] = String(req.headers['${WEBHOOK_SIGNATURE_HEADER.toLowerCase()}']).split(',').map((part) => part.slice(part.indexOf('=') + 1));`,
  "const expected = createHmac('sha256', process.env.HIREWISE_WEBHOOK_SECRET).update(`${t}.${rawBody}`).digest('hex');",
  `const fresh = Math.abs(Date.now() / 1000 - Number(t)) < ${SIGNATURE_TOLERANCE_SECONDS};`,
  'const valid = fresh && v1?.length === expected.length && timingSafeEqual(Buffer.from(v1), Buffer.from(expected));',
  "if (!valid) return res.status(400).send('Bad signature');",
].join('\n');
