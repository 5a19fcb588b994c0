import { Test } from '@nestjs/testing';
import type { INestApplicationContext } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AuthMessages, Events, Messages, PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT, PrivacyMessages, type UserDeletedEvent, type ApplicantProfile, type RecruiterProfile, type TokenClaims, type UserUpdatedEvent, type LoginGranted, type LoginReply } from '@hirewise/contracts';

/** The reply of a login the test expects to succeed. */
function granted(reply: LoginReply): LoginGranted {
  if (reply.outcome !== 'granted') throw new Error(`login was ${reply.outcome}: ${reply.message}`);
  return reply;
}
import { createLogger, createTestDatabase, DATABASE, DomainError, EventRegistry, loadServiceConfig, outbox, runWithRequestId, type AppDatabase } from '@hirewise/server-kit';
import { buildAuthModule } from '../../app.module';
import { AuthService } from '../auth.service';
import { UserRepository } from '../user.repository';
import { PasswordHasher } from '../password-hasher';
import { DEMO_PASSWORD, DEMO_USERS } from '../../demo/demo-users';

type Engine = 'pglite' | 'postgres';

async function boot(engine: Engine, extraEnv: Record<string, string> = {}) {
  const db = engine === 'postgres' ? await createTestDatabase('auth') : undefined;
  const config = loadServiceConfig('auth', {
    DATA_DIR: 'memory://',
    DEMO_DATA: 'false',
    ...(db ? { AUTH_DATABASE_URL: db.url } : {}),
    ...extraEnv,
  });
  const moduleRef = await Test.createTestingModule({ imports: [buildAuthModule(config, createLogger('auth', 'silent'))] }).compile();
  const app: INestApplicationContext = await moduleRef.init();
  return {
    app,
    auth: app.get(AuthService),
    close: async () => {
      await app.close();
      await db?.drop();
    },
  };
}

/** `status`: the HTTP status the gateway answers for the code (the spec's, unchanged by per-feature codes). */
async function expectDomainError(promise: Promise<unknown>, code: string, message: string, status?: number) {
  await expect(promise).rejects.toBeInstanceOf(DomainError);
  await promise.catch((err: DomainError) => {
    expect(err.code).toBe(code);
    expect(err.message).toBe(message);
    if (status !== undefined) expect(err.status).toBe(status);
  });
}

