import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { z } from 'zod';
import {
  ApiRoutes,
  isUuid,
  applicantsQuerySchema,
  ApplicationMessages,
  applySchema,
  bulkStatusSchema,
  JobMessages,
  paginationQuerySchema,
  Patterns,
  putRatingSchema,
  ratingQuerySchema,
  statusUpdateSchema,
  TOTAL_COUNT_HEADER,
  type Application,
  type ApplicationHistory,
  type BulkStatusReply,
  type MessageResponse,
  type Page,
  type RatingResponse,
  type TokenClaims,
} from '@hirewise/contracts';
import { ClientRegistry, DomainError, parseOrThrow, refuseNul } from '@hirewise/server-kit';
import { callerOf, CurrentUser, Roles } from '../auth/auth.decorators';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';

/** A bulk status change waits this many times RPC_TIMEOUT_MS for its answer. */
export const BULK_TIMEOUT_FACTOR = 4;

/**
 * Spec section 7's application and rating calls. The state machine, ownership and every other
 * rule live in the applications service; this checks roles and shapes only.
 */
@Controller()
export class ApplicationsRoutesController {
  /** Up to 100 transactions one after another (about 1 s on a test machine): more time than one change gets. */
  private readonly bulkTimeoutMs: number;

  constructor(
    private readonly clients: ClientRegistry,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.bulkTimeoutMs = BULK_TIMEOUT_FACTOR * config.RPC_TIMEOUT_MS;
  }

  /** 201 Created. A malformed job id names no job: 404, like an unknown one. */
  @Post(ApiRoutes.jobApplications)
  @Roles('applicant')
  apply(@CurrentUser() user: TokenClaims, @Param('id') jobId: string, @Body() body: unknown): Promise<MessageResponse> {
    if (!isUuid(jobId)) throw new DomainError('NOT_FOUND', JobMessages.notFound);
    const { sop } = parseOwnMessages(applySchema, body ?? {});
    return this.applications().send(Patterns.applications.apply, { caller: callerOf(user), jobId, sop });
  }

  /** The applicant's own applications; the total goes in X-Total-Count. */
  @Get(ApiRoutes.applications)
  @Roles('applicant')
  async listMine(@CurrentUser() user: TokenClaims, @Query() raw: unknown, @Res({ passthrough: true }) res: Response): Promise<Application[]> {
    const { page, limit } = parseOrThrow(paginationQuerySchema, raw);
    const result = await this.applications().send(Patterns.applications.listMine, { caller: callerOf(user), page, limit });
    return withTotal(res, result);
  }

  /** The client also sends dateOfJoining; the service stores its own time of the change. */
  @Put(ApiRoutes.application)
  @Roles('recruiter')
  updateStatus(@CurrentUser() user: TokenClaims, @Param('id') applicationId: string, @Body() body: unknown): Promise<MessageResponse> {
    if (!isUuid(applicationId)) throw new DomainError('NOT_FOUND', ApplicationMessages.notFound);
    const { status, reason, reviewConfirmed } = parseOrThrow(statusUpdateSchema, body);
    return this.applications().send(Patterns.applications.updateStatus, { caller: callerOf(user), applicationId, status, ...(reason ? { reason } : {}), ...(reviewConfirmed ? { reviewConfirmed } : {}) });
  }

  /**
   * Several applications shortlisted or rejected at once (issue 18): 200 with one result per id,
   * each changed or refused on its own by the service; a malformed body is 400 and sends nothing.
   */
  @Post(ApiRoutes.applicationsBulkStatus)
  @HttpCode(200)
  @Roles('recruiter')
  bulkStatus(@CurrentUser() user: TokenClaims, @Body() body: unknown): Promise<BulkStatusReply> {
    const { applicationIds, status, reason, reviewConfirmed } = parseOrThrow(bulkStatusSchema, body);
    return this.applications().send(Patterns.applications.bulkStatus, { caller: callerOf(user), applicationIds, status, ...(reason ? { reason } : {}), ...(reviewConfirmed ? { reviewConfirmed } : {}) }, this.bulkTimeoutMs);
  }

  /** The status history: the applicant's own application, or one of the recruiter's jobs (404 otherwise). */
  @Get(ApiRoutes.applicationHistory)
  history(@CurrentUser() user: TokenClaims, @Param('id') applicationId: string): Promise<ApplicationHistory> {
    if (!isUuid(applicationId)) throw new DomainError('NOT_FOUND', ApplicationMessages.notFound);
    return this.applications().send(Patterns.applications.history, { caller: callerOf(user), applicationId });
  }

  /** One job's applications (`jobId`) or, with status=accepted, the recruiter's employees. */
  @Get(ApiRoutes.applicants)
  @Roles('recruiter')
  async listApplicants(@CurrentUser() user: TokenClaims, @Query() raw: unknown, @Res({ passthrough: true }) res: Response): Promise<Application[]> {
    const query = parseOrThrow(applicantsQuerySchema, raw);
    const result = await this.applications().send(Patterns.applications.listApplicants, { caller: callerOf(user), query });
    return withTotal(res, result);
  }

  /** An applicant's rating of a job (id = jobId), or a recruiter's of an applicant (id = applicantId). */
  @Get(ApiRoutes.rating)
  getRating(@CurrentUser() user: TokenClaims, @Query() raw: unknown): Promise<RatingResponse> {
    const { id } = parseOrThrow(ratingQuerySchema, raw);
    return this.applications().send(Patterns.applications.getRating, { caller: callerOf(user), id });
  }

  @Put(ApiRoutes.rating)
  putRating(@CurrentUser() user: TokenClaims, @Body() body: unknown): Promise<MessageResponse> {
    const input = parseOrThrow(putRatingSchema, body);
    return this.applications().send(Patterns.applications.putRating, { caller: callerOf(user), ...input });
  }

  private applications() {
    return this.clients.get('applications');
  }
}


function withTotal(res: Response, { items, total }: Page<Application>): Application[] {
  res.setHeader(TOTAL_COUNT_HEADER, String(total));
  return items;
}

/**
 * The apply schema's messages name their field in words ('Statement of purpose must be at most
 * 250 words'); parseOrThrow would put the key in front ('sop: ...'). The issue's own text is kept.
 */
function parseOwnMessages<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return parseOrThrow(schema, value);
  const result = schema.safeParse(value);
  if (!result.success) throw new DomainError('VALIDATION_FAILED', result.error.issues[0]?.message ?? 'Invalid input');
  return refuseNul(result.data);
}
