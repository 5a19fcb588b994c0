import { Controller, Get, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiRoutes, ApplicationMessages, isUuid, Patterns, type RecordingAccessLog, type TokenClaims } from '@hirewise/contracts';
import { ClientRegistry, DomainError } from '@hirewise/server-kit';
import { callerOf, CurrentUser } from '../auth/auth.decorators';

/**
 * The recording access log (issue 21, part 6; docs/fairness.md): who played or downloaded an
 * application's interview recording, and where the recording stands (kept until, or deleted and
 * why). The media service writes the log; the rules are the applications service's.
 */
@Controller()
export class RecordingAccessRoutesController {
  constructor(private readonly clients: ClientRegistry) {}

  /** The application's applicant and the job's recruiter; anyone else 403, as for the interview's results. */
  @Get(ApiRoutes.recordingAccess)
  async recordingAccess(@CurrentUser() user: TokenClaims, @Param('id') applicationId: string, @Res({ passthrough: true }) res: Response): Promise<RecordingAccessLog> {
    if (!isUuid(applicationId)) throw new DomainError('NOT_FOUND', ApplicationMessages.notFound);
    const log = await this.clients.get('applications').send(Patterns.applications.getRecordingAccess, { caller: callerOf(user), applicationId });
    res.setHeader('Cache-Control', 'no-store');
    return log;
  }
}
