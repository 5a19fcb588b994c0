import { Body, Controller, Get, Put } from '@nestjs/common';
import {
  Messages,
  Patterns,
  userUpdateSchemaFor,
  type GetUserMessage,
  type MessageResponse,
  type TokenClaims,
  type UpdateUserMessage,
  type UserProfile,
} from '@hirewise/contracts';
import { ClientRegistry, DomainError } from '@hirewise/server-kit';
import { CurrentUser } from '../auth/auth.decorators';
import { parseOrThrow } from '../validation/zod-body.pipe';

@Controller('api/user')
export class UserRoutesController {
  constructor(private readonly clients: ClientRegistry) {}

  @Get()
  get(@CurrentUser() user: TokenClaims): Promise<UserProfile> {
    return this.clients
      .get('auth')
      .send<UserProfile, GetUserMessage>(Patterns.auth.getUser, { userId: user.sub })
      .catch(sessionGoneIfUserMissing);
  }

  /** Recruiters change name, bio and contact number; applicants name, education, skills and files. */
  @Put()
  update(@CurrentUser() user: TokenClaims, @Body() body: unknown): Promise<MessageResponse> {
    const changes = parseOrThrow(userUpdateSchemaFor(user.type), body);
    return this.clients
      .get('auth')
      .send<MessageResponse, UpdateUserMessage>(Patterns.auth.updateUser, { userId: user.sub, type: user.type, changes })
      .catch(sessionGoneIfUserMissing);
  }
}

/** A valid token for an account that no longer exists is a dead session: 401, so the client logs in again. */
function sessionGoneIfUserMissing(error: unknown): never {
  if (error instanceof DomainError && error.code === 'USER_NOT_FOUND') throw new DomainError('UNAUTHENTICATED', Messages.invalidToken);
  throw error;
}
