import type { JwtService } from '@nestjs/jwt';
import { Messages, tokenClaimsSchema, type TokenClaims } from '@hirewise/contracts';
import { DomainError } from '../errors/domain-error';

export type BearerCheck = { ok: true; claims: TokenClaims } | { ok: false; message: string };

/** Tokens remembered per verifier; past this many the oldest is forgotten. */
export const VERIFIED_TOKENS_MAX = 10_000;

interface Verified {
  claims: TokenClaims;
  /** The token's `exp` (seconds since the epoch), when it has one. */
  exp?: number;
}

/**
 * Tokens this verifier has already accepted, with their claims: a token is the same text on
 * every request of a session, so its signature (HMAC) and claims are checked once, not on every
 * call (the check was about 8 % of the gateway's CPU under load). Only accepted tokens are kept,
 * keyed by the whole token text, per JwtService (so per key); expiry is still checked on each use.
 */
const verifiedBy = new WeakMap<JwtService, Map<string, Verified>>();

function remembered(jwt: JwtService, token: string): TokenClaims | undefined {
  const cache = verifiedBy.get(jwt);
  const hit = cache?.get(token);
  if (!hit) return undefined;
  // jsonwebtoken's rule: expired once the current whole second reaches `exp`.
  if (hit.exp !== undefined && Math.floor(Date.now() / 1000) >= hit.exp) {
    cache!.delete(token);
    return undefined;
  }
  return hit.claims;
}

function remember(jwt: JwtService, token: string, verified: Verified): void {
  let cache = verifiedBy.get(jwt);
  if (!cache) verifiedBy.set(jwt, (cache = new Map()));
  if (cache.size >= VERIFIED_TOKENS_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(token, verified);
}

/**
 * The one rule for a request's `Authorization: Bearer <jwt>`: present, signed with our key
 * (algorithm pinned by the JwtService options), unexpired and carrying our claims. Used by the
 * gateway's guard and proxies and by the services that verify the token again themselves.
 */
export async function checkBearer(jwt: JwtService, header: string | undefined): Promise<BearerCheck> {
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!token) return { ok: false, message: Messages.unauthenticated };
  const known = remembered(jwt, token);
  if (known) return { ok: true, claims: known };
  const claims = await jwt.verifyAsync<Record<string, unknown>>(token).catch(() => undefined);
  // A token with an audience is for one purpose only (a signed stream link), never a session.
  if (claims && 'aud' in claims) return { ok: false, message: Messages.invalidToken };
  const parsed = tokenClaimsSchema.safeParse(claims);
  if (!parsed.success) return { ok: false, message: Messages.invalidToken };
  remember(jwt, token, { claims: parsed.data, exp: typeof claims?.exp === 'number' ? claims.exp : undefined });
  return { ok: true, claims: parsed.data };
}

/** checkBearer for guards: the claims, or a 401 DomainError with the message. */
export async function requireBearer(jwt: JwtService, header: string | undefined): Promise<TokenClaims> {
  const checked = await checkBearer(jwt, header);
  if (!checked.ok) throw new DomainError('UNAUTHENTICATED', checked.message);
  return checked.claims;
}
