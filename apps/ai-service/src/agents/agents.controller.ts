import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Patterns } from '@hirewise/contracts';
import { AgentsService } from './agents.service';

/** The agents over the transport (TCP or RabbitMQ), called by the gateway's /api routes. */
@Controller()
export class AgentsController {
  constructor(private readonly agents: AgentsService) {}

  @MessagePattern(Patterns.ai.interviewQuestion)
  interviewQuestion(@Payload() payload: unknown) {
    return this.agents.interviewQuestion(payload);
  }

  @MessagePattern(Patterns.ai.evaluateAnswer)
  evaluateAnswer(@Payload() payload: unknown) {
    return this.agents.evaluateAnswer(payload);
  }

  @MessagePattern(Patterns.ai.learningPath)
  learningPath(@Payload() payload: unknown) {
    return this.agents.learningPath(payload);
  }

  @MessagePattern(Patterns.ai.suggestCandidate)
  suggestCandidate(@Payload() payload: unknown) {
    return this.agents.suggestCandidate(payload);
  }

  @MessagePattern(Patterns.ai.createResume)
  createResume(@Payload() payload: unknown) {
    return this.agents.createResume(payload);
  }
}
