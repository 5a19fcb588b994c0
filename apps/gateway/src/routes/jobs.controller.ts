import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  ApiRoutes,
  createJobSchema,
  jobsQuerySchema,
  Patterns,
  TOTAL_COUNT_HEADER,
  updateJobSchema,
  type Job,
  type MessageResponse,
  type TokenClaims,
} from '@hirewise/contracts';
import { ClientRegistry, parseOrThrow } from '@hirewise/server-kit';
import { callerOf, CurrentUser, Roles } from '../auth/auth.decorators';
import { SearchCache, weakEtag, type CachedPage } from '../search-cache/search-cache';

/** Spec section 7's /api/jobs calls. Ownership and the other rules live in the jobs service. */
@Controller()
export class JobsRoutesController {
  constructor(
    private readonly clients: ClientRegistry,
    private readonly cache: SearchCache,
  ) {}

  /**
   * Any signed-in user; `myjobs=1` (recruiters) lists the caller's own. The page total goes in
   * X-Total-Count. Public pages go through the search micro-cache (search-cache/search-cache.ts).
   */
  @Get(ApiRoutes.jobs)
  async search(@CurrentUser() user: TokenClaims, @Query() raw: unknown, @Res() res: Response): Promise<void> {
    const query = parseOrThrow(jobsQuerySchema, raw);
    const load = async (): Promise<CachedPage> => {
      const { items, total } = await this.jobs().send(Patterns.jobs.search, { caller: callerOf(user), query });
      const body = Buffer.from(JSON.stringify(items satisfies Job[]), 'utf8');
      return { body, total, etag: weakEtag(body) };
    };
    const page = query.myjobs ? await load() : await this.cache.get(JSON.stringify(query), load);
    res.setHeader(TOTAL_COUNT_HEADER, String(page.total));
    res.setHeader('ETag', page.etag);
    res.type('application/json').send(page.body);
  }

  @Get(ApiRoutes.job)
  get(@Param('id') jobId: string): Promise<Job> {
    return this.jobs().send(Patterns.jobs.get, { jobId });
  }

  /** 201 Created with the new job's id. */
  @Post(ApiRoutes.jobs)
  @Roles('recruiter')
  create(@CurrentUser() user: TokenClaims, @Body() body: unknown): Promise<MessageResponse & { _id: string }> {
    const job = parseOrThrow(createJobSchema, body);
    return this.jobs().send(Patterns.jobs.create, { caller: callerOf(user), job });
  }

  /** The client sends the whole job back; only the editable fields are taken. */
  @Put(ApiRoutes.job)
  @Roles('recruiter')
  update(@CurrentUser() user: TokenClaims, @Param('id') jobId: string, @Body() body: unknown): Promise<MessageResponse> {
    const changes = parseOrThrow(updateJobSchema, body);
    return this.jobs().send(Patterns.jobs.update, { caller: callerOf(user), jobId, changes });
  }

  @Delete(ApiRoutes.job)
  @Roles('recruiter')
  delete(@CurrentUser() user: TokenClaims, @Param('id') jobId: string): Promise<MessageResponse> {
    return this.jobs().send(Patterns.jobs.delete, { caller: callerOf(user), jobId });
  }

  private jobs() {
    return this.clients.get('jobs');
  }
}

