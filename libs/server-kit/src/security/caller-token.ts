import { createHash, createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { USER_TYPES, type Caller } from '@hirewise/contracts';

/**
 * Caller tokens (docs/security.md, "Trust between services"): every message between the
 * gateway and the services carries a compact HS256 JWT signed by its sender with
 * SERVICE_TOKEN_SECRET. It names the sender (iss), the receiving service (aud), the message
 * pattern (pat), the user the message acts for (cal) and a SHA-256 digest of the payload (dig),
 * so a token can be used neither for another service, pattern, user or payload, nor after
 * it expires.
 */
export const SERVICE_TOKEN_ALGORITHM = 'HS256';
/** Clocks of different hosts may differ this much. */
export const CLOCK_TOLERANCE_S = 5;
/** Audience of an event published to the broker (consumed by every service the event is routed to). */
export const EVENTS_AUDIENCE = 'events';

export interface CallerTokenClaims {
  iss: string;
  aud: string;
  pat: string;
  dig: string;
  cal?: { u: string; t: string };
  jti: string;
  iat: number;
  exp?: number;
}

export type RefusalReason = 'missing' | 'invalid' | 'expired' | 'audience' | 'pattern' | 'payload' | 'caller' | 'issuer';

export class CallerTokenError extends Error {
  constructor(
    readonly reason: RefusalReason,
    detail: string,
  ) {
    super(detail);
  }
}

/** A stable digest of a payload as it crosses the wire (JSON): the receiver computes it from what it parsed. */
export function payloadDigest(payload: unknown): string {
  return digestOfJson(JSON.stringify(payload === undefined ? null : payload));
}

export function digestOfJson(json: string | Buffer): string {
  return createHash('sha256').update(json).digest('base64url');
}

/** The user a payload acts for: its `caller`, or a top-level `{ userId, type }` (auth.user.update.v1). */
export function callerIn(payload: unknown): Caller | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const p = payload as Record<string, unknown>;
  if (isCaller(p.caller)) return p.caller;
  if (isCaller(p)) return { userId: p.userId, type: p.type };
  return undefined;
}

function isCaller(value: unknown): value is Caller {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.userId === 'string' && typeof v.type === 'string' && (USER_TYPES as readonly string[]).includes(v.type);
}

export interface SignRequest {
  iss: string;
  aud: string;
  pattern: string;
  payload: unknown;
  /** Lifetime in seconds; none for events waiting in a durable queue. */
  ttlS?: number;
  /** The payload's JSON digest when the sender has it already (events: the bytes it publishes). */
  digest?: string;
  /** Seconds since the epoch; tests sign in the past. */
  now?: number;
}

export interface VerifyRequest {
  aud: string;
  pattern: string;
  payload: unknown;
  digest?: string;
}

/** Signs with the current secret; verifies with the current one, then the previous one during a rotation. */
export class CallerTokens {
  private readonly signer: JwtService;
  private readonly verifiers: JwtService[];

  constructor(secret: string, previousSecret?: string) {
    this.signer = serviceFor(createSecretKey(Buffer.from(secret, 'utf8')));
    this.verifiers = [this.signer, ...(previousSecret ? [serviceFor(createSecretKey(Buffer.from(previousSecret, 'utf8')))] : [])];
  }

  sign({ iss, aud, pattern, payload, ttlS, digest, now = Math.floor(Date.now() / 1000) }: SignRequest): string {
    const caller = callerIn(payload);
    const claims: CallerTokenClaims = {
      iss,
      aud,
      pat: pattern,
      dig: digest ?? payloadDigest(payload),
      ...(caller ? { cal: { u: caller.userId, t: caller.type } } : {}),
      jti: randomUUID(),
      iat: now,
      ...(ttlS !== undefined ? { exp: now + ttlS } : {}),
    };
    return this.signer.sign(claims);
  }

  /** The token's claims once the signature, expiry, audience, pattern, caller and payload digest all match; else a CallerTokenError. */
  verify(token: unknown, { aud, pattern, payload, digest }: VerifyRequest): CallerTokenClaims {
    if (typeof token !== 'string' || token.length === 0) throw new CallerTokenError('missing', 'no caller token');
    const claims = this.checkSignature(token);
    if (claims.aud !== aud) throw new CallerTokenError('audience', `token meant for ${String(claims.aud)}`);
    if (claims.pat !== pattern) throw new CallerTokenError('pattern', `token for pattern ${String(claims.pat)}`);
    const caller = callerIn(payload);
    if ((caller?.userId ?? null) !== (claims.cal?.u ?? null) || (caller?.type ?? null) !== (claims.cal?.t ?? null)) {
      throw new CallerTokenError('caller', 'the payload names another caller than the token');
    }
    if (claims.dig !== (digest ?? payloadDigest(payload))) throw new CallerTokenError('payload', 'the payload is not the one the token was signed for');
    return claims;
  }

  private checkSignature(token: string): CallerTokenClaims {
    let last: unknown;
    for (const verifier of this.verifiers) {
      try {
        const claims = verifier.verify<CallerTokenClaims>(token);
        if (typeof claims.iss !== 'string' || typeof claims.pat !== 'string' || typeof claims.dig !== 'string') {
          throw new CallerTokenError('invalid', 'token lacks its claims');
        }
        return claims;
      } catch (err) {
        last = err;
        if ((err as Error).name === 'TokenExpiredError') break;
      }
    }
    if (last instanceof CallerTokenError) throw last;
    if ((last as Error | undefined)?.name === 'TokenExpiredError') throw new CallerTokenError('expired', 'token expired');
    throw new CallerTokenError('invalid', 'token signature or format is invalid');
  }
}

function serviceFor(key: KeyObject): JwtService {
  return new JwtService({
    secretOrKeyProvider: () => key,
    signOptions: { algorithm: SERVICE_TOKEN_ALGORITHM },
    verifyOptions: { algorithms: [SERVICE_TOKEN_ALGORITHM], clockTolerance: CLOCK_TOLERANCE_S },
  });
}
