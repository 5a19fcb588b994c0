import { EMAIL_FORMAT, EMAIL_PATTERN, EMAIL_REQUIRED, NAME_REQUIRED, PASSWORD_REQUIRED } from '@hirewise/contracts/auth';

/** Spec section 5: empty gives 'Email is required', a bad shape gives 'Incorrect email format'. */
export function validateEmail(value: string): string | undefined {
  const email = value.trim();
  if (email === '') return EMAIL_REQUIRED;
  if (!EMAIL_PATTERN.test(email)) return EMAIL_FORMAT;
  return undefined;
}

export function validateName(value: string): string | undefined {
  return value.trim() === '' ? NAME_REQUIRED : undefined;
}

export function validatePassword(value: string): string | undefined {
  return value === '' ? PASSWORD_REQUIRED : undefined;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function hasErrors<K extends string>(errors: FieldErrors<K>): boolean {
  return Object.values(errors).some((message) => typeof message === 'string' && message !== '');
}
