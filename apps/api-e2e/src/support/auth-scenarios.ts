import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  ApiPaths,
  AuthMessages,
  EMAIL_FORMAT,
  EMAIL_REQUIRED,
  Messages,
  NAME_REQUIRED,
  PASSWORD_REQUIRED,
  SERVICE_NAMES,
  WORD_LIMIT,
  type ApplicantProfile,
  type AuthResponse,
  type ErrorBody,
  type HealthReport,
  type MessageResponse,
  type RecruiterProfile,
  type SignupRequest,
  type UserProfile,
} from '@hirewise/contracts';
import { uniqueEmail, words, type Api, type ApiResponse } from './http';
import { decodePayload, nowSeconds, signHs256, swapPayload, tamperSignature, unsignedToken } from './jwt';
import { useMainStack, type MainStack } from './main-stack';
import type { RunMode, Stack } from './stack';

/** Texts the gateway answers with that have no constant in the contracts. */
const TYPE_REQUIRED = 'Type must be applicant or recruiter';
const INVALID_JSON = 'Request body is not valid JSON';
const NOT_AN_OBJECT = 'Request body must be a JSON object';
const BIO_TOO_LONG = `Bio must be at most ${WORD_LIMIT} words`;
const BAD_PHONE = 'Contact number is not a valid phone number';
const END_BEFORE_START = 'End year cannot be before start year';
const START_YEAR_REQUIRED = 'Start year is required';

const PASSWORD = 'S3cret-pass!';
const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
const APPLICANT_KEYS = ['_id', 'education', 'email', 'name', 'profile', 'rating', 'resume', 'skills', 'type'];
const RECRUITER_KEYS = ['_id', 'bio', 'contactNumber', 'email', 'name', 'type'];
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

interface Account {
  email: string;
  password: string;
  token: string;
  type: 'applicant' | 'recruiter';
}

/**
 * The auth foundation's public API (spec sections 5, 6, 7; architecture section 2), against the
 * whole stack started as real processes in the given run mode. Both spec files call this, so
 * both modes run the same assertions, on the stack the spec file shares (`shared`) if it gives one.
 */
