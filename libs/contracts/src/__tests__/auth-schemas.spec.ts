import {
  applicantUpdateSchema,
  countWords,
  EMAIL_FORMAT,
  EMAIL_REQUIRED,
  formatZodError,
  loginRequestSchema,
  NAME_REQUIRED,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_SHORT,
  recruiterUpdateSchema,
  signupRequestSchema,
} from '../index';

function messageOf(schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, value: unknown): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected the value to be refused');
  return formatZodError(result.error as Parameters<typeof formatZodError>[0]);
}

const applicant = { type: 'applicant', email: 'Asha@Example.com', password: 'Secret-pass1', name: 'Asha' };
const recruiter = { type: 'recruiter', email: 'rec@example.com', password: 'Secret-pass1', name: 'Ravi' };

describe('signup validation', () => {
  it('accepts an applicant and lower-cases the email', () => {
    const parsed = signupRequestSchema.parse(applicant);
    expect(parsed.email).toBe('asha@example.com');
    expect(parsed.type).toBe('applicant');
  });

  it.each([
    [{ ...applicant, email: '' }, EMAIL_REQUIRED],
    [{ ...applicant, email: undefined }, EMAIL_REQUIRED],
    [{ ...applicant, email: 'asha@' }, EMAIL_FORMAT],
    [{ ...applicant, email: 'asha example.com' }, EMAIL_FORMAT],
    [{ ...applicant, name: '   ' }, NAME_REQUIRED],
    [{ ...applicant, name: undefined }, NAME_REQUIRED],
    [{ ...applicant, password: '' }, PASSWORD_REQUIRED],
    [{ ...applicant, password: 'Ab1-x7z' }, PASSWORD_TOO_SHORT],
    [{ ...applicant, type: 'admin' }, 'Type must be applicant or recruiter'],
  ])('refuses %j with "%s"', (body, message) => {
    expect(messageOf(signupRequestSchema, body)).toBe(message);
  });

  it('takes a new password of 8 characters or more (the spec sets no minimum; ours)', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_TOO_SHORT).toBe('Password must be at least 8 characters');
    expect(signupRequestSchema.parse({ ...applicant, password: 'Ab1-x7zq' }).password).toBe('Ab1-x7zq');
    expect(messageOf(signupRequestSchema, { ...applicant, password: 'p'.repeat(201) })).toBe('Password must be at most 200 characters');
  });

  it('refuses the other category’s filled fields and tolerates empty ones', () => {
    expect(messageOf(signupRequestSchema, { ...applicant, bio: 'I hire people' })).toBe('bio is only for recruiters');
    expect(messageOf(signupRequestSchema, { ...recruiter, skills: ['Go'] })).toBe('skills is only for applicants');
    expect(signupRequestSchema.safeParse({ ...applicant, bio: '', contactNumber: '' }).success).toBe(true);
    expect(signupRequestSchema.safeParse({ ...recruiter, education: [], skills: [], resume: '', profile: '' }).success).toBe(true);
  });

  it('drops education rows with a blank institution and omits an empty end year', () => {
    const parsed = signupRequestSchema.parse({
      ...applicant,
      education: [
        { institutionName: '  ', startYear: 2001 },
        { institutionName: 'IIT Delhi', startYear: '2018', endYear: '' },
        { institutionName: 'DPS', startYear: 2010, endYear: 2014 },
      ],
    });
    expect(parsed.education).toEqual([
      { institutionName: 'IIT Delhi', startYear: 2018 },
      { institutionName: 'DPS', startYear: 2010, endYear: 2014 },
    ]);
    expect(parsed.education?.[0]).not.toHaveProperty('endYear');
  });

  it('needs a start year and an end year not before it', () => {
    expect(messageOf(signupRequestSchema, { ...applicant, education: [{ institutionName: 'X' }] })).toBe('Start year is required');
    expect(messageOf(signupRequestSchema, { ...applicant, education: [{ institutionName: 'X', startYear: 2020, endYear: 2019 }] })).toBe(
      'End year cannot be before start year',
    );
  });

  it('trims, de-duplicates and drops blank skills', () => {
    const parsed = signupRequestSchema.parse({ ...applicant, skills: [' React ', 'react', '', 'Node.js'] });
    expect(parsed.skills).toEqual(['React', 'Node.js']);
  });

  it('stores the contact number with its leading plus, or empty', () => {
    expect(signupRequestSchema.parse({ ...recruiter, contactNumber: '919876543210' }).contactNumber).toBe('+919876543210');
    expect(signupRequestSchema.parse({ ...recruiter, contactNumber: '+91 98765 43210' }).contactNumber).toBe('+919876543210');
    expect(signupRequestSchema.parse({ ...recruiter, contactNumber: '' }).contactNumber).toBe('');
    expect(messageOf(signupRequestSchema, { ...recruiter, contactNumber: '+12' })).toBe('Contact number is not a valid phone number');
  });

  it('limits a bio to 250 words, counting words split on white space', () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join('  ');
    expect(signupRequestSchema.safeParse({ ...recruiter, bio: words(250) }).success).toBe(true);
    expect(messageOf(signupRequestSchema, { ...recruiter, bio: words(251) })).toBe('Bio must be at most 250 words');
  });

  it('names the field in zod’s own messages', () => {
    expect(messageOf(signupRequestSchema, { ...applicant, skills: 'React' })).toBe('Skills must be a list');
    expect(messageOf(signupRequestSchema, { ...applicant, education: [{ institutionName: 5, startYear: 2000 }] })).toBe(
      'Institution name must be text',
    );
  });
});

describe('login validation', () => {
  it('requires an email of the right shape and a password', () => {
    expect(messageOf(loginRequestSchema, { email: '', password: 'x' })).toBe(EMAIL_REQUIRED);
    expect(messageOf(loginRequestSchema, { email: 'nope', password: 'x' })).toBe(EMAIL_FORMAT);
    expect(messageOf(loginRequestSchema, { email: 'a@b.co' })).toBe(PASSWORD_REQUIRED);
    expect(loginRequestSchema.parse({ email: ' A@B.co ', password: 'x' })).toEqual({ email: 'a@b.co', password: 'x' });
  });

  it('takes a password shorter than a new one must be, so accounts from before the minimum still log in', () => {
    expect(loginRequestSchema.parse({ email: 'a@b.co', password: 'abc' }).password).toBe('abc');
  });
});

describe('profile updates', () => {
  it('keeps only the category’s own fields', () => {
    expect(recruiterUpdateSchema.parse({ name: 'R', bio: 'b', skills: ['x'], email: 'e@x.com' })).toEqual({ name: 'R', bio: 'b' });
    expect(applicantUpdateSchema.parse({ name: 'A', bio: 'b', skills: ['x'] })).toEqual({ name: 'A', skills: ['x'] });
  });

  it('refuses an empty name', () => {
    expect(messageOf(applicantUpdateSchema, { name: '' })).toBe(NAME_REQUIRED);
  });
});

describe('countWords', () => {
  it('splits on white space and ignores blanks', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  one   two\nthree ')).toBe(3);
  });
});
