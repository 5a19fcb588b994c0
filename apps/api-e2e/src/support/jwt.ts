import { createHmac } from 'node:crypto';

/** HS256 tokens made by hand (jsonwebtoken is not a dependency), to test what the gateway refuses. */
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signHs256(payload: Record<string, unknown>, secret: string, header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' }): string {
  const signingInput = `${b64url(header)}.${b64url(payload)}`;
  return `${signingInput}.${createHmac('sha256', secret).update(signingInput).digest('base64url')}`;
}

export function unsignedToken(payload: Record<string, unknown>): string {
  return `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(payload)}.`;
}

export function decodePayload(token: string): Record<string, unknown> {
  const [, payload] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Changes one character in the middle of the signature (never the last one, whose low bits may be padding). */
export function tamperSignature(token: string): string {
  const [header, payload, signature] = token.split('.');
  const i = Math.floor(signature.length / 2);
  const swapped = signature[i] === 'A' ? 'B' : 'A';
  return `${header}.${payload}.${signature.slice(0, i)}${swapped}${signature.slice(i + 1)}`;
}

/** Keeps the original signature but swaps the payload: what a user editing their own token would try. */
export function swapPayload(token: string, payload: Record<string, unknown>): string {
  const [header, , signature] = token.split('.');
  return `${header}.${b64url(payload)}.${signature}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
