import { Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiRoutes, ApplicationMessages, isUuid, JobMessages, Patterns, type AiAuditExport, type HumanInterviewRequestReply, type TokenClaims } from '@hirewise/contracts';
import { ClientRegistry, DomainError } from '@hirewise/server-kit';
import { callerOf, CurrentUser, Roles } from '../auth/auth.decorators';

/**
 * Notice, alternative and audit (issue 21, docs/fairness.md): the applicant's request for a human
 * interview, the recruiter marking it handled, and a job's AI audit export. Rules in the applications service.
 */
@Controller()
export class AccountabilityRoutesController {
  constructor(private readonly clients: ClientRegistry) {}

  /** The applicant of an application whose AI interview is open asks for a human interview instead (asking twice keeps the first). */
  @Post(ApiRoutes.humanInterviewRequest)
  @HttpCode(200)
  @Roles('applicant')
  requestHumanInterview(@CurrentUser() user: TokenClaims, @Param('id') applicationId: string): Promise<HumanInterviewRequestReply> {
    if (!isUuid(applicationId)) throw new DomainError('NOT_FOUND', ApplicationMessages.notFound);
    return this.clients.get('applications').send(Patterns.applications.requestHumanInterview, { caller: callerOf(user), applicationId });
  }

  /** The job's recruiter marks the request handled (the first mark stays). */
  @Post(ApiRoutes.humanInterviewHandled)
  @HttpCode(200)
  @Roles('recruiter')
  markHumanInterviewHandled(@CurrentUser() user: TokenClaims, @Param('id') applicationId: string): Promise<HumanInterviewRequestReply> {
    if (!isUuid(applicationId)) throw new DomainError('NOT_FOUND', ApplicationMessages.notFound);
    return this.clients.get('applications').send(Patterns.applications.handleHumanInterview, { caller: callerOf(user), applicationId });
  }

  /** One job's AI audit as a JSON file download, for the job's recruiter. */
  @Get(ApiRoutes.jobAiAudit)
  @Roles('recruiter')
  async aiAudit(@CurrentUser() user: TokenClaims, @Param('id') jobId: string, @Res({ passthrough: true }) res: Response): Promise<AiAuditExport> {
    if (!isUuid(jobId)) throw new DomainError('NOT_FOUND', JobMessages.notFound);
    const audit = await this.clients.get('applications').send(Patterns.applications.aiAudit, { caller: callerOf(user), jobId });
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Disposition', `attachment; filename="ai-audit-${jobId}-${audit.generatedAt.slice(0, 10)}.json"`);
    return audit;
  }
}
