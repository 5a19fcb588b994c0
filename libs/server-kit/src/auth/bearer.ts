import type { JwtService } from '@nestjs/jwt';
import { Messages, tokenClaimsSchema, type TokenClaims } from '@hirewise/contracts';
import { DomainError } from '../errors/domain-error';

export type BearerCheck = { ok: true; claims: TokenClaims } | { ok: false; message: string };

/**
 * The one rule for a request's `Authorization: Bearer <jwt>`: present, signed with our key
 * (algorithm pinned by the JwtService options) and carrying our claims. Used by the gateway's
 * guard and proxies and by the services that verify the token again themselves.
 */
export async function checkBearer(jwt: JwtService, header: string | undefined): Promise<BearerCheck> {
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!token) return { ok: false, message: Messages.unauthenticated };
  const claims = await jwt.verifyAsync<Record<string, unknown>>(token).catch(() => undefined);
  // A token with an audience is for one purpose only (a signed stream link), never a session.
  if (claims && 'aud' in claims) return { ok: false, message: Messages.invalidToken };
  const parsed = tokenClaimsSchema.safeParse(claims);
  return parsed.success ? { ok: true, claims: parsed.data } : { ok: false, message: Messages.invalidToken };
}

/** checkBearer for guards: the claims, or a 401 DomainError with the message. */
export async function requireBearer(jwt: JwtService, header: string | undefined): Promise<TokenClaims> {
  const checked = await checkBearer(jwt, header);
  if (!checked.ok) throw new DomainError('UNAUTHENTICATED', checked.message);
  return checked.claims;
}