export function describeAuthApi(mode: RunMode, shared?: MainStack): void {
  describe(`auth API end to end (${mode} mode)`, () => {
    // The spec file's stack when it shares one, otherwise a stack of its own.
    const main = shared ?? useMainStack(mode);
    let stack: Stack & { jwtSecret: string };
    let api: Api;

    beforeAll(() => {
      stack = main.stack;
      api = main.api;
    });

    // ---------- helpers bound to this stack ----------

    const signup = (body: Partial<SignupRequest> | Record<string, unknown>) => api<AuthResponse & ErrorBody>(ApiPaths.signup, { method: 'POST', body });
    const login = (email: string, password: string) =>
      api<AuthResponse & ErrorBody>(ApiPaths.login, { method: 'POST', body: { email, password } });
    const getUser = <T extends UserProfile = UserProfile>(token: string) => api<T & ErrorBody>(ApiPaths.user, { token });
    const putUser = (token: string, body: unknown) => api<MessageResponse>(ApiPaths.user, { method: 'PUT', body, token });

    async function newApplicant(extra: Partial<SignupRequest> = {}): Promise<Account> {
      const email = uniqueEmail('applicant');
      const res = await signup({ type: 'applicant', email, password: PASSWORD, name: 'Asha Applicant', ...extra });
      expect(res.status).toBe(200);
      return { email, password: PASSWORD, token: res.body.token, type: 'applicant' };
    }

    async function newRecruiter(extra: Partial<SignupRequest> = {}): Promise<Account> {
      const email = uniqueEmail('recruiter');
      const res = await signup({ type: 'recruiter', email, password: PASSWORD, name: 'Ravi Recruiter', ...extra });
      expect(res.status).toBe(200);
      return { email, password: PASSWORD, token: res.body.token, type: 'recruiter' };
    }

    async function profileOf(account: Account): Promise<UserProfile> {
      const res = await getUser(account.token);
      expect(res.status).toBe(200);
      return res.body;
    }

    function expectError(res: ApiResponse<unknown>, status: number, message: string): void {
      expect({ status: res.status, body: res.body }).toEqual({ status, body: { message } });
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }

    /** No account exists for these credentials: login is refused like any wrong password. */
    async function expectNoAccount(email: string, password = PASSWORD): Promise<void> {
      expectError(await login(email, password), 401, Messages.invalidCredentials);
    }

    // ---------- health and wiring ----------

    describe('GET /api/health', () => {
      it('reports the gateway and all five services as ok, without a token', async () => {
        const res = await api<HealthReport>(ApiPaths.health);
        expect(res.status).toBe(200);
        expect(res.body.status).toBe('ok');
        expect(res.body.services.map((s) => s.service)).toEqual(['gateway', ...SERVICE_NAMES]);
        for (const service of res.body.services) {
          expect({ service: service.service, status: service.status }).toEqual({ service: service.service, status: 'ok' });
          expect(Object.values(service.checks).every((c) => c === 'ok')).toBe(true);
        }
        const auth = res.body.services.find((s) => s.service === 'auth');
        expect(auth?.checks.database).toBe('ok');
        if (mode === 'server') {
          for (const service of res.body.services.filter((s) => s.service !== 'gateway')) expect(service.checks.broker).toBe('ok');
        } else {
          for (const service of res.body.services) expect(service.checks.broker).toBeUndefined();
        }
      });

      it('answers liveness on /health and the same readiness report on /ready', async () => {
        const live = await api('/health');
        expect({ status: live.status, body: live.body }).toEqual({ status: 200, body: { status: 'ok', service: 'gateway' } });
        const ready = await api<HealthReport>('/ready');
        expect(ready.status).toBe(200);
        expect(ready.body.status).toBe('ok');
        expect(ready.body.services.map((s) => s.service)).toEqual(['gateway', ...SERVICE_NAMES]);
      });
    });

    describe(`${mode} run mode wiring`, () => {
      if (mode === 'server') {
        it('stores users in the PostgreSQL server, with an argon2id hash instead of the password', async () => {
          const email = uniqueEmail('Stored.In.PG');
          expect((await signup({ type: 'recruiter', email, password: PASSWORD, name: 'Pg Recruiter' })).status).toBe(200);
          const url = stack.env.AUTH_DATABASE_URL;
          expect(url).toMatch(/^postgres:\/\/.+@127\.0\.0\.1:5432\//);
          const { Client } = await import('pg');
          const client = new Client({ connectionString: url });
          await client.connect();
          try {
            const { rows } = await client.query<{ email: string; type: string; password_hash: string }>(
              'select email, type, password_hash from users where email = $1',
              [email.toLowerCase()],
            );
            expect(rows).toHaveLength(1);
            expect(rows[0].type).toBe('recruiter');
            expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
            expect(rows[0].password_hash).not.toContain(PASSWORD);
          } finally {
            await client.end();
          }
        });

        it('serves requests through RabbitMQ: every service consumes its own request queue', async () => {
          const prefix = stack.env.QUEUE_PREFIX;
          expect(stack.env.TRANSPORT).toBe('rmq');
          expect(prefix).toMatch(/^hwt_/);
          const amqplib = await import('amqplib');
          const conn = await amqplib.connect(stack.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
          try {
            const ch = await conn.createChannel();
            for (const service of SERVICE_NAMES) {
              const queue = await ch.checkQueue(`${prefix}.${service}.requests`);
              expect({ service, consumers: queue.consumerCount > 0 }).toEqual({ service, consumers: true });
            }
            await ch.close();
          } finally {
            await conn.close();
          }
        });
      } else {
        it('keeps the auth data in its own PGlite directory and talks over TCP, with no server configured', async () => {
          expect((await signup({ type: 'applicant', email: uniqueEmail('pglite'), password: PASSWORD, name: 'Lite' })).status).toBe(200);
          expect(stack.env.TRANSPORT).toBeUndefined();
          for (const service of SERVICE_NAMES) expect(stack.env[`${service.toUpperCase()}_DATABASE_URL`]).toBeUndefined();
          expect(existsSync(join(stack.dataDir, 'auth', 'pgdata', 'PG_VERSION'))).toBe(true);
        });
      }
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

    // ---------- login ----------

    describe('POST /auth/login', () => {
      it('logs an applicant in: token, type and the success message; the token opens their profile', async () => {
        const account = await newApplicant();
        const res = await login(account.email, PASSWORD);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ token: expect.stringMatching(JWT_SHAPE), type: 'applicant', message: AuthMessages.loggedIn });
        const me = await getUser(res.body.token);
        expect(me.status).toBe(200);
        expect(me.body).toMatchObject({ type: 'applicant', email: account.email });
        const claims = decodePayload(res.body.token);
        expect(claims).toMatchObject({ sub: me.body._id, type: 'applicant' });
        expect(Number(claims.exp) - Number(claims.iat)).toBe(TOKEN_TTL_SECONDS);
        expect(Math.abs(Number(claims.iat) - nowSeconds())).toBeLessThan(120);
      });

      it('logs a recruiter in with type recruiter', async () => {
        const account = await newRecruiter();
        const res = await login(account.email, PASSWORD);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ token: expect.stringMatching(JWT_SHAPE), type: 'recruiter', message: AuthMessages.loggedIn });
        expect(decodePayload(res.body.token)).toMatchObject({ type: 'recruiter' });
      });

      it('matches the email whatever its case and surrounding spaces', async () => {
        const account = await newApplicant();
        const res = await login(`  ${account.email.toUpperCase()} `, PASSWORD);
        expect(res.status).toBe(200);
        expect(res.body.message).toBe(AuthMessages.loggedIn);
      });

      it('answers a wrong password and an unknown email with the same 401 and the same message', async () => {
        const account = await newApplicant();
        const wrong = await login(account.email, 'not-the-password');
        const unknown = await login(uniqueEmail('nobody'), PASSWORD);
        expectError(wrong, 401, Messages.invalidCredentials);
        expectError(unknown, 401, Messages.invalidCredentials);
        expect(wrong.text).toBe(unknown.text);
        expect(wrong.headers.get('authorization')).toBeNull();
      });

      it('compares passwords exactly (case and spaces matter)', async () => {
        const account = await newApplicant();
        for (const variant of [PASSWORD.toUpperCase(), `${PASSWORD} `, ` ${PASSWORD}`, PASSWORD.slice(0, -1)]) {
          expectError(await login(account.email, variant), 401, Messages.invalidCredentials);
        }
        expect((await login(account.email, PASSWORD)).status).toBe(200);
      });

      it.each([
        ['a bad email format', { email: 'asha-at-hirewise.dev', password: PASSWORD }, EMAIL_FORMAT],
        ['an empty email', { email: '', password: PASSWORD }, EMAIL_REQUIRED],
        ['no email', { password: PASSWORD }, EMAIL_REQUIRED],
        ['an empty password', { email: 'asha@hirewise.dev', password: '' }, PASSWORD_REQUIRED],
        ['no password', { email: 'asha@hirewise.dev' }, PASSWORD_REQUIRED],
      ])('refuses %s with 400', async (_case, body, message) => {
        expectError(await api(ApiPaths.login, { method: 'POST', body }), 400, message);
      });
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

    // ---------- error envelope ----------

    describe('errors', () => {
      it('answers an unknown API route with 404 and a JSON message, not the web app', async () => {
        expectError(await api('/api/does-not-exist'), 404, 'Cannot GET /api/does-not-exist');
        expectError(await api('/auth/login'), 404, 'Cannot GET /auth/login');
      });
    });
  });
}
