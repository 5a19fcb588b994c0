import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import {
  ApiRoutes,
  ApplicationMessages,
  interviewAnswerSchema,
  interviewCompleteSchema,
  interviewReviewSchema,
  isUuid,
  Patterns,
  type InterviewAnswerView,
  type InterviewCompleteReply,
  type InterviewQuestionView,
  type InterviewReviewReply,
  type InterviewResultReply,
  type InterviewResultsListReply,
  type MessageResponse,
  type TokenClaims,
} from '@hirewise/contracts';
import { ClientRegistry, DomainError, parseOrThrow } from '@hirewise/server-kit';
import { callerOf, CurrentUser, Roles } from '../auth/auth.decorators';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { AI_TIMEOUT_MARGIN_MS } from './ai.controller';

/**
 * Spec section 7's interview calls kept by the applications service, and the interview it runs
 * (issue 15: questions drawn and answers evaluated by the server, the recruiter's review). The
 * submission itself (`POST /api/interview-results`, multipart with the video) goes to the media
 * service by proxy.
 */
@Controller()
export class InterviewsRoutesController {
  /** The applications service asks the AI service, which may spend AI_TIMEOUT_MS on the LLM: wait for both. */
  private readonly sessionTimeoutMs: number;

  constructor(
    private readonly clients: ClientRegistry,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.sessionTimeoutMs = config.AI_TIMEOUT_MS + 2 * AI_TIMEOUT_MARGIN_MS;
  }

  /** The interview's current question (drawn by the server on first ask), without its expected answer. */
  @Post(ApiRoutes.interviewQuestions)
  @HttpCode(200)
  @Roles('applicant')
  nextQuestion(@CurrentUser() user: TokenClaims, @Param('id') applicationId: string): Promise<InterviewQuestionView> {
    requireId(applicationId);
    return this.applications().send(
      Patterns.applications.nextInterviewQuestion,
      { caller: callerOf(user), applicationId },
      this.sessionTimeoutMs,
    );
  }

  /** An answer to an asked question, evaluated and stored by the server; 201 with its score and feedback. */
  @Post(ApiRoutes.interviewAnswers)
  @Roles('applicant')
  answer(@CurrentUser() user: TokenClaims, @Param('id') applicationId: string, @Body() body: unknown): Promise<InterviewAnswerView> {
    requireId(applicationId);
    const checked = parseOrThrow(interviewAnswerSchema, body);
    return this.applications().send(
      Patterns.applications.answerInterviewQuestion,
      { caller: callerOf(user), applicationId, body: checked },
      this.sessionTimeoutMs,
    );
  }

  /** The job's recruiter marks the results reviewed, optionally overriding the overall score with a reason. */
  @Put(ApiRoutes.interviewReview)
  @Roles('recruiter')
  review(@CurrentUser() user: TokenClaims, @Param('id') applicationId: string, @Body() body: unknown): Promise<InterviewReviewReply> {
    requireId(applicationId);
    const checked = parseOrThrow(interviewReviewSchema, body);
    return this.applications().send(Patterns.applications.reviewInterviewResult, {
      caller: callerOf(user),
      applicationId,
      body: checked,
    });
  }

  /** Marks completion only (issue 15): the score is the one the server computed; `interviewScore` is ignored. */
  @Put(ApiRoutes.interviewComplete)
  @Roles('applicant')
  complete(@CurrentUser() user: TokenClaims, @Param('id') applicationId: string, @Body() body: unknown): Promise<InterviewCompleteReply> {
    requireId(applicationId);
    const checked = parseOrThrow(interviewCompleteSchema, body);
    return this.applications().send(Patterns.applications.completeInterview, {
      caller: callerOf(user),
      applicationId,
      body: checked,
    });
  }

  /** The applicant of the application and the job's recruiter only. */
  @Get(ApiRoutes.interviewResult)
  result(@CurrentUser() user: TokenClaims, @Param('id') applicationId: string): Promise<InterviewResultReply> {
    requireId(applicationId);
    return this.applications().send(Patterns.applications.getInterviewResult, {
      caller: callerOf(user),
      applicationId,
    });
  }

  /** The applicant has their interview recording deleted; the scores stay (docs/privacy.md). */
  @Delete(ApiRoutes.interviewVideo)
  @Roles('applicant')
  deleteVideo(@CurrentUser() user: TokenClaims, @Param('id') applicationId: string): Promise<MessageResponse> {
    requireId(applicationId);
    return this.applications().send(Patterns.applications.deleteInterviewVideo, {
      caller: callerOf(user),
      applicationId,
    });
  }

  /** An applicant's own results, or those for a recruiter's jobs. */
  @Get(ApiRoutes.interviewResults)
  list(@CurrentUser() user: TokenClaims): Promise<InterviewResultsListReply> {
    return this.applications().send(Patterns.applications.listInterviewResults, {
      caller: callerOf(user),
    });
  }

  private applications() {
    return this.clients.get('applications');
  }
}

function requireId(applicationId: string): void {
  if (!isUuid(applicationId)) throw new DomainError('NOT_FOUND', ApplicationMessages.notFound);
}
