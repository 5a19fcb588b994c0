import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Caller, TokenClaims, UserType } from '@hirewise/contracts';
import type { Request } from 'express';

export const IS_PUBLIC = 'hirewise:public';
export const ROLES = 'hirewise:roles';

/** Reachable without a token (signup, login, health). Every other route needs one. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Only these user types may call the route. */
export const Roles = (...roles: UserType[]) => SetMetadata(ROLES, roles);

export interface AuthenticatedRequest extends Request {
  user?: TokenClaims;
}

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): TokenClaims => {
  const user = ctx.switchToHttp().getRequest<AuthenticatedRequest>().user;
  if (!user) throw new Error('CurrentUser used on a public route');
  return user;
});

/** Who the services are told is calling: the verified token's subject and category. */
export function callerOf(user: TokenClaims): Caller {
  return { userId: user.sub, type: user.type };
}
