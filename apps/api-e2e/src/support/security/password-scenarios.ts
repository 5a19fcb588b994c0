/**
 * Passwords never in any answer or log line. Every password the suite sends (signups, logins, wrong
 * logins, PUT /api/user carrying one, account deletion with the wrong and the right password) is
 * watched; every answer of the suite has been checked as it arrived, and here every log file of
 * the stack is read. Login rate limiting is proved in resilience-scenarios.ts (its own stack, a
 * low limit), not repeated here.
 */
import { ApiPaths, AuthMessages, Messages, PrivacyMessages } from '@hirewise/contracts';
import type { SecurityContext } from './context';
import { leaksInLogs, stackLogText } from './leak-watch';
import { freshPassword, signup } from './world';

export function describePasswordSecrecy(ctx: SecurityContext): void {
  describe('passwords never in an answer or a log line', () => {
    it('the password-bearing calls: wrong logins, a password in PUT /api/user, a duplicate signup, deletion with a wrong then the right password', async () => {
      const { send, leaks, world } = ctx;
      for (const person of Object.values(world.people)) {
        const wrong = await send({ method: 'POST', path: ApiPaths.login, json: { email: person.email, password: freshPassword(leaks, 'Wrong') } });
        expect({ status: wrong.status, body: wrong.json }).toEqual({ status: 401, body: { message: Messages.invalidCredentials } });
        const right = await send({ method: 'POST', path: ApiPaths.login, json: { email: person.email.toUpperCase(), password: person.password } });
        expect({ status: right.status, keys: Object.keys(right.json ?? {}).sort() }).toEqual({ status: 200, keys: expect.arrayContaining(['token', 'type']) });
      }

      const a = world.people.applicantOwner;
      const sneaked = freshPassword(leaks, 'Sneaked');
      const put = await send({ method: 'PUT', path: ApiPaths.user, token: a.token, json: { password: sneaked, name: 'Asha Owner' } });
      expect({ status: put.status, body: put.json }).toEqual({ status: 200, body: { message: AuthMessages.userUpdated } });
      expect((await send({ method: 'POST', path: ApiPaths.login, json: { email: a.email, password: sneaked } })).status).toBe(401);

      const duplicate = await send({ method: 'POST', path: ApiPaths.signup, json: { type: 'applicant', email: a.email, password: freshPassword(leaks, 'Duplicate'), name: 'Copy' } });
      expect({ status: duplicate.status, body: duplicate.json }).toEqual({ status: 409, body: { message: Messages.emailTaken } });

      const leaving = await signup(send, leaks, 'applicant', 'Leaving Applicant');
      const refused = await send({ method: 'DELETE', path: ApiPaths.user, token: leaving.token, json: { password: freshPassword(leaks, 'NotMine') } });
      expect({ status: refused.status, body: refused.json }).toEqual({ status: 403, body: { message: PrivacyMessages.wrongPassword } });
      const deleted = await send({ method: 'DELETE', path: ApiPaths.user, token: leaving.token, json: { password: leaving.password } });
      expect({ status: deleted.status, body: deleted.json }).toEqual({ status: 200, body: { message: PrivacyMessages.accountDeleted } });
    });

    it('no answer of the whole suite carried a watched password or a password hash (bodies and headers)', () => {
      expect(ctx.leaks.passwords.length).toBeGreaterThan(20);
      expect(ctx.leaks.inspected).toBeGreaterThan(500);
      expect(ctx.leaks.leaks).toEqual([]);
    });

    it("no log line of any process of the stack holds one (every process's log file, and the tails kept in memory)", async () => {
      // The logs are really read: a request id the gateway just answered with is in its log file.
      const probe = await ctx.send({ method: 'GET', path: ApiPaths.user, token: ctx.world.people.recruiterOther.token });
      const requestId = probe.headers.get('x-request-id') as string;
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      const until = Date.now() + 3000;
      while (!stackLogText(ctx.main.stack).files['gateway.log']?.includes(requestId) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      const { files } = stackLogText(ctx.main.stack);
      expect(files['gateway.log']).toContain(requestId);
      expect(Object.keys(files).sort()).toEqual(['ai.log', 'applications.log', 'auth.log', 'gateway.log', 'jobs.log', 'media.log', 'notifications.log']);

      expect(leaksInLogs(ctx.main.stack, ctx.leaks.passwords)).toEqual([]);
      if (process.env.SECURITY_SUMMARY) {
        const lines = Object.values(files).reduce((n, text) => n + text.split('\n').length, 0);
        process.stdout.write(`security summary: ${ctx.leaks.inspected} answers checked, ${ctx.leaks.passwords.length} passwords watched, ${lines} log lines read, ${ctx.store.tableCount} tables fingerprinted\n`);
      }
    });
  });
}
