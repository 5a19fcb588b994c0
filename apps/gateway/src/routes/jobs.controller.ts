import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  ApiRoutes,
  createJobSchema,
  jobFacetsQuerySchema,
  jobsQuerySchema,
  jobSuggestQuerySchema,
  NEXT_CURSOR_HEADER,
  Patterns,
  TOTAL_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
  updateJobSchema,
  type Job,
  type JobFacets,
  type JobSuggestions,
  type MessageResponse,
  type TokenClaims,
} from '@hirewise/contracts';
import { ClientRegistry, parseOrThrow } from '@hirewise/server-kit';
import { callerOf, CurrentUser, Roles } from '../auth/auth.decorators';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { publicBaseUrl } from '../public-pages/public-base-url';
import { jsonAnswer, SearchCache, SuggestCache, weakEtag, type CachedAnswer, type CachedPage } from '../search-cache/search-cache';
import { nextPageLink } from './next-page-link';

/** Spec section 7's /api/jobs calls, plus issue 19's type-ahead and facets. Ownership and the other rules live in the jobs service. */
@Controller()
export class JobsRoutesController {
  constructor(
    private readonly clients: ClientRegistry,
    private readonly cache: SearchCache,
    private readonly suggestions: SuggestCache,
    @Inject(GATEWAY_CONFIG) private readonly config: Pick<GatewayConfig, 'PUBLIC_BASE_URL'>,
  ) {}

  /**
   * Any signed-in user; `myjobs=1` (recruiters) lists the caller's own. The page total goes in
   * X-Total-Count (a lower bound when X-Total-Count-Capped is true), the next page's cursor in
   * X-Next-Cursor and a Link rel="next". Public pages go through the search micro-cache
   * (search-cache/search-cache.ts).
   */
  @Get(ApiRoutes.jobs)
  async search(@CurrentUser() user: TokenClaims, @Query() raw: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    const query = parseOrThrow(jobsQuerySchema, raw);
    const load = async (): Promise<CachedPage> => {
      const list = await this.jobs().send(Patterns.jobs.search, { caller: callerOf(user), query });
      const body = Buffer.from(JSON.stringify(list.items satisfies Job[]), 'utf8');
      // `=== true` and the string check: a jobs service from before issue 19 sends neither.
      return { body, etag: weakEtag(body), total: list.total, totalCapped: list.totalCapped === true, ...(typeof list.nextCursor === 'string' && list.nextCursor ? { nextCursor: list.nextCursor } : {}) };
    };
    const page = query.myjobs ? await load() : await this.cache.get(`search:${JSON.stringify(query)}`, load);
    res.setHeader(TOTAL_COUNT_HEADER, String(page.total));
    if (page.totalCapped) res.setHeader(TOTAL_CAPPED_HEADER, 'true');
    if (page.nextCursor) {
      res.setHeader(NEXT_CURSOR_HEADER, page.nextCursor);
      res.setHeader('Link', `<${nextPageLink(publicBaseUrl(req, this.config.PUBLIC_BASE_URL) ?? '', ApiRoutes.jobs, req.originalUrl, page.nextCursor)}>; rel="next"`);
    }
    res.setHeader('ETag', page.etag);
    res.type('application/json').send(page.body);
  }

  /** Type-ahead (issue 19): declared before `:id` so Express does not take "suggest" for a job id. Shared through the type-ahead cache. */
  @Get(ApiRoutes.jobsSuggest)
  async suggest(@CurrentUser() user: TokenClaims, @Query() raw: unknown, @Res() res: Response): Promise<void> {
    const query = parseOrThrow(jobSuggestQuerySchema, raw);
    const answer = await this.suggestions.get(JSON.stringify(query), async () =>
      jsonAnswer((await this.jobs().send(Patterns.jobs.suggest, { caller: callerOf(user), query })) satisfies JobSuggestions),
    );
    send(res, answer);
  }

  /** Facet counts with the list's filters (issue 19); before `:id` like suggest. Shared through the search cache. */
  @Get(ApiRoutes.jobsFacets)
  async facets(@CurrentUser() user: TokenClaims, @Query() raw: unknown, @Res() res: Response): Promise<void> {
    const query = parseOrThrow(jobFacetsQuerySchema, raw);
    const answer = await this.cache.get(`facets:${JSON.stringify(query)}`, async () =>
      jsonAnswer((await this.jobs().send(Patterns.jobs.facets, { caller: callerOf(user), query })) satisfies JobFacets),
    );
    send(res, answer);
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

function send(res: Response, answer: CachedAnswer): void {
  res.setHeader('ETag', answer.etag);
  res.type('application/json').send(answer.body);
}