describe.each<Engine>(['pglite', 'postgres'])('auth service on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof boot>>;
  beforeAll(async () => {
    ctx = await boot(engine);
  });
  afterAll(() => ctx.close());

  it('signs up an applicant, keeping only applicant fields, and issues a verifiable token', async () => {
    const res = await ctx.auth.signup({
      type: 'applicant',
      email: 'Meera@Example.com',
      password: 'Meera-pass-1',
      name: 'Meera',
      education: [{ institutionName: '', startYear: 2000 }, { institutionName: 'BITS', startYear: 2019, endYear: '' }],
      skills: ['Go', 'go', 'SQL'],
      bio: '',
    });
    expect(res.type).toBe('applicant');
    const claims = ctx.app.get(JwtService).verify<TokenClaims>(res.token);
    expect(claims.type).toBe('applicant');
    const profile = (await ctx.auth.getUser(claims.sub)) as ApplicantProfile;
    expect(profile).toEqual({
      _id: claims.sub,
      type: 'applicant',
      name: 'Meera',
      email: 'meera@example.com',
      education: [{ institutionName: 'BITS', startYear: 2019 }],
      skills: ['Go', 'SQL'],
      resume: '',
      profile: '',
      rating: -1,
    });
    expect(JSON.stringify(profile)).not.toMatch(/password|argon2/i);
  });

  it('stores the password as an argon2id hash, never in clear', async () => {
    await ctx.auth.signup({ type: 'recruiter', email: 'hash@example.com', password: 'clear-text-pw', name: 'H' });
    const row = await ctx.app.get(UserRepository).findByEmail('hash@example.com');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('clear-text-pw');
  });

  it('refuses a second signup with the same email, whatever its case, and keeps the first account', async () => {
    await ctx.auth.signup({ type: 'recruiter', email: 'dup@example.com', password: 'First-pass-1', name: 'First' });
    await expectDomainError(
      ctx.auth.signup({ type: 'applicant', email: 'DUP@example.com', password: 'Second-pass-2', name: 'Second' }),
      'EMAIL_TAKEN',
      Messages.emailTaken,
    );
    const login = granted(await ctx.auth.login({ email: 'dup@example.com', password: 'First-pass-1' }));
    expect(login.type).toBe('recruiter');
  });

  it('logs in with the right password and says the same thing for a wrong password or an unknown email', async () => {
    await ctx.auth.signup({ type: 'applicant', email: 'login@example.com', password: 'Right-pass-1', name: 'L' });
    const ok = await ctx.auth.login({ email: 'LOGIN@example.com', password: 'Right-pass-1' });
    expect(ok.message).toBe(AuthMessages.loggedIn);
    await expectDomainError(ctx.auth.login({ email: 'login@example.com', password: 'wrong' }), 'INVALID_CREDENTIALS', Messages.invalidCredentials);
    await expectDomainError(ctx.auth.login({ email: 'nobody@example.com', password: 'Right-pass-1' }), 'INVALID_CREDENTIALS', Messages.invalidCredentials);
  });

  it('refuses a signup with a password under 8 characters or a common one, and stores nothing', async () => {
    const repo = ctx.app.get(UserRepository);
    const before = await repo.count();
    await expect(ctx.auth.signup({ type: 'applicant', email: 'short@example.com', password: 'Ab1-x7', name: 'Short' })).rejects.toThrow(PASSWORD_TOO_SHORT);
    await expectDomainError(ctx.auth.signup({ type: 'applicant', email: 'common@example.com', password: 'Password1', name: 'Common' }), 'PASSWORD_TOO_COMMON', PASSWORD_TOO_COMMON, 400);
    await expectDomainError(ctx.auth.signup({ type: 'recruiter', email: 'common@example.com', password: 'qwertyuiop', name: 'Common' }), 'PASSWORD_TOO_COMMON', PASSWORD_TOO_COMMON, 400);
    expect(await repo.findByEmail('short@example.com')).toBeUndefined();
    expect(await repo.findByEmail('common@example.com')).toBeUndefined();
    expect(await repo.count()).toBe(before);
    const db = ctx.app.get<AppDatabase<Record<string, unknown>>>(DATABASE);
    const names = (await db.select().from(outbox)).map((r) => (r.payload as UserUpdatedEvent).name);
    expect(names).not.toContain('Short');
    expect(names).not.toContain('Common');
  });

  it('still logs in accounts created before the rule, with a short or a common password', async () => {
    const repo = ctx.app.get(UserRepository);
    const hasher = ctx.app.get(PasswordHasher);
    await repo.insert({ email: 'old-short@example.com', name: 'Old Short', type: 'applicant', passwordHash: await hasher.hash('abc') });
    await repo.insert({ email: 'old-common@example.com', name: 'Old Common', type: 'recruiter', passwordHash: await hasher.hash('password') });
    expect(granted(await ctx.auth.login({ email: 'old-short@example.com', password: 'abc' })).type).toBe('applicant');
    expect(granted(await ctx.auth.login({ email: 'old-common@example.com', password: 'password' })).type).toBe('recruiter');
    await expectDomainError(ctx.auth.login({ email: 'old-common@example.com', password: 'password1' }), 'INVALID_CREDENTIALS', Messages.invalidCredentials);
  });

  it('updates a recruiter’s name, bio and contact number only', async () => {
    const { token } = await ctx.auth.signup({ type: 'recruiter', email: 'upd@example.com', password: 'Test-pass-1', name: 'Old', contactNumber: '' });
    const { sub } = ctx.app.get(JwtService).verify<TokenClaims>(token);
    const res = await ctx.auth.updateUser({ userId: sub, type: 'recruiter', changes: { name: 'New', bio: 'We hire', contactNumber: '919876543210', skills: ['x'] } as never });
    expect(res.message).toBe(AuthMessages.userUpdated);
    const profile = (await ctx.auth.getUser(sub)) as RecruiterProfile;
    expect(profile).toMatchObject({ name: 'New', bio: 'We hire', contactNumber: '+919876543210', email: 'upd@example.com' });
    expect(profile).not.toHaveProperty('skills');
  });

  it('keeps a recruiter’s company name from signup and PUT /api/user, empty when not given, and puts it in user.updated', async () => {
    const jwt = ctx.app.get(JwtService);
    const plain = jwt.verify<TokenClaims>((await ctx.auth.signup({ type: 'recruiter', email: 'no-co@example.com', password: 'Test-pass-1', name: 'NoCo' })).token).sub;
    expect(((await ctx.auth.getUser(plain)) as RecruiterProfile).companyName).toBe('');
    const { sub } = jwt.verify<TokenClaims>(
      (await ctx.auth.signup({ type: 'recruiter', email: 'company@example.com', password: 'Test-pass-1', name: 'Co', companyName: '  Nimbus Labs ' })).token,
    );
    expect(await ctx.auth.getUser(sub)).toMatchObject({ type: 'recruiter', companyName: 'Nimbus Labs' });
    await ctx.auth.updateUser({ userId: sub, type: 'recruiter', changes: { companyName: 'Kite Commerce' } });
    expect(await ctx.auth.getUser(sub)).toMatchObject({ name: 'Co', companyName: 'Kite Commerce' });
    // Bad input is refused with the contract's message and changes nothing.
    await expect(ctx.auth.updateUser({ userId: sub, type: 'recruiter', changes: { companyName: '<b>Evil</b>' } })).rejects.toThrow('Company name cannot contain < or >');
    await expect(ctx.auth.updateUser({ userId: sub, type: 'recruiter', changes: { companyName: 'x'.repeat(201) } })).rejects.toThrow('Company name must be at most 200 characters');
    expect(((await ctx.auth.getUser(sub)) as RecruiterProfile).companyName).toBe('Kite Commerce');

    const db = ctx.app.get<AppDatabase<Record<string, unknown>>>(DATABASE);
    const events = (await db.select().from(outbox))
      .map((r) => r.payload as UserUpdatedEvent)
      .filter((p) => p.userId === sub)
      .sort((a, b) => a.version - b.version);
    expect(events.map((e) => [e.companyName, e.version])).toEqual([
      ['Nimbus Labs', 1],
      ['Kite Commerce', 2],
    ]);
  });

  it('gives applicants no company name, in their profile or their events', async () => {
    const { token } = await ctx.auth.signup({ type: 'applicant', email: 'no-company@example.com', password: 'Test-pass-1', name: 'App' });
    const { sub } = ctx.app.get(JwtService).verify<TokenClaims>(token);
    await ctx.auth.updateUser({ userId: sub, type: 'applicant', changes: { companyName: 'Sneaky' } as never });
    expect(await ctx.auth.getUser(sub)).not.toHaveProperty('companyName');
    const row = await ctx.app.get(UserRepository).findById(sub);
    expect(row?.companyName).toBe('');
    const db = ctx.app.get<AppDatabase<Record<string, unknown>>>(DATABASE);
    const events = (await db.select().from(outbox)).map((r) => r.payload as UserUpdatedEvent).filter((p) => p.userId === sub);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => !('companyName' in e))).toBe(true);
  });

  it('checks an update against the stored category, not the claimed one', async () => {
    const { token } = await ctx.auth.signup({ type: 'applicant', email: 'claim@example.com', password: 'Test-pass-1', name: 'A' });
    const { sub } = ctx.app.get(JwtService).verify<TokenClaims>(token);
    await ctx.auth.updateUser({ userId: sub, type: 'recruiter', changes: { bio: 'sneaky', skills: ['Rust'] } as never });
    const profile = (await ctx.auth.getUser(sub)) as ApplicantProfile;
    expect(profile.skills).toEqual(['Rust']);
    expect(profile).not.toHaveProperty('bio');
  });

  it('refuses an invalid update and changes nothing', async () => {
    const { token } = await ctx.auth.signup({ type: 'applicant', email: 'bad-upd@example.com', password: 'Test-pass-1', name: 'Keep' });
    const { sub } = ctx.app.get(JwtService).verify<TokenClaims>(token);
    await expect(ctx.auth.updateUser({ userId: sub, type: 'applicant', changes: { name: '', skills: ['New'] } })).rejects.toThrow();
    expect(await ctx.auth.getUser(sub)).toMatchObject({ name: 'Keep', skills: [] });
  });

  it('writes a user.updated event with the change, in the same transaction, with a growing version', async () => {
    const { token } = await ctx.auth.signup({ type: 'applicant', email: 'events@example.com', password: 'Test-pass-1', name: 'Ev', skills: ['Go'] });
    const { sub } = ctx.app.get(JwtService).verify<TokenClaims>(token);
    await ctx.auth.updateUser({ userId: sub, type: 'applicant', changes: { name: 'Eve' } });
    const db = ctx.app.get<AppDatabase<Record<string, unknown>>>(DATABASE);
    const rows = await db.select().from(outbox);
    const mine = rows
      .map((r) => r.payload as UserUpdatedEvent)
      .filter((p) => p.userId === sub)
      .sort((a, b) => a.version - b.version);
    expect(rows.every((r) => r.event === Events.userUpdated)).toBe(true);
    expect(mine.map((p) => [p.name, p.version])).toEqual([
      ['Ev', 1],
      ['Eve', 2],
    ]);
    expect(mine[1]).toMatchObject({ type: 'applicant', skills: ['Go'], education: [], resume: '', profile: '' });
    // Embedded mode: each row waits for the services the routing table names.
    expect(rows.find((r) => (r.payload as UserUpdatedEvent).userId === sub)?.pending.sort()).toEqual(['applications', 'jobs', 'media', 'notifications']);
  });

  it('keeps the average rating from rating.changed events, ignoring older ones', async () => {
    const { token } = await ctx.auth.signup({ type: 'applicant', email: 'rated@example.com', password: 'Test-pass-1', name: 'R' });
    const { sub } = ctx.app.get(JwtService).verify<TokenClaims>(token);
    const registry = ctx.app.get(EventRegistry);
    const rate = (average: number, version: number) =>
      registry.dispatch({ id: `${version}`, event: Events.ratingChanged, occurredAt: new Date().toISOString(), payload: { target: 'applicant', targetId: sub, average, count: version, version } });
    await rate(4, 2);
    await rate(2, 1);
    await rate(3.5, 2);
    expect(((await ctx.auth.getUser(sub)) as ApplicantProfile).rating).toBe(4);
    await rate(4.5, 3);
    expect(((await ctx.auth.getUser(sub)) as ApplicantProfile).rating).toBe(4.5);
  });

  it('answers USER_NOT_FOUND for an unknown or malformed id', async () => {
    await expectDomainError(ctx.auth.getUser('00000000-0000-4000-8000-000000000000'), 'USER_NOT_FOUND', Messages.userNotFound);
    await expectDomainError(ctx.auth.getUser('not-a-uuid'), 'USER_NOT_FOUND', Messages.userNotFound);
  });

  it('deletes an applicant account only with the right password, and records user.deleted with it', async () => {
    const { token } = await ctx.auth.signup({ type: 'applicant', email: 'leaving@example.com', password: 'right-pass', name: 'Leaving' });
    const { sub } = ctx.app.get(JwtService).verify<TokenClaims>(token);
    const caller = { userId: sub, type: 'applicant' as const };
    await expectDomainError(ctx.auth.deleteUser({ caller, password: 'wrong-pass' }), 'WRONG_PASSWORD', PrivacyMessages.wrongPassword, 403);
    await expect(ctx.auth.deleteUser({ caller, password: '' })).rejects.toThrow('Password is required');
    expect(await ctx.auth.getUser(sub)).toMatchObject({ name: 'Leaving' });

    await expect(ctx.auth.deleteUser({ caller, password: 'right-pass' })).resolves.toEqual({ message: PrivacyMessages.accountDeleted });
    await expectDomainError(ctx.auth.getUser(sub), 'USER_NOT_FOUND', Messages.userNotFound);
    await expectDomainError(ctx.auth.login({ email: 'leaving@example.com', password: 'right-pass' }), 'INVALID_CREDENTIALS', Messages.invalidCredentials);
    const db = ctx.app.get<AppDatabase<Record<string, unknown>>>(DATABASE);
    const deleted = (await db.select().from(outbox)).filter((r) => r.event === Events.userDeleted).map((r) => r.payload as UserDeletedEvent);
    expect(deleted).toEqual([{ userId: sub, type: 'applicant', deletedAt: expect.any(String) }]);
    // The same address can sign up again as a new account.
    await expect(ctx.auth.signup({ type: 'applicant', email: 'leaving@example.com', password: 'Back-pass-2', name: 'Back' })).resolves.toMatchObject({ type: 'applicant' });
  });

  it('stores the id of the request that caused an event with it, for the envelope', async () => {
    const { token } = await ctx.auth.signup({ type: 'applicant', email: 'traced@example.com', password: 'Test-pass-1', name: 'Traced' });
    const { sub } = ctx.app.get(JwtService).verify<TokenClaims>(token);
    await runWithRequestId('e2e-trace-42', () => ctx.auth.updateUser({ userId: sub, type: 'applicant', changes: { name: 'Traced Again' } }));
    const db = ctx.app.get<AppDatabase<Record<string, unknown>>>(DATABASE);
    const rows = (await db.select().from(outbox))
      .filter((r) => (r.payload as UserUpdatedEvent).userId === sub)
      .sort((a, b) => (a.payload as UserUpdatedEvent).version - (b.payload as UserUpdatedEvent).version);
    expect(rows.map((r) => [(r.payload as UserUpdatedEvent).name, r.reqId])).toEqual([
      ['Traced', null],
      ['Traced Again', 'e2e-trace-42'],
    ]);
  });

  it('keeps recruiter accounts (they own jobs others applied to)', async () => {
    const { token } = await ctx.auth.signup({ type: 'recruiter', email: 'rec-stays@example.com', password: 'Test-pass-1', name: 'Stays' });
    const { sub } = ctx.app.get(JwtService).verify<TokenClaims>(token);
    await expectDomainError(ctx.auth.deleteUser({ caller: { userId: sub, type: 'recruiter' }, password: 'Test-pass-1' }), 'ACCOUNT_DELETION_NOT_ALLOWED', PrivacyMessages.applicantsOnly, 403);
    expect(await ctx.auth.getUser(sub)).toMatchObject({ name: 'Stays' });
  });
});

describe('demo data', () => {
  it('creates the demo accounts on a first start with DEMO_DATA=true', async () => {
    const ctx = await boot('pglite', { DEMO_DATA: 'true' });
    try {
      for (const demo of DEMO_USERS) {
        const res = granted(await ctx.auth.login({ email: demo.email, password: DEMO_PASSWORD }));
        expect(res.type).toBe(demo.type);
        // Demo recruiters have a company, so the demo jobs and job pages show one (issue 19).
        if (demo.type === 'recruiter') expect(((await ctx.auth.getUser(demo.id)) as RecruiterProfile).companyName).not.toBe('');
      }
      expect(await ctx.app.get(UserRepository).count()).toBe(DEMO_USERS.length);
    } finally {
      await ctx.close();
    }
  });
});
