import { Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import type { Request } from 'express';
import { Messages, type UserType } from '@hirewise/contracts';
import { DomainError, requireBearer } from '@hirewise/server-kit';

const ROLES = 'hirewise:ai-roles';

/** Only these user types may call the route (the gateway applies the same limits); service clients' API keys are not limited by it. */
export const AllowRoles = (...roles: UserType[]) => SetMetadata(ROLES, roles);

/**
 * The AI service's HTTP API is not open to the internet: every call carries a bearer JWT signed
 * with the product's secret (the web app's token, through the gateway's /ai proxy, or a service's),
 * unless it comes with a service client's API key (AiCallerGuard decides which applies).
 */
@Injectable()
export class BearerGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const header = context.switchToHttp().getRequest<Request>().headers.authorization;
    const claims = await requireBearer(this.jwt, header);
    const roles = this.reflector.getAllAndOverride<UserType[] | undefined>(ROLES, [context.getHandler(), context.getClass()]);
    if (roles && !roles.includes(claims.type)) throw new DomainError('FORBIDDEN', Messages.forbiddenRole(roles.join(' or ')));
    return true;
  }
}
