/**
 * The per-account slow-down and the revocation list on the real module and a fresh PGlite:
 * counts per account for clients without a trusted device, a separate count per trusted device,
 * waits that double and stop at the cap, and deleted accounts listed for the gateways.
 */
import { Test } from '@nestjs/testing';
import type { INestApplicationContext } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { sql } from 'drizzle-orm';
import { DEVICE_AUDIENCE, LoginLimitMessages, Messages, type LoginGranted, type LoginReply, type TokenClaims } from '@hirewise/contracts';
import { createLogger, DATABASE, DomainError, loadServiceConfig, type AppDatabase } from '@hirewise/server-kit';
import { buildAuthModule } from '../../app.module';
import { AuthService } from '../../users/auth.service';
import { LOGIN_LIMITS, type LoginLimits } from '../login-limits.config';

const LIMITS: LoginLimits = { failureLimit: 3, windowMs: 60_000, baseDelayMs: 60_000, maxDelayMs: 240_000, deviceTtlDays: 30 };
const PASSWORD = 'Owner-pass-1';

describe('login slow-down and revocations (auth service on PGlite)', () => {
  let app: INestApplicationContext;
  let auth: AuthService;
  let db: AppDatabase<Record<string, never>>;

  beforeAll(async () => {
    const config = loadServiceConfig('auth', { DATA_DIR: 'memory://', DEMO_DATA: 'false' });
    const moduleRef = await Test.createTestingModule({ imports: [buildAuthModule(config, createLogger('auth', 'silent'))] })
      .overrideProvider(LOGIN_LIMITS)
      .useValue(LIMITS)
      .compile();
    app = await moduleRef.init();
    auth = app.get(AuthService);
    db = app.get(DATABASE);
  });
  afterAll(() => app.close());

  const signup = (email: string) => auth.signup({ type: 'applicant', email, password: PASSWORD, name: 'Owner' });
  /** The answer to one attempt: 'granted', 'wrong' (the spec's text, unchanged) or 'wait N' (minutes). */
  async function attempt(email: string, password: string, deviceToken?: string): Promise<string> {
    try {
      const reply: LoginReply = await auth.login({ email, password, deviceToken });
      if (reply.outcome === 'granted') return 'granted';
      expect(reply.message).toBe(LoginLimitMessages.slowedDown(reply.retryAfterSeconds));
      // In minutes (rounded up): a slow machine may spend seconds between the attempts of one test.
      return `wait ${Math.ceil(reply.retryAfterSeconds / 60)}`;
    } catch (err) {
      expect(err).toBeInstanceOf(DomainError);
      expect({ code: (err as DomainError).code, message: (err as DomainError).message }).toEqual({ code: 'INVALID_CREDENTIALS', message: Messages.invalidCredentials });
      return 'wrong';
    }
  }
  async function attempts(n: number, email: string, password: string, deviceToken?: string): Promise<string[]> {
    const answers: string[] = [];
    for (let i = 0; i < n; i++) answers.push(await attempt(email, password, deviceToken));
    return answers;
  }
  /** As if every wait had passed (the rows stay: the count goes on). */
  const waitsPass = () => db.execute(sql`update login_failures set blocked_until = now() - interval '1 second' where blocked_until is not null`);
  const deviceOf = async (email: string) => ((await auth.login({ email, password: PASSWORD })) as LoginGranted).device.token;

  it('slows an account down after the limit, refusing even the right password, with a wait that doubles up to the cap; success starts again', async () => {
    await signup('slow@example.com');
    expect(await attempts(4, 'slow@example.com', 'wrong-1')).toEqual(['wrong', 'wrong', 'wrong', 'wait 1']);
    expect(await attempt('slow@example.com', PASSWORD)).toBe('wait 1');
    const waits: string[] = [];
    for (let i = 0; i < 4; i++) {
      await waitsPass();
      expect(await attempt('slow@example.com', 'wrong-2')).toBe('wrong');
      waits.push(await attempt('slow@example.com', PASSWORD));
    }
    expect(waits).toEqual(['wait 2', 'wait 4', 'wait 4', 'wait 4']);
    await waitsPass();
    expect(await attempt('slow@example.com', PASSWORD)).toBe('granted');
    // The count started again: the limit's worth of failures before the next wait.
    expect(await attempts(4, 'slow@example.com', 'wrong-3')).toEqual(['wrong', 'wrong', 'wrong', 'wait 1']);
  });

  it('counts unknown emails the same way (the slow-down tells nobody whether an account exists)', async () => {
    expect(await attempts(4, 'nobody-here@example.com', PASSWORD)).toEqual(['wrong', 'wrong', 'wrong', 'wait 1']);
  });

  it("does not let a stranger's failures lock out the owner's trusted device, which keeps a count of its own", async () => {
    await signup('owner@example.com');
    const device = await deviceOf('owner@example.com');
    expect(await attempts(30, 'owner@example.com', 'guess')).toEqual([...Array(3).fill('wrong'), ...Array(27).fill('wait 1')]);
    // The owner's browser gets in, and the stranger is still slowed.
    expect(await attempt('owner@example.com', PASSWORD, device)).toBe('granted');
    expect(await attempt('owner@example.com', PASSWORD)).toBe('wait 1');
    // The device's own failures slow the device down, separately; a success on it resets its count.
    expect(await attempts(2, 'owner@example.com', 'typo', device)).toEqual(['wrong', 'wrong']);
    expect(await attempt('owner@example.com', PASSWORD, device)).toBe('granted');
    expect(await attempts(4, 'owner@example.com', 'typo', device)).toEqual(['wrong', 'wrong', 'wrong', 'wait 1']);
    expect(await attempt('owner@example.com', PASSWORD, device)).toBe('wait 1');
    // Another browser of the owner has its own device count, untouched by the first one's.
    await waitsPass();
    const second = await deviceOf('owner@example.com');
    await db.execute(sql`update login_failures set blocked_until = now() + interval '1 minute' where key like 'account:%'`);
    expect(await attempt('owner@example.com', PASSWORD, second)).toBe('granted');
  });

  it('trusts a device token only for its own account, signed by us, with the device audience', async () => {
    await signup('target@example.com');
    await signup('other@example.com');
    const otherDevice = await deviceOf('other@example.com');
    const jwt = app.get(JwtService);
    const sessionToken = ((await auth.login({ email: 'target@example.com', password: PASSWORD })) as LoginGranted).token;
    const { sub } = jwt.verify<TokenClaims>(sessionToken);
    const forged = new JwtService({ secret: 'some-other-secret-0123456789' }).sign({ did: '5d0c4f5e-1b7e-4c53-9a59-0b0f7b1f2b11' }, { subject: sub, audience: DEVICE_AUDIENCE });
    expect(await attempts(4, 'target@example.com', 'guess')).toEqual(['wrong', 'wrong', 'wrong', 'wait 1']);
    for (const token of [otherDevice, sessionToken, forged, 'not-a-token']) expect(await attempt('target@example.com', PASSWORD, token)).toBe('wait 1');
  });

  it('lists a deleted account for the gateways, from a first read and after a cursor', async () => {
    const first = await auth.revocationsSince({});
    const { token } = await signup('leaving-soon@example.com');
    const { sub } = app.get(JwtService).verify<TokenClaims>(token);
    expect(first.revoked.map((r) => r.userId)).not.toContain(sub);
    await auth.deleteUser({ caller: { userId: sub, type: 'applicant' }, password: PASSWORD });
    const next = await auth.revocationsSince({ cursor: first.cursor });
    expect(next.revoked.map((r) => r.userId)).toContain(sub);
    expect(Date.parse(next.cursor)).toBeGreaterThanOrEqual(Date.parse(first.cursor));
    expect((await auth.revocationsSince({})).revoked.map((r) => r.userId)).toContain(sub);
    // Long after (the cursor far ahead): nothing new.
    expect((await auth.revocationsSince({ cursor: new Date(Date.now() + 3_600_000).toISOString() })).revoked).toEqual([]);
  });
});
