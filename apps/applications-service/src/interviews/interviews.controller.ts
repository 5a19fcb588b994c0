import { Controller, type OnModuleInit } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  Events,
  interviewAnswerSchema,
  interviewReviewSchema,
  Patterns,
  type AnswerInterviewQuestionMessage,
  type CompleteInterviewMessage,
  type DeleteInterviewVideoMessage,
  type FileAccessMessage,
  type GetInterviewResultMessage,
  type ListInterviewResultsMessage,
  type NextInterviewQuestionMessage,
  type ReviewInterviewMessage,
  type SaveInterviewResultMessage,
} from '@hirewise/contracts';
import { EventRegistry, parseOrThrow } from '@hirewise/server-kit';
import { InterviewSessionService } from './interview-session.service';
import { InterviewService } from './interview.service';

@Controller()
export class InterviewsController implements OnModuleInit {
  constructor(
    private readonly interviews: InterviewService,
    private readonly sessions: InterviewSessionService,
    private readonly registry: EventRegistry,
  ) {}

  /** A deleted applicant's unfinished interviews (their answers) go too; privacy.service.ts erases the results. */
  onModuleInit(): void {
    this.registry.on(Events.userDeleted, async ({ payload }) => {
      if (payload.type === 'applicant') await this.sessions.eraseApplicant(payload.userId);
    });
  }

  @MessagePattern(Patterns.applications.nextInterviewQuestion)
  nextQuestion(@Payload() { caller, applicationId }: NextInterviewQuestionMessage) {
    return this.sessions.nextQuestion(caller, applicationId);
  }

  /** The body is checked again here: the broker is not a trust boundary for what gets evaluated and stored. */
  @MessagePattern(Patterns.applications.answerInterviewQuestion)
  async answer(@Payload() { caller, applicationId, body }: AnswerInterviewQuestionMessage) {
    return this.sessions.answer(caller, applicationId, parseOrThrow(interviewAnswerSchema, body));
  }

  @MessagePattern(Patterns.applications.reviewInterviewResult)
  async review(@Payload() { caller, applicationId, body }: ReviewInterviewMessage) {
    return this.interviews.review(caller, applicationId, parseOrThrow(interviewReviewSchema, body));
  }

  @MessagePattern(Patterns.applications.saveInterviewResult)
  save(@Payload() message: SaveInterviewResultMessage) {
    return this.interviews.save(message);
  }

  @MessagePattern(Patterns.applications.completeInterview)
  complete(@Payload() { caller, applicationId, body }: CompleteInterviewMessage) {
    return this.interviews.complete(caller, applicationId, body);
  }

  @MessagePattern(Patterns.applications.getInterviewResult)
  get(@Payload() { caller, applicationId }: GetInterviewResultMessage) {
    return this.interviews.resultOf(caller, applicationId);
  }

  @MessagePattern(Patterns.applications.listInterviewResults)
  list(@Payload() { caller }: ListInterviewResultsMessage) {
    return this.interviews.list(caller);
  }

  @MessagePattern(Patterns.applications.deleteInterviewVideo)
  deleteVideo(@Payload() message: DeleteInterviewVideoMessage) {
    return this.interviews.deleteVideo(message);
  }

  @MessagePattern(Patterns.applications.fileAccess)
  fileAccess(@Payload() message: FileAccessMessage) {
    return this.interviews.fileAccess(message);
  }
}
