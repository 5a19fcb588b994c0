import { ApiPaths, AuthMessages, EMAIL_FORMAT, EMAIL_REQUIRED, Messages, PASSWORD_REQUIRED } from '@hirewise/contracts';
import { uniqueEmail, type Api } from '../http';
import { decodePayload, nowSeconds } from '../jwt';
import { PASSWORD, TOKEN_TTL_SECONDS, JWT_SHAPE, expectError, type AuthWorld } from './world';

/** POST /auth/login: both roles, case-insensitive emails, one answer for a wrong password and an unknown email. */
export function describeLoginApi(world: AuthWorld): void {
  const { login, getUser, newApplicant, newRecruiter } = world;
  let api: Api;

  beforeAll(() => {
    ({ api } = world.stackAndApi());
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
}
