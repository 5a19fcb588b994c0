import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/** argon2id with the library's recommended parameters. */
@Injectable()
export class PasswordHasher {
  // Verified when the email is unknown, so both failures cost the same time.
  private readonly decoy = argon2.hash('hirewise-decoy-password');

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  verify(hash: string, password: string): Promise<boolean> {
    return argon2.verify(hash, password).catch(() => false);
  }

  async verifyDecoy(password: string): Promise<false> {
    await this.verify(await this.decoy, password);
    return false;
  }
}
