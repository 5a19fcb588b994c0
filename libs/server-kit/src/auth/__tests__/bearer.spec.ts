import { JwtService } from '@nestjs/jwt';
import { Messages } from '@hirewise/contracts';
import { checkBearer, requireBearer, VERIFIED_TOKENS_MAX } from '../bearer';
import { jwtOptions } from '../jwt-options';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const claims = { sub: '6f1c2a4e-8d7b-4d5e-9b1a-2f3e4d5c6b7a', type: 'applicant' as const };

describe('checkBearer', () => {
  afterEach(() => jest.restoreAllMocks());

  it('accepts a token once verified and later uses of it without verifying its signature again', async () => {
    const jwt = new JwtService(jwtOptions(SECRET));
    const token = jwt.sign(claims, { expiresIn: '1h' });
    const verify = jest.spyOn(jwt, 'verifyAsync');
    for (let i = 0; i < 3; i++) expect(await checkBearer(jwt, `Bearer ${token}`)).toEqual({ ok: true, claims });
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('refuses a remembered token once it has expired, to the second as jsonwebtoken does', async () => {
    const jwt = new JwtService(jwtOptions(SECRET));
    const now = Date.now();
    const token = jwt.sign(claims, { expiresIn: 60 });
    const exp = Math.floor(now / 1000) + 60;
    expect((await checkBearer(jwt, `Bearer ${token}`)).ok).toBe(true);
    jest.spyOn(Date, 'now').mockReturnValue(exp * 1000 - 1);
    expect((await checkBearer(jwt, `Bearer ${token}`)).ok).toBe(true);
    jest.spyOn(Date, 'now').mockReturnValue(exp * 1000);
    expect(await checkBearer(jwt, `Bearer ${token}`)).toEqual({ ok: false, message: Messages.invalidToken });
    await expect(requireBearer(jwt, `Bearer ${token}`)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('keeps what one key accepted away from a verifier with another key', async () => {
    const ours = new JwtService(jwtOptions(SECRET));
    const theirs = new JwtService(jwtOptions(`${SECRET}-other`));
    const token = theirs.sign(claims);
    expect((await checkBearer(theirs, `Bearer ${token}`)).ok).toBe(true);
    expect(await checkBearer(ours, `Bearer ${token}`)).toEqual({ ok: false, message: Messages.invalidToken });
  });

  it('refuses, every time, a token that is tampered, unsigned, without our claims or for one purpose only', async () => {
    const jwt = new JwtService(jwtOptions(SECRET));
    const good = jwt.sign(claims);
    const [head, , sig] = good.split('.');
    const switched = `${head}.${Buffer.from(JSON.stringify({ ...claims, type: 'recruiter' })).toString('base64url')}.${sig}`;
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    const noType = jwt.sign({ sub: claims.sub });
    const link = jwt.sign({ ...claims, aud: 'stream' });
    for (let i = 0; i < 2; i++) {
      for (const token of [switched, unsigned, noType, link]) {
        expect(await checkBearer(jwt, `Bearer ${token}`)).toEqual({ ok: false, message: Messages.invalidToken });
      }
    }
    expect(await checkBearer(jwt, undefined)).toEqual({ ok: false, message: Messages.unauthenticated });
    expect(await checkBearer(jwt, `Basic ${good}`)).toEqual({ ok: false, message: Messages.unauthenticated });
  });

  it(`remembers at most ${VERIFIED_TOKENS_MAX} tokens, forgetting the oldest first`, async () => {
    const jwt = new JwtService(jwtOptions(SECRET));
    const tokens = Array.from({ length: VERIFIED_TOKENS_MAX + 1 }, (_, i) => jwt.sign({ ...claims, n: i }));
    for (const token of tokens) await checkBearer(jwt, `Bearer ${token}`);
    const verify = jest.spyOn(jwt, 'verifyAsync');
    expect((await checkBearer(jwt, `Bearer ${tokens[VERIFIED_TOKENS_MAX]}`)).ok).toBe(true);
    expect(verify).toHaveBeenCalledTimes(0);
    expect((await checkBearer(jwt, `Bearer ${tokens[0]}`)).ok).toBe(true);
    expect(verify).toHaveBeenCalledTimes(1);
  });
});
