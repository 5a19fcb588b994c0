import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import type { ExecutionContext } from '@nestjs/common';
import { Messages } from '@hirewise/contracts';
import { DomainError, jwtOptions } from '@hirewise/server-kit';
import { JwtAuthGuard } from '../jwt-auth.guard';
import { Public, Roles, type AuthenticatedRequest } from '../auth.decorators';

const SECRET = 'unit-test-secret-0123456789';
const jwt = new JwtService(jwtOptions(SECRET));

class Routes {
  @Public() open() {}
  anyUser() {}
  @Roles('recruiter') recruiterOnly() {}
}

function contextFor(handler: keyof Routes, authorization?: string) {
  const request = { headers: authorization ? { authorization } : {} } as AuthenticatedRequest;
  const context = {
    getHandler: () => Routes.prototype[handler],
    getClass: () => Routes,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
  return { context, request };
}

async function refusal(handler: keyof Routes, authorization?: string): Promise<DomainError> {
  const guard = new JwtAuthGuard(new Reflector(), jwt);
  const err = await guard.canActivate(contextFor(handler, authorization).context).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof DomainError)) throw new Error('expected a refusal');
  return err;
}

describe('JwtAuthGuard', () => {
  const guard = new JwtAuthGuard(new Reflector(), jwt);

  it('lets public routes through without a token', async () => {
    await expect(guard.canActivate(contextFor('open').context)).resolves.toBe(true);
  });

  it('attaches the verified claims to the request', async () => {
    const token = jwt.sign({ sub: 'u1', type: 'applicant' });
    const { context, request } = contextFor('anyUser', `Bearer ${token}`);
    await expect(guard.canActivate(context)).resolves.toBe(true);
    expect(request.user).toEqual({ sub: 'u1', type: 'applicant' });
  });

  it('refuses a missing token with 401', async () => {
    const err = await refusal('anyUser');
    expect([err.status, err.message]).toEqual([401, Messages.unauthenticated]);
  });

  it.each([
    ['tampered', () => jwt.sign({ sub: 'u1', type: 'applicant' }).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))],
    ['signed with another key', () => new JwtService({ secret: 'another-secret-0123456789' }).sign({ sub: 'u1', type: 'applicant' })],
    ['expired', () => jwt.sign({ sub: 'u1', type: 'applicant', exp: Math.floor(Date.now() / 1000) - 60 })],
    ['with an unknown role', () => jwt.sign({ sub: 'u1', type: 'admin' })],
    ['without a subject', () => jwt.sign({ type: 'recruiter' })],
    ['not a JWT', () => 'garbage'],
    ['signed with the right secret but another algorithm', () => new JwtService({ secret: SECRET }).sign({ sub: 'u1', type: 'applicant' }, { algorithm: 'HS512' })],
  ])('refuses a token %s with 401', async (_label, make) => {
    const err = await refusal('anyUser', `Bearer ${make()}`);
    expect([err.status, err.message]).toEqual([401, Messages.invalidToken]);
  });

  it('enforces the route’s role with 403', async () => {
    const err = await refusal('recruiterOnly', `Bearer ${jwt.sign({ sub: 'u1', type: 'applicant' })}`);
    expect([err.status, err.message]).toEqual([403, Messages.forbiddenRole('recruiter')]);
    const ok = contextFor('recruiterOnly', `Bearer ${jwt.sign({ sub: 'r1', type: 'recruiter' })}`);
    await expect(guard.canActivate(ok.context)).resolves.toBe(true);
  });
});
