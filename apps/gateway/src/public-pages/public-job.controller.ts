import { Controller, Get, Param, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { ApiRoutes, JobMessages, type Job } from '@hirewise/contracts';
import { DomainError } from '@hirewise/server-kit';
import { Public } from '../auth/auth.decorators';
import { PublicRateLimitGuard } from '../http-hardening/public-rate-limit';
import { PublicJobs } from './public-jobs';

/** GET /api/public/jobs/:id: one open job for anyone (the job page's data when the web app navigates to it). */
@Controller()
@Public()
@UseGuards(PublicRateLimitGuard)
export class PublicJobController {
  constructor(private readonly jobs: PublicJobs) {}

  /** 404 "Job not found" for an unknown, malformed or expired id, the same as for a deleted job. Cacheable a short time. */
  @Get(ApiRoutes.publicJob)
  async get(@Param('id') id: string, @Res({ passthrough: true }) res: Response): Promise<Job> {
    const job = await this.jobs.open(id);
    if (!job) throw new DomainError('JOB_NOT_FOUND', JobMessages.notFound);
    const seconds = this.jobs.cacheSeconds;
    res.setHeader('Cache-Control', seconds > 0 ? `public, max-age=${seconds}` : 'no-cache');
    return job;
  }
}
