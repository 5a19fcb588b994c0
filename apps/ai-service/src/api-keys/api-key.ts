import { createHash, randomBytes } from 'node:crypto';

/**
 * A service client's API key: `hwk_<8 hex>_<43 base64url>`. The first part (`hwk_<8 hex>`) is the
 * visible prefix kept for listings and logs; the whole key has 256 random bits after it, so a plain
 * SHA-256 of it is a safe thing to store (no salt or slow hash needed for a random secret).
 */
/** The header a service client sends its key in (`X-API-Key`; Node gives header names in lower case). */
export const API_KEY_HEADER = 'x-api-key';
export const API_KEY_HEADER_NAME = 'X-API-Key';
const KEY_PATTERN = /^(hwk_[0-9a-f]{8})_[A-Za-z0-9_-]{43}$/;

export interface NewApiKey {
  key: string;
  prefix: string;
  hash: string;
}

export function generateApiKey(): NewApiKey {
  const prefix = `hwk_${randomBytes(4).toString('hex')}`;
  const key = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { key, prefix, hash: hashApiKey(key) };
}

/** The visible prefix of a well-formed key, or undefined for anything else. */
export function apiKeyPrefix(key: string): string | undefined {
  return KEY_PATTERN.exec(key)?.[1];
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Names shown in listings: 1 to 100 printable characters, e.g. `reports-service`. */
export const API_KEY_NAME = /^[\p{L}\p{N}][\p{L}\p{N} ._:/@-]{0,99}$/u;
export const MAX_RATE_PER_MINUTE = 100_000;
export const DEFAULT_RATE_PER_MINUTE = 60;
