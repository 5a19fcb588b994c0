import { createParamDecorator, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { Messages, type Caller } from '@hirewise/contracts';
import { DomainError, requireBearer } from '@hirewise/server-kit';
import type { Request } from 'express';

interface CallerRequest extends Request {
  caller?: Caller;
}

/**
 * The media service's HTTP routes are reached through the gateway's proxy, which checks the
 * token first; the service checks it again itself (same key, algorithm pinned), so its port is
 * no back door. 401 `{ message }` like the gateway.
 */
@Injectable()
export class MediaAuthGuard implements CanActivate {
  constructor(private readonly jwt: JwtService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<CallerRequest>();
    const claims = await requireBearer(this.jwt, request.headers.authorization);
    request.caller = { userId: claims.sub, type: claims.type };
    return true;
  }
}

export const CurrentCaller = createParamDecorator((_: unknown, ctx: ExecutionContext): Caller => {
  const caller = ctx.switchToHttp().getRequest<CallerRequest>().caller;
  if (!caller) throw new Error('CurrentCaller used without MediaAuthGuard');
  return caller;
});

/** Uploads of resumes and photos: applicants only (spec section 6: applicant-only fields). */
export function requireApplicant(caller: Caller): void {
  if (caller.type !== 'applicant') throw new DomainError('FORBIDDEN', Messages.forbiddenRole('applicant'));
}
