import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { Messages, type UserType } from '@hirewise/contracts';
import { DomainError, requireBearer } from '@hirewise/server-kit';
import { IS_PUBLIC, ROLES, type AuthenticatedRequest } from './auth.decorators';

/**
 * Global guard: verifies the bearer JWT itself (no call to the auth service per request),
 * then the route's roles. 401 for a missing or bad token, 403 for the wrong role.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const claims = await requireBearer(this.jwt, request.headers.authorization);
    request.user = claims;
    const roles = this.reflector.getAllAndOverride<UserType[] | undefined>(ROLES, targets);
    if (roles && !roles.includes(claims.type)) {
      throw new DomainError('FORBIDDEN', Messages.forbiddenRole(roles.join(' or ')));
    }
    return true;
  }
}
