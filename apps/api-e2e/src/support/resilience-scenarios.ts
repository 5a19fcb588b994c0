import { ApiPaths, Messages, SERVICE_NAMES, type AuthResponse, type HealthReport } from '@hirewise/contracts';
import { createApi, uniqueEmail, type Api } from './http';
import { killProcess, startE2eStack, STACK_START_TIMEOUT_MS, STACK_STOP_TIMEOUT_MS, type RunMode, type Stack } from './stack';

const RATE_LIMIT = 5;
const RPC_TIMEOUT_MS = 1500;
const HEALTH_TIMEOUT_MS = 500;
const PASSWORD = 'S3cret-pass!';

/**
 * A second, small stack with a low auth rate limit and short timeouts, so the main stack stays
 * intact: first the limit on /auth/login, then the auth service is killed and the gateway must
 * answer 503 quickly instead of hanging.
 */
export function describeResilience(mode: RunMode): void {
  describe(`rate limit and service outage (${mode} mode, own stack)`, () => {
    let stack: Stack;
    let api: Api;
    let account: { email: string; token: string };

    beforeAll(async () => {
      stack = await startE2eStack(mode, {
        AUTH_RATE_LIMIT: String(RATE_LIMIT),
        AUTH_RATE_WINDOW_MS: '60000',
        RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS),
        HEALTH_TIMEOUT_MS: String(HEALTH_TIMEOUT_MS),
      });
      api = createApi(stack.baseUrl);
      const email = uniqueEmail('limited');
      const res = await api<AuthResponse>(ApiPaths.signup, { method: 'POST', body: { type: 'applicant', email, password: PASSWORD, name: 'Limited' } });
      expect(res.status).toBe(200);
      account = { email, token: res.body.token };
    }, STACK_START_TIMEOUT_MS);

    afterAll(async () => {
      await stack?.stop();
    }, STACK_STOP_TIMEOUT_MS);

    const login = (email: string, password: string) => api(ApiPaths.login, { method: 'POST', body: { email, password } });

    it(`shares ${RATE_LIMIT} requests per window across /auth/* and answers the next with 429, whatever the credentials`, async () => {
      // The signup in beforeAll used one request of the window.
      const expected = [401, 200, 401, 200];
      for (let i = 0; i < RATE_LIMIT - 1; i++) {
        const res = await login(account.email, i % 2 === 1 ? PASSWORD : 'wrong-password');
        expect({ attempt: i + 1, status: res.status }).toEqual({ attempt: i + 1, status: expected[i] });
      }
      const limited = await login(account.email, PASSWORD);
      expect({ status: limited.status, body: limited.body }).toEqual({ status: 429, body: { message: Messages.rateLimited } });
      expect(limited.headers.get('content-type')).toMatch(/^application\/json/);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // The limit is per client, not per account, and signup shares it with login.
      const other = await login(uniqueEmail('someone-else'), PASSWORD);
      expect({ status: other.status, body: other.body }).toEqual({ status: 429, body: { message: Messages.rateLimited } });
      const signup = await api(ApiPaths.signup, { method: 'POST', body: { type: 'applicant', email: uniqueEmail('late'), password: PASSWORD, name: 'Late' } });
      expect({ status: signup.status, body: signup.body }).toEqual({ status: 429, body: { message: Messages.rateLimited } });
      // Routes outside /auth are not limited.
      expect((await api(ApiPaths.user, { token: account.token })).status).toBe(200);
    });

    it('answers 503 with the service named, within the RPC timeout, once the auth service is gone', async () => {
      await killProcess(stack, 'auth');

      const me = await api(ApiPaths.user, { token: account.token });
      expect({ status: me.status, body: me.body }).toEqual({ status: 503, body: { message: Messages.unavailable('auth') } });
      expect(me.elapsedMs).toBeLessThan(RPC_TIMEOUT_MS + 2000);

      const update = await api(ApiPaths.user, { method: 'PUT', token: account.token, body: { name: 'During outage' } });
      expect({ status: update.status, body: update.body }).toEqual({ status: 503, body: { message: Messages.unavailable('auth') } });

      const health = await api<HealthReport>(ApiPaths.health);
      expect(health.status).toBe(503);
      expect(health.body.status).toBe('down');
      expect(health.body.services.map((s) => [s.service, s.status])).toEqual([
        ['gateway', 'ok'],
        ...SERVICE_NAMES.map((s) => [s, s === 'auth' ? 'down' : 'ok']),
      ]);
      expect(health.elapsedMs).toBeLessThan(HEALTH_TIMEOUT_MS + 2000);

      // Every other process is still up: only the one service is missing.
      for (const proc of stack.procs.filter((p) => p.name !== 'auth')) expect({ name: proc.name, exitCode: proc.child.exitCode }).toEqual({ name: proc.name, exitCode: null });
    });
  });
}
