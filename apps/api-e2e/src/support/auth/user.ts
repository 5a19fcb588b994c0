import { randomUUID } from 'node:crypto';
import { ApiPaths, AuthMessages, Messages, NAME_REQUIRED, WORD_LIMIT, type ApplicantProfile, type RecruiterProfile } from '@hirewise/contracts';
import { uniqueEmail, words, type Api } from '../http';
import { decodePayload, nowSeconds, signHs256, swapPayload, tamperSignature, unsignedToken } from '../jwt';
import type { Stack } from '../stack';
import { INVALID_JSON, NOT_AN_OBJECT, BIO_TOO_LONG, BAD_PHONE, END_BEFORE_START, START_YEAR_REQUIRED, PASSWORD, APPLICANT_KEYS, RECRUITER_KEYS, expectError, type AuthWorld, type Account } from './world';

/** GET and PUT /api/user, and the bearer token checks in front of them. */
export function describeUserApi(world: AuthWorld): void {
  const { login, getUser, putUser, newApplicant, newRecruiter, profileOf } = world;
  let api: Api;
  let stack: Stack & { jwtSecret: string };

  beforeAll(() => {
    ({ api, stack } = world.stackAndApi());
  });

  // ---------- GET /api/user ----------

  describe('GET /api/user', () => {
    it.each([
      ['no Authorization header', undefined],
      ['a Basic scheme', 'Basic YXNoYTpwYXNz'],
      ['an empty Bearer', 'Bearer '],
      ['a token without the Bearer scheme', 'eyJhbGciOiJIUzI1NiJ9.e30.c2ln'],
    ])('answers %s with 401 (please log in)', async (_case, authorization) => {
      expectError(await api(ApiPaths.user, { authorization }), 401, Messages.unauthenticated);
    });

    it("returns an applicant's profile and never a password or hash", async () => {
      const account = await newApplicant({ skills: ['Python'] });
      const res = await getUser<ApplicantProfile>(account.token);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(APPLICANT_KEYS);
      expect(res.body).toMatchObject({ type: 'applicant', email: account.email, name: 'Asha Applicant', skills: ['Python'], rating: -1 });
      expect(res.text).not.toMatch(/password|hash|argon/i);
      expect(res.text).not.toContain(PASSWORD);
    });

    it("returns a recruiter's profile and never a password or hash", async () => {
      const account = await newRecruiter({ bio: 'Hiring', contactNumber: '919876543210' });
      const res = await getUser<RecruiterProfile>(account.token);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(RECRUITER_KEYS);
      expect(res.body).toMatchObject({ type: 'recruiter', email: account.email, bio: 'Hiring', contactNumber: '+919876543210' });
      expect(res.text).not.toMatch(/password|hash|argon/i);
      expect(res.text).not.toContain(PASSWORD);
    });
  });

  // ---------- bearer token checks ----------

  describe('bearer tokens', () => {
    let account: Account;
    let userId: string;

    beforeAll(async () => {
      account = await newApplicant();
      userId = (await profileOf(account))._id;
    });

    it('accepts a token signed with the stack secret (so the refusals below are about the token alone)', async () => {
      const token = signHs256({ sub: userId, type: 'applicant', iat: nowSeconds(), exp: nowSeconds() + 600 }, stack.jwtSecret);
      const res = await getUser(token);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ _id: userId, email: account.email });
    });

    const cases: [string, () => string][] = [
      ['one character of the signature changed', () => tamperSignature(account.token)],
      ['the payload edited to another type, signature kept', () => swapPayload(account.token, { ...decodePayload(account.token), type: 'recruiter' })],
      ['a token signed with another secret', () => signHs256({ sub: userId, type: 'applicant', iat: nowSeconds() }, 'another-secret-0123456789abcdef')],
      ['a token signed with the default development secret', () => signHs256({ sub: userId, type: 'applicant', iat: nowSeconds() }, 'hirewise-dev-secret-change-me')],
      ['an expired token', () => signHs256({ sub: userId, type: 'applicant', iat: nowSeconds() - 8 * 86400, exp: nowSeconds() - 60 }, stack.jwtSecret)],
      ['a token not valid yet (nbf in the future)', () => signHs256({ sub: userId, type: 'applicant', iat: nowSeconds(), nbf: nowSeconds() + 3600 }, stack.jwtSecret)],
      ['a token with role admin', () => signHs256({ sub: userId, type: 'admin', iat: nowSeconds() }, stack.jwtSecret)],
      ['a token without a role', () => signHs256({ sub: userId, iat: nowSeconds() }, stack.jwtSecret)],
      ['a token without a subject', () => signHs256({ type: 'applicant', iat: nowSeconds() }, stack.jwtSecret)],
      ['an unsigned token (alg none)', () => unsignedToken({ sub: userId, type: 'applicant', iat: nowSeconds() })],
      ['a string that is not a JWT', () => 'not-a-jwt'],
      ['three garbage segments', () => 'abc.def.ghi'],
    ];

    it.each(cases)('refuses %s with 401 on GET and PUT, and nothing changes', async (_case, make) => {
      const token = make();
      expectError(await getUser(token), 401, Messages.invalidToken);
      expectError(await putUser(token, { name: 'Hijacked' }), 401, Messages.invalidToken);
      expect(await profileOf(account)).toMatchObject({ name: 'Asha Applicant' });
    });
  });

  // ---------- PUT /api/user ----------

  describe('PUT /api/user', () => {
    it('refuses a call without a token with 401', async () => {
      expectError(await api(ApiPaths.user, { method: 'PUT', body: { name: 'X' } }), 401, Messages.unauthenticated);
    });

    it('lets a recruiter change name, bio and contact number', async () => {
      const account = await newRecruiter({ bio: 'Old bio', contactNumber: '919876543210' });
      const before = await profileOf(account);
      const res = await putUser(account.token, { name: '  Ravi Kumar ', bio: 'Hiring backend engineers', contactNumber: '14155552671' });
      expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { message: AuthMessages.userUpdated } });
      expect(await profileOf(account)).toEqual({ ...before, name: 'Ravi Kumar', bio: 'Hiring backend engineers', contactNumber: '+14155552671' });
    });

    it('lets a recruiter clear bio and contact number', async () => {
      const account = await newRecruiter({ bio: 'Old bio', contactNumber: '919876543210' });
      expect((await putUser(account.token, { bio: '', contactNumber: '' })).status).toBe(200);
      expect(await profileOf(account)).toMatchObject({ bio: '', contactNumber: '' });
    });

    it('lets an applicant change name, education, skills, resume and photo, with the same cleaning as signup', async () => {
      const account = await newApplicant({ skills: ['Go'], education: [{ institutionName: 'Old School', startYear: 2005 }] });
      const before = await profileOf(account);
      const res = await putUser(account.token, {
        name: 'Asha V',
        education: [
          { institutionName: 'NIT Trichy', startYear: '2016', endYear: '2020' },
          { institutionName: '', startYear: 2001 },
          { institutionName: 'IISc', startYear: 2021, endYear: '' },
        ],
        skills: ['TypeScript', 'typescript', ' Rust '],
        resume: 'cv-2.pdf',
        profile: 'avatar-2.jpg',
      });
      expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { message: AuthMessages.userUpdated } });
      expect(await profileOf(account)).toEqual({
        ...before,
        name: 'Asha V',
        education: [
          { institutionName: 'NIT Trichy', startYear: 2016, endYear: 2020 },
          { institutionName: 'IISc', startYear: 2021 },
        ],
        skills: ['TypeScript', 'Rust'],
        resume: 'cv-2.pdf',
        profile: 'avatar-2.jpg',
      });
    });

    it('changes only the fields sent; an empty body changes nothing', async () => {
      const account = await newApplicant({ skills: ['Go'], resume: 'cv.pdf', education: [{ institutionName: 'IIT', startYear: 2010, endYear: 2014 }] });
      const before = await profileOf(account);
      expect((await putUser(account.token, { name: 'Only Name' })).status).toBe(200);
      expect(await profileOf(account)).toEqual({ ...before, name: 'Only Name' });
      const res = await putUser(account.token, {});
      expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { message: AuthMessages.userUpdated } });
      expect(await profileOf(account)).toEqual({ ...before, name: 'Only Name' });
    });

    it("strips keys an applicant may not change (email, type, rating, password, recruiter fields): nothing about them changes", async () => {
      const account = await newApplicant({ skills: ['Go'] });
      const before = await profileOf(account);
      const res = await putUser(account.token, {
        email: uniqueEmail('taken-over'),
        type: 'recruiter',
        rating: 5,
        password: 'new-password',
        passwordHash: 'x',
        _id: randomUUID(),
        bio: 'I should not be stored',
        contactNumber: '919876543210',
      });
      expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { message: AuthMessages.userUpdated } });
      expect(await profileOf(account)).toEqual(before);
      const relogin = await login(account.email, PASSWORD);
      expect(relogin.status).toBe(200);
      expect(relogin.body.type).toBe('applicant');
      expectError(await login(account.email, 'new-password'), 401, Messages.invalidCredentials);
    });

    it('strips keys a recruiter may not change (applicant fields, email, password): nothing about them changes', async () => {
      const account = await newRecruiter({ bio: 'Stable', contactNumber: '919876543210' });
      const before = await profileOf(account);
      const res = await putUser(account.token, {
        skills: ['React'],
        education: [{ institutionName: 'IIT', startYear: 2010 }],
        resume: 'cv.pdf',
        profile: 'me.png',
        email: uniqueEmail('other'),
        password: 'new-password',
        type: 'applicant',
      });
      expect(res.status).toBe(200);
      const after = await profileOf(account);
      expect(after).toEqual(before);
      expect(Object.keys(after).sort()).toEqual(RECRUITER_KEYS);
      expect((await login(account.email, PASSWORD)).status).toBe(200);
      expectError(await login(account.email, 'new-password'), 401, Messages.invalidCredentials);
    });

    it("lets the stored category decide, not the token's claim: a recruiter token claiming applicant cannot store skills", async () => {
      const account = await newRecruiter({ bio: 'Real recruiter' });
      const before = await profileOf(account);
      const forged = signHs256({ sub: before._id, type: 'applicant', iat: nowSeconds() }, stack.jwtSecret);
      const res = await putUser(forged, { name: 'Renamed', skills: ['React'], resume: 'cv.pdf' });
      expect(res.status).toBe(200);
      const after = await profileOf(account);
      expect(after).toEqual({ ...before, name: 'Renamed' });
      expect(Object.keys(after).sort()).toEqual(RECRUITER_KEYS);
    });

    it.each([
      [`a bio over ${WORD_LIMIT} words`, { bio: words(WORD_LIMIT + 1) }, BIO_TOO_LONG],
      ['an invalid contact number', { contactNumber: '12345' }, BAD_PHONE],
      ['an empty name', { name: '' }, NAME_REQUIRED],
      ['a name over 100 characters', { name: 'n'.repeat(101) }, 'Name must be at most 100 characters'],
      ['a valid name together with an invalid bio', { name: 'Should Not Stick', bio: words(WORD_LIMIT + 1) }, BIO_TOO_LONG],
    ])('refuses a recruiter update with %s (400) and leaves the profile unchanged', async (_case, body, message) => {
      const account = await newRecruiter({ bio: 'Stable bio', contactNumber: '919876543210' });
      const before = await profileOf(account);
      expectError(await putUser(account.token, body), 400, message);
      expect(await profileOf(account)).toEqual(before);
    });

    it.each([
      ['an end year before the start year', { education: [{ institutionName: 'IIT', startYear: 2020, endYear: 2010 }] }, END_BEFORE_START],
      ['a row without a start year', { education: [{ institutionName: 'IIT' }] }, START_YEAR_REQUIRED],
      ['skills that are not a list', { skills: 'React' }, 'Skills must be a list'],
      ['a resume that is a path', { resume: '../secret.pdf' }, 'Resume is not a valid file reference'],
      ['a blank name', { name: '   ' }, NAME_REQUIRED],
      ['valid skills together with an invalid education row', { skills: ['Kotlin'], education: [{ institutionName: 'X', startYear: 1800 }] }, 'Start year must be 1950 or later'],
    ])('refuses an applicant update with %s (400) and leaves the profile unchanged', async (_case, body, message) => {
      const account = await newApplicant({ skills: ['Go'], education: [{ institutionName: 'IIT', startYear: 2010, endYear: 2014 }] });
      const before = await profileOf(account);
      expectError(await putUser(account.token, body), 400, message);
      expect(await profileOf(account)).toEqual(before);
    });

    it.each([
      ['malformed JSON', { rawBody: '{"name": "X",' }, INVALID_JSON],
      ['a JSON array', { rawBody: '[{"name":"X"}]' }, NOT_AN_OBJECT],
      ['no body at all', {}, NOT_AN_OBJECT],
    ])('refuses %s with 400 and leaves the profile unchanged', async (_case, request, message) => {
      const account = await newApplicant({ skills: ['Go'] });
      const before = await profileOf(account);
      expectError(await api(ApiPaths.user, { method: 'PUT', token: account.token, ...request }), 400, message);
      expect(await profileOf(account)).toEqual(before);
    });
  });
}
