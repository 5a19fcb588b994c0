import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  Patterns,
  type CompleteInterviewMessage,
  type DeleteInterviewVideoMessage,
  type FileAccessMessage,
  type GetInterviewResultMessage,
  type ListInterviewResultsMessage,
  type SaveInterviewResultMessage,
} from '@hirewise/contracts';
import { InterviewService } from './interview.service';

@Controller()
export class InterviewsController {
  constructor(private readonly interviews: InterviewService) {}

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
