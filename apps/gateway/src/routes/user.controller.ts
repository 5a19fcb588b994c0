import { Body, Controller, Delete, Get, Put, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  ApiRoutes,
  deleteAccountSchema,
  Messages,
  Patterns,
  selfIdentificationSchema,
  type SelfIdentification,
  type UserDataExport,
  userUpdateSchemaFor,
  type MessageResponse,
  type TokenClaims,
  type UserProfile,
} from '@hirewise/contracts';
import { ClientRegistry, DomainError, parseOrThrow } from '@hirewise/server-kit';
import { callerOf, CurrentUser, Roles } from '../auth/auth.decorators';
import { SessionRevocations } from '../auth/session-revocations';

@Controller()
export class UserRoutesController {
  constructor(
    private readonly clients: ClientRegistry,
    private readonly revocations: SessionRevocations,
  ) {}

  @Get(ApiRoutes.user)
  get(@CurrentUser() user: TokenClaims): Promise<UserProfile> {
    return this.clients
      .get('auth')
      .send(Patterns.auth.getUser, { userId: user.sub })
      .catch(sessionGoneIfUserMissing);
  }

  /** Recruiters change name, bio, contact number and company name; applicants name, education, skills and files. */
  @Put(ApiRoutes.user)
  update(@CurrentUser() user: TokenClaims, @Body() body: unknown): Promise<MessageResponse> {
    const changes = parseOrThrow(userUpdateSchemaFor(user.type), body);
    return this.clients
      .get('auth')
      .send(Patterns.auth.updateUser, { userId: user.sub, type: user.type, changes })
      .catch(sessionGoneIfUserMissing);
  }

  /** The applicant's voluntary self-identification (issue 21): their own answers, never anyone else's. */
  @Get(ApiRoutes.selfIdentification)
  @Roles('applicant')
  getSelfIdentification(@CurrentUser() user: TokenClaims, @Res({ passthrough: true }) res: Response): Promise<SelfIdentification> {
    res.setHeader('Cache-Control', 'no-store');
    return this.clients.get('applications').send(Patterns.applications.getSelfIdentification, { caller: callerOf(user) });
  }

  @Put(ApiRoutes.selfIdentification)
  @Roles('applicant')
  putSelfIdentification(@CurrentUser() user: TokenClaims, @Body() body: unknown): Promise<MessageResponse> {
    const answers = parseOrThrow(selfIdentificationSchema, body);
    return this.clients.get('applications').send(Patterns.applications.putSelfIdentification, { caller: callerOf(user), answers });
  }

  /** Everything held about the applicant, as one JSON file (docs/privacy.md). */
  @Get(ApiRoutes.userExport)
  @Roles('applicant')
  async exportData(@CurrentUser() user: TokenClaims, @Res({ passthrough: true }) res: Response): Promise<UserDataExport> {
    const caller = callerOf(user);
    const profile = await this.get(user);
    const [held, files] = await Promise.all([
      this.clients.get('applications').send(Patterns.applications.exportData, { caller }),
      this.clients.get('media').send(Patterns.media.listFiles, { caller }),
    ]);
    res.setHeader('Content-Disposition', `attachment; filename="hirewise-data-${new Date().toISOString().slice(0, 10)}.json"`);
    res.setHeader('Cache-Control', 'no-store');
    return { exportedAt: new Date().toISOString(), profile, ...held, files };
  }

  /** The applicant deletes their account, confirming with their password; its tokens are refused here at once (elsewhere within a poll). */
  @Delete(ApiRoutes.user)
  @Roles('applicant')
  async remove(@CurrentUser() user: TokenClaims, @Body() body: unknown): Promise<MessageResponse> {
    const { password } = parseOrThrow(deleteAccountSchema, body);
    const reply = await this.clients
      .get('auth')
      .send(Patterns.auth.deleteUser, { caller: callerOf(user), password })
      .catch(sessionGoneIfUserMissing);
    this.revocations.revoke(user.sub);
    return reply;
  }
}

/** A valid token for an account that no longer exists is a dead session: 401, so the client logs in again. */
function sessionGoneIfUserMissing(error: unknown): never {
  if (error instanceof DomainError && error.code === 'USER_NOT_FOUND') throw new DomainError('UNAUTHENTICATED', Messages.invalidToken);
  throw error;
}
