import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiRoutes, insightsQuerySchema, Patterns, type AdverseImpactReport, type FunnelReport, type TokenClaims } from '@hirewise/contracts';
import { ClientRegistry, DomainError, parseOrThrow } from '@hirewise/server-kit';
import { callerOf, CurrentUser, Roles } from '../auth/auth.decorators';

/** Hiring insights for recruiters (issue 21, docs/fairness.md): aggregate reports over their own jobs. */
@Controller()
export class InsightsRoutesController {
  constructor(private readonly clients: ClientRegistry) {}

  /** The funnel of one job (`jobId`) or all of the recruiter's jobs: stages reached, days in stage, AI score distribution. */
  @Get(ApiRoutes.insightsFunnel)
  @Roles('recruiter')
  async funnel(@CurrentUser() user: TokenClaims, @Query() raw: unknown, @Res({ passthrough: true }) res: Response): Promise<FunnelReport> {
    const { jobId, format } = parseOrThrow(insightsQuerySchema, raw);
    if (format !== 'json') throw new DomainError('VALIDATION_FAILED', 'The funnel is JSON only: format=csv is for the adverse-impact report');
    res.setHeader('Cache-Control', 'no-store');
    return this.clients.get('applications').send(Patterns.applications.funnel, { caller: callerOf(user), jobId });
  }

  /** The adverse-impact report of one job (`jobId`) or all of the recruiter's jobs; `format=csv` downloads it as CSV. */
  @Get(ApiRoutes.insightsAdverseImpact)
  @Roles('recruiter')
  async adverseImpact(@CurrentUser() user: TokenClaims, @Query() raw: unknown, @Res({ passthrough: true }) res: Response): Promise<AdverseImpactReport | string> {
    const { jobId, format } = parseOrThrow(insightsQuerySchema, raw);
    const reply = await this.clients.get('applications').send(Patterns.applications.adverseImpact, { caller: callerOf(user), jobId, format });
    res.setHeader('Cache-Control', 'no-store');
    if (format !== 'csv') return reply.report;
    const day = reply.report.generatedAt.slice(0, 10);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="adverse-impact-${jobId ?? 'all-jobs'}-${day}.csv"`);
    return reply.csv ?? '';
  }
}
