import { ApiPaths, EMAIL_FORMAT, EMAIL_REQUIRED, Messages, NAME_REQUIRED, PASSWORD_REQUIRED, WORD_LIMIT, type ApplicantProfile, type RecruiterProfile } from '@hirewise/contracts';
import { uniqueEmail, words, type Api } from '../http';
import { decodePayload } from '../jwt';
import { TYPE_REQUIRED, INVALID_JSON, NOT_AN_OBJECT, BIO_TOO_LONG, BAD_PHONE, END_BEFORE_START, START_YEAR_REQUIRED, PASSWORD, APPLICANT_KEYS, RECRUITER_KEYS, JWT_SHAPE, expectError, type AuthWorld } from './world';

/** POST /auth/signup: the stored profile of each role, validation and refusals. */
export function describeSignupApi(world: AuthWorld): void {
  const { signup, login, getUser, newApplicant, newRecruiter, profileOf, expectNoAccount } = world;
  let api: Api;

  beforeAll(() => {
    ({ api } = world.stackAndApi());
  });

  // ---------- signup ----------

  describe('POST /auth/signup', () => {
    it('creates an applicant and stores exactly the cleaned profile (email lower-cased, education and skills normalised)', async () => {
      const email = uniqueEmail('New.Applicant');
      const res = await signup({
        type: 'applicant',
        email: `  ${email.toUpperCase()}  `,
        password: PASSWORD,
        name: '  Asha Verma ',
        education: [
          { institutionName: 'IIT Delhi', startYear: 2015, endYear: 2019 },
          { institutionName: '   ', startYear: 2010, endYear: 2012 },
          { institutionName: 'IIM Ahmedabad', startYear: 2020, endYear: '' as unknown as number },
        ],
        skills: ['React', ' Node.js ', 'react', '', 'SQL'],
        resume: 'resume-123.pdf',
        profile: 'photo_1.png',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ token: expect.stringMatching(JWT_SHAPE), type: 'applicant' });

      const me = await getUser<ApplicantProfile>(res.body.token);
      expect(me.status).toBe(200);
      expect(me.body).toEqual({
        _id: expect.any(String),
        type: 'applicant',
        name: 'Asha Verma',
        email: email.toLowerCase(),
        education: [
          { institutionName: 'IIT Delhi', startYear: 2015, endYear: 2019 },
          { institutionName: 'IIM Ahmedabad', startYear: 2020 },
        ],
        skills: ['React', 'Node.js', 'SQL'],
        resume: 'resume-123.pdf',
        profile: 'photo_1.png',
        rating: -1,
      });
      expect('endYear' in me.body.education[1]).toBe(false);
      expect(decodePayload(res.body.token)).toMatchObject({ sub: me.body._id, type: 'applicant' });
    });

    it('creates a recruiter: contact number stored with its leading plus, bio kept', async () => {
      const email = uniqueEmail('recruiter');
      const res = await signup({ type: 'recruiter', email, password: PASSWORD, name: 'Ravi Rao', bio: 'We hire   great engineers.', contactNumber: '919876543210' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ token: expect.stringMatching(JWT_SHAPE), type: 'recruiter' });
      const me = await getUser<RecruiterProfile>(res.body.token);
      expect(me.status).toBe(200);
      expect(me.body).toEqual({
        _id: expect.any(String),
        type: 'recruiter',
        name: 'Ravi Rao',
        email,
        bio: 'We hire   great engineers.',
        contactNumber: '+919876543210',
        companyName: '',
      });
    });

    it('normalises a formatted contact number and accepts an empty one', async () => {
      const formatted = await newRecruiter({ contactNumber: '+91 98765-43210' });
      expect(await profileOf(formatted)).toMatchObject({ contactNumber: '+919876543210' });
      const empty = await newRecruiter({ contactNumber: '' });
      expect(await profileOf(empty)).toMatchObject({ contactNumber: '', bio: '' });
    });

    it('refuses an invalid contact number and creates no account', async () => {
      const email = uniqueEmail('badphone');
      expectError(await signup({ type: 'recruiter', email, password: PASSWORD, name: 'R', contactNumber: '12345' }), 400, BAD_PHONE);
      expectError(await signup({ type: 'recruiter', email, password: PASSWORD, name: 'R', contactNumber: '+91abc9876543' }), 400, BAD_PHONE);
      await expectNoAccount(email);
    });

    it("tolerates the other category's fields when they are empty, and stores only the category's own fields", async () => {
      const applicant = await newApplicant({ bio: '', contactNumber: '' });
      const a = await profileOf(applicant);
      expect(Object.keys(a).sort()).toEqual(APPLICANT_KEYS);
      expect(a).toMatchObject({ education: [], skills: [], resume: '', profile: '', rating: -1 });

      const recruiter = await newRecruiter({ skills: [], education: [], resume: '', profile: '' });
      const r = await profileOf(recruiter);
      expect(Object.keys(r).sort()).toEqual(RECRUITER_KEYS);
      expect(r).toMatchObject({ bio: '', contactNumber: '' });
    });

    it.each([
      ['applicant', { bio: 'I love code' }, 'bio is only for recruiters'],
      ['applicant', { contactNumber: '919876543210' }, 'contactNumber is only for recruiters'],
      ['recruiter', { skills: ['React'] }, 'skills is only for applicants'],
      ['recruiter', { education: [{ institutionName: 'IIT', startYear: 2015 }] }, 'education is only for applicants'],
      ['recruiter', { resume: 'cv.pdf' }, 'resume is only for applicants'],
      ['recruiter', { profile: 'me.png' }, 'profile is only for applicants'],
    ] as const)('refuses signup as %s carrying %j with 400 and creates no account', async (type, extra, message) => {
      const email = uniqueEmail('foreign');
      const res = await signup({ type, email, password: PASSWORD, name: 'Someone', ...extra });
      expectError(res, 400, message);
      await expectNoAccount(email);
    });

    it(`accepts a bio of exactly ${WORD_LIMIT} words (any white space) and refuses ${WORD_LIMIT + 1}`, async () => {
      const okBio = `  ${words(WORD_LIMIT)} \n `;
      const ok = await newRecruiter({ bio: okBio });
      expect(await profileOf(ok)).toMatchObject({ bio: okBio.trim() });

      const email = uniqueEmail('longbio');
      expectError(await signup({ type: 'recruiter', email, password: PASSWORD, name: 'R', bio: words(WORD_LIMIT + 1) }), 400, BIO_TOO_LONG);
      await expectNoAccount(email);
    });

    it.each([
      ['no email', { email: undefined }, EMAIL_REQUIRED],
      ['an empty email', { email: '' }, EMAIL_REQUIRED],
      ['a blank email', { email: '   ' }, EMAIL_REQUIRED],
      ['an email without a domain', { email: 'asha.verma' }, EMAIL_FORMAT],
      ['an email without a top-level domain', { email: 'asha@hirewise' }, EMAIL_FORMAT],
      ['an email with a space', { email: 'asha verma@hirewise.dev' }, EMAIL_FORMAT],
      ['an email over 254 characters', { email: `${'a'.repeat(250)}@x.dev` }, 'Email must be at most 254 characters'],
      ['no name', { name: undefined }, NAME_REQUIRED],
      ['an empty name', { name: '' }, NAME_REQUIRED],
      ['a blank name', { name: '   ' }, NAME_REQUIRED],
      ['no password', { password: undefined }, PASSWORD_REQUIRED],
      ['an empty password', { password: '' }, PASSWORD_REQUIRED],
      ['a password over 200 characters', { password: 'p'.repeat(201) }, 'Password must be at most 200 characters'],
      ['no type', { type: undefined }, TYPE_REQUIRED],
      ['type admin', { type: 'admin' }, TYPE_REQUIRED],
      ['type Applicant (wrong case)', { type: 'Applicant' }, TYPE_REQUIRED],
    ])('refuses %s with 400 and its message', async (_case, override, message) => {
      const email = uniqueEmail('required');
      const body: Record<string, unknown> = { type: 'applicant', email, password: PASSWORD, name: 'Asha', ...override };
      for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
      expectError(await signup(body), 400, message);
      if (typeof body.email === 'string' && body.email === email) await expectNoAccount(email);
    });

    it.each([
      ['an end year before the start year', [{ institutionName: 'IIT', startYear: 2019, endYear: 2015 }], END_BEFORE_START],
      ['a row with an institution but no start year', [{ institutionName: 'IIT' }], START_YEAR_REQUIRED],
      ['education that is not a list', 'IIT Delhi', 'Education must be a list'],
    ])('refuses %s with 400', async (_case, education, message) => {
      const email = uniqueEmail('education');
      expectError(await signup({ type: 'applicant', email, password: PASSWORD, name: 'Asha', education: education as never }), 400, message);
      await expectNoAccount(email);
    });

    it('refuses skills that are not a list and a file reference that is a path', async () => {
      const email = uniqueEmail('files');
      expectError(await signup({ type: 'applicant', email, password: PASSWORD, name: 'A', skills: 'React' as never }), 400, 'Skills must be a list');
      expectError(await signup({ type: 'applicant', email, password: PASSWORD, name: 'A', resume: '../../etc/passwd' }), 400, 'Resume is not a valid file reference');
      await expectNoAccount(email);
    });

    it('refuses a second account for the same email (any case, either type) with 409 and keeps the first one intact', async () => {
      const original = await newApplicant({ skills: ['Go'] });
      const before = await profileOf(original);
      for (const attempt of [
        { type: 'applicant', email: original.email, password: 'other-pass-1', name: 'Impostor' },
        { type: 'recruiter', email: `  ${original.email.toUpperCase()} `, password: 'other-pass-2', name: 'Impostor', bio: 'x' },
      ]) {
        expectError(await signup(attempt), 409, Messages.emailTaken);
      }
      const relogin = await login(original.email, PASSWORD);
      expect(relogin.status).toBe(200);
      expect(relogin.body.type).toBe('applicant');
      expect(await profileOf({ ...original, token: relogin.body.token })).toEqual(before);
      expectError(await login(original.email, 'other-pass-1'), 401, Messages.invalidCredentials);
      expectError(await login(original.email, 'other-pass-2'), 401, Messages.invalidCredentials);
    });

    it('lets exactly one of five simultaneous signups with the same email win', async () => {
      const email = uniqueEmail('race');
      const results = await Promise.all(
        [1, 2, 3, 4, 5].map((i) => signup({ type: 'applicant', email, password: `race-pass-${i}`, name: `Racer ${i}` })),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409]);
      for (const r of results.filter((x) => x.status === 409)) expect(r.body).toEqual({ message: Messages.emailTaken });
      const winner = results.findIndex((r) => r.status === 200) + 1;
      const logins = await Promise.all([1, 2, 3, 4, 5].map((i) => login(email, `race-pass-${i}`)));
      expect(logins.map((l) => l.status)).toEqual([1, 2, 3, 4, 5].map((i) => (i === winner ? 200 : 401)));
      expect(await profileOf({ email, password: '', token: logins[winner - 1].body.token, type: 'applicant' })).toMatchObject({ name: `Racer ${winner}` });
    });

    it.each([
      ['malformed JSON', { rawBody: '{"type": "applicant", "email": ' }, INVALID_JSON],
      ['a JSON string', { rawBody: '"applicant"' }, INVALID_JSON],
      ['JSON null', { rawBody: 'null' }, INVALID_JSON],
      ['a JSON array', { rawBody: '[{"type":"applicant"}]' }, NOT_AN_OBJECT],
      ['plain text', { rawBody: 'type=applicant', contentType: 'text/plain' }, NOT_AN_OBJECT],
      ['no body at all', {}, NOT_AN_OBJECT],
    ])('answers %s on /auth/signup and /auth/login with 400 and a message', async (_case, request, message) => {
      for (const path of [ApiPaths.signup, ApiPaths.login]) {
        expectError(await api(path, { method: 'POST', ...request }), 400, message);
      }
    });

    it('refuses a body over the size limit with 413 and creates no account', async () => {
      const email = uniqueEmail('huge');
      const res = await signup({ type: 'applicant', email, password: PASSWORD, name: 'A', skills: Array.from({ length: 3000 }, (_, i) => `skill-${i}-${'x'.repeat(30)}`) });
      expectError(res, 413, 'Request body is too large');
      await expectNoAccount(email);
    });
  });
}
