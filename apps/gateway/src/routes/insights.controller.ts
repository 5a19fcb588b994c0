import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiRoutes, insightsQuerySchema, Patterns, type AdverseImpactReport, type TokenClaims } from '@hirewise/contracts';
import { ClientRegistry, parseOrThrow } from '@hirewise/server-kit';
import { callerOf, CurrentUser, Roles } from '../auth/auth.decorators';

/** Hiring insights for recruiters (issue 21, docs/fairness.md): aggregate reports over their own jobs. */
@Controller()
export class InsightsRoutesController {
  constructor(private readonly clients: ClientRegistry) {}

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
