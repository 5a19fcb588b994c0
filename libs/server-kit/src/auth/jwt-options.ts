import { createSecretKey } from 'node:crypto';
import type { JwtModuleOptions } from '@nestjs/jwt';

export const TOKEN_ALGORITHM = 'HS256';

/**
 * JWT options for signing (auth service) and verifying (gateway, media service). A prepared
 * secret key spares jsonwebtoken from trying the string as a public key on every verify (a
 * quarter of the gateway's CPU per request), and pinning the algorithm refuses any other.
 */
export function jwtOptions(secret: string, expiresIn?: `${number}d`): JwtModuleOptions {
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    secretOrKeyProvider: () => key,
    signOptions: { algorithm: TOKEN_ALGORITHM, ...(expiresIn ? { expiresIn } : {}) },
    verifyOptions: { algorithms: [TOKEN_ALGORITHM] },
  };
}
