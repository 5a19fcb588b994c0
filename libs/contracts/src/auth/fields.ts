import { z } from 'zod';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { WORD_LIMIT } from '../constants';
import { countWords } from '../common/text';

export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_FORMAT = 'Incorrect email format';
export const NAME_REQUIRED = 'Name is required';
export const PASSWORD_REQUIRED = 'Password is required';
/** A new password (signup) has at least this many characters; logins take any stored password. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
/** Answered (400, PASSWORD_TOO_COMMON) by the auth service, which alone holds the list of common passwords. */
export const PASSWORD_TOO_COMMON = 'This password is too common. Choose one that is harder to guess.';
export const INCORRECT_INPUT = 'Incorrect Input';

/** Same shape check the browser uses on blur, so both sides agree on what is an email. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const emailSchema = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .min(1, EMAIL_REQUIRED)
  .max(254, 'Email must be at most 254 characters')
  .regex(EMAIL_PATTERN, EMAIL_FORMAT)
  .transform((v) => v.toLowerCase());

export const passwordSchema = z
  .string({ error: PASSWORD_REQUIRED })
  .min(1, PASSWORD_REQUIRED)
  .max(200, 'Password must be at most 200 characters');

/**
 * A password being chosen (signup): the checks above plus the minimum length. Not for logins or
 * confirmations, so accounts created before the rule keep working. The auth service also refuses
 * common passwords (its password policy), a list too large for this library and the browser.
 */
export const newPasswordSchema = passwordSchema.min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT);

export const nameSchema = z
  .string({ error: NAME_REQUIRED })
  .trim()
  .min(1, NAME_REQUIRED)
  .max(100, 'Name must be at most 100 characters');

export const bioSchema = z
  .string({ error: 'Bio must be text' })
  .trim()
  .max(5000, 'Bio must be at most 5000 characters')
  .refine((v) => countWords(v) <= WORD_LIMIT, `Bio must be at most ${WORD_LIMIT} words`);

/** A recruiter's company (issue 19), copied onto the jobs they post; empty = not given. */
export const companyNameSchema = z
  .string({ error: 'Company name must be text' })
  .trim()
  .max(200, 'Company name must be at most 200 characters')
  .refine((v) => !/[<>]/.test(v), 'Company name cannot contain < or >');

/** Stored with its leading plus, or empty (spec section 5). */
export const contactNumberSchema = z
  .string({ error: 'Contact number must be text' })
  .trim()
  .transform((v) => v.replace(/[\s()-]/g, ''))
  .transform((v) => (v === '' || v.startsWith('+') ? v : `+${v}`))
  .refine((v) => v === '' || (/^\+\d{6,15}$/.test(v) && isValidPhoneNumber(v)), 'Contact number is not a valid phone number');

const YEAR_MIN = 1950;
const YEAR_MAX = 2100;

const yearSchema = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(YEAR_MIN, `${label} must be ${YEAR_MIN} or later`)
    .max(YEAR_MAX, `${label} must be ${YEAR_MAX} or earlier`);

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const educationRowInputSchema = z.object({
  institutionName: z.string({ error: 'Institution name must be text' }).trim().max(200, 'Institution name must be at most 200 characters').default(''),
  startYear: z.preprocess(blankToUndefined, yearSchema('Start year').optional()),
  endYear: z.preprocess(blankToUndefined, yearSchema('End year').optional()),
});

export interface EducationRow {
  institutionName: string;
  startYear: number;
  endYear?: number;
}

/** Rows with a blank institution are dropped; an empty end year is omitted (spec section 5). */
export const educationSchema = z
  .array(educationRowInputSchema, { error: 'Education must be a list' })
  .max(20, 'Education can have at most 20 rows')
  .transform((rows, ctx): EducationRow[] => {
    const kept: EducationRow[] = [];
    rows.forEach((row, index) => {
      if (row.institutionName === '') return;
      if (row.startYear === undefined) {
        ctx.addIssue({ code: 'custom', message: 'Start year is required', path: [index, 'startYear'] });
        return;
      }
      if (row.endYear !== undefined && row.endYear < row.startYear) {
        ctx.addIssue({ code: 'custom', message: 'End year cannot be before start year', path: [index, 'endYear'] });
        return;
      }
      kept.push({
        institutionName: row.institutionName,
        startYear: row.startYear,
        ...(row.endYear !== undefined ? { endYear: row.endYear } : {}),
      });
    });
    return kept;
  });

export const skillsSchema = z
  .array(z.string({ error: 'Each skill must be text' }).trim().max(50, 'A skill must be at most 50 characters'), {
    error: 'Skills must be a list',
  })
  .max(50, 'At most 50 skills')
  .transform((skills) => {
    const seen = new Set<string>();
    return skills.filter((s) => {
      const key = s.toLowerCase();
      if (s === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

/** A stored file's generated name, never a client path. */
export const fileRefSchema = (label: string) =>
  z
    .string({ error: `${label} must be a file name` })
    .trim()
    .max(255, `${label} file name is too long`)
    .regex(/^[A-Za-z0-9._-]*$/, `${label} is not a valid file reference`);
