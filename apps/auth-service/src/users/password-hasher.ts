import { Inject, Injectable, Optional } from '@nestjs/common';
import argon2 from 'argon2';
import { LOGGER, type Logger } from '@hirewise/server-kit';
import { belowRecommended, PASSWORD_HASH_COST, RECOMMENDED_HASH_COST, type PasswordHashCost } from './password-hash.config';

/**
 * argon2id, by default with OWASP's recommended parameters (19 MiB, 2 iterations, 1 lane): about
 * 25-60 ms a hash here, so a 2-core node still answers logins quickly under load. Hashes keep their
 * own parameters, so raising them later needs no migration. PASSWORD_HASH_MEMORY_KIB and
 * PASSWORD_HASH_ITERATIONS set the cost of new hashes (password-hash.config.ts).
 */
@Injectable()
export class PasswordHasher {
  private readonly options: argon2.HashOptions;
  // Verified when the email is unknown, so both failures cost the same time.
  private readonly decoy: Promise<string>;

  constructor(@Optional() @Inject(PASSWORD_HASH_COST) cost?: PasswordHashCost, @Optional() @Inject(LOGGER) logger?: Logger) {
    const { memoryKib, iterations } = cost ?? RECOMMENDED_HASH_COST;
    this.options = { type: argon2.argon2id, memoryCost: memoryKib, timeCost: iterations, parallelism: 1 };
    if (belowRecommended({ memoryKib, iterations })) {
      logger?.warn({ memoryKib, iterations, recommended: RECOMMENDED_HASH_COST }, 'password hashes below the recommended argon2id cost: for throw-away test stacks only');
    }
    this.decoy = argon2.hash('hirewise-decoy-password', this.options);
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options);
  }

  verify(hash: string, password: string): Promise<boolean> {
    return argon2.verify(hash, password).catch(() => false);
  }

  async verifyDecoy(password: string): Promise<false> {
    await this.verify(await this.decoy, password);
    return false;
  }
}
