import { Injectable } from '@nestjs/common';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_TOO_COMMON } from '@hirewise/contracts';
import { DomainError } from '@hirewise/server-kit';

/**
 * What a new password must not be, beyond the signup schema's length (contracts' newPasswordSchema):
 * one of the ~49,000 most common passwords of zxcvbn-ts's list (`passwords-common`, lower case).
 * The list stays in this service (about 10 MB of heap as a Set, built once at start), never in the
 * contracts or the browser. Only where a password is chosen: a login takes any stored password.
 */
@Injectable()
export class PasswordPolicy {
  private readonly common: ReadonlySet<string> = new Set(dictionary['passwords-common']);

  /** Case and surrounding spaces do not make a listed password uncommon ('PassWord1 ' is 'password1'). */
  isCommon(password: string): boolean {
    return this.common.has(password.trim().toLowerCase());
  }

  /** Refuses (400, PASSWORD_TOO_COMMON) a password from the list. */
  check(password: string): void {
    if (this.isCommon(password)) throw new DomainError('PASSWORD_TOO_COMMON', PASSWORD_TOO_COMMON);
  }
}
