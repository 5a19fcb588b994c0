import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/**
 * argon2id with OWASP's recommended parameters (19 MiB, 2 iterations, 1 lane): about 25 ms a
 * hash here, so a 2-core node still answers logins quickly under load. Hashes keep their own
 * parameters, so raising them later needs no migration.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  // Verified when the email is unknown, so both failures cost the same time.
  private readonly decoy = argon2.hash('hirewise-decoy-password', OPTIONS);

  hash(password: string): Promise<string> {
    return argon2.hash(password, OPTIONS);
  }

  verify(hash: string, password: string): Promise<boolean> {
    return argon2.verify(hash, password).catch(() => false);
  }

  async verifyDecoy(password: string): Promise<false> {
    await this.verify(await this.decoy, password);
    return false;
  }
}
