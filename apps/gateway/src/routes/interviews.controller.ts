import { Body, Controller, Delete, Get, Param, Put } from '@nestjs/common';
import {
  ApplicationMessages,
  interviewCompleteSchema,
  isUuid,
  Patterns,
  type CompleteInterviewMessage,
  type DeleteInterviewVideoMessage,
  type GetInterviewResultMessage,
  type InterviewResultReply,
  type InterviewResultsListReply,
  type ListInterviewResultsMessage,
  type MessageResponse,
  type TokenClaims,
} from '@hirewise/contracts';
import { ClientRegistry, DomainError, parseOrThrow } from '@hirewise/server-kit';
import { callerOf, CurrentUser, Roles } from '../auth/auth.decorators';

/**
 * Spec section 7's interview calls kept by the applications service. The submission itself
 * (`POST /api/interview-results`, multipart with the video) goes to the media service by proxy.
 */
@Controller('api')
export class InterviewsRoutesController {
  constructor(private readonly clients: ClientRegistry) {}

  @Put('applications/:id/interview-complete')
  @Roles('applicant')
  complete(@CurrentUser() user: TokenClaims, @Param('id') applicationId: string, @Body() body: unknown): Promise<MessageResponse> {
    requireId(applicationId);
    const checked = parseOrThrow(interviewCompleteSchema, body);
    return this.applications().send<MessageResponse, CompleteInterviewMessage>(Patterns.applications.completeInterview, {
      caller: callerOf(user),
      applicationId,
      body: checked,
    });
  }

  /** The applicant of the application and the job's recruiter only. */
  @Get('applications/:id/interview-results')
  result(@CurrentUser() user: TokenClaims, @Param('id') applicationId: string): Promise<InterviewResultReply> {
    requireId(applicationId);
    return this.applications().send<InterviewResultReply, GetInterviewResultMessage>(Patterns.applications.getInterviewResult, {
      caller: callerOf(user),
      applicationId,
    });
  }

  /** The applicant has their interview recording deleted; the scores stay (docs/privacy.md). */
  @Delete('applications/:id/interview-results/video')
  @Roles('applicant')
  deleteVideo(@CurrentUser() user: TokenClaims, @Param('id') applicationId: string): Promise<MessageResponse> {
    requireId(applicationId);
    return this.applications().send<MessageResponse, DeleteInterviewVideoMessage>(Patterns.applications.deleteInterviewVideo, {
      caller: callerOf(user),
      applicationId,
    });
  }

  /** An applicant's own results, or those for a recruiter's jobs. */
  @Get('interview-results')
  list(@CurrentUser() user: TokenClaims): Promise<InterviewResultsListReply> {
    return this.applications().send<InterviewResultsListReply, ListInterviewResultsMessage>(Patterns.applications.listInterviewResults, {
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
