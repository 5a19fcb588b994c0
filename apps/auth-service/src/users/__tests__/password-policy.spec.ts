import { PASSWORD_TOO_COMMON } from '@hirewise/contracts';
import { DomainError } from '@hirewise/server-kit';
import { PasswordPolicy } from '../password-policy';

describe('PasswordPolicy', () => {
  const policy = new PasswordPolicy();

  it.each(['password', 'password1', '12345678', 'qwertyuiop', 'iloveyou', 'sunshine', 'letmein1'])('finds %s in the common list', (password) => {
    expect(policy.isCommon(password)).toBe(true);
  });

  it('ignores case and surrounding spaces: a capital letter does not make a listed password uncommon', () => {
    expect(policy.isCommon('Password1')).toBe(true);
    expect(policy.isCommon('PASSWORD')).toBe(true);
    expect(policy.isCommon(' qwertyuiop ')).toBe(true);
  });

  it.each(['S3cret-pass!', 'Hirewise@2026', 'correct horse battery staple', 'tq7#Lm-plover-9'])('lets %s through', (password) => {
    expect(policy.isCommon(password)).toBe(false);
    expect(() => policy.check(password)).not.toThrow();
  });

  it('refuses a common password with PASSWORD_TOO_COMMON, answered as 400 with a clear message', () => {
    let thrown: unknown;
    try {
      policy.check('Football1');
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(DomainError);
    expect(thrown).toMatchObject({ code: 'PASSWORD_TOO_COMMON', message: PASSWORD_TOO_COMMON, status: 400 });
    expect(PASSWORD_TOO_COMMON).toBe('This password is too common. Choose one that is harder to guess.');
  });
});
