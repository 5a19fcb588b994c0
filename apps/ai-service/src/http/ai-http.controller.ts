import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { AiPaths } from '@hirewise/contracts';
import { AgentsService } from '../agents/agents.service';
import { AiCallerGuard } from './ai-caller.guard';
import { AllowRoles } from './bearer.guard';

/**
 * The AI service's own HTTP API (spec: "{AI service}/api/..."), proxied by the gateway under /ai for
 * users (bearer JWT) and called directly by service clients (X-API-Key): AiCallerGuard.
 */
@Controller()
@UseGuards(AiCallerGuard)
export class AiHttpController {
  constructor(private readonly agents: AgentsService) {}

  @Post(AiPaths.interviewQuestion)
  @HttpCode(200)
  interviewQuestion(@Body() body: unknown) {
    return this.agents.interviewQuestion(body);
  }

  @Post(AiPaths.evaluateAnswer)
  @HttpCode(200)
  evaluateAnswer(@Body() body: unknown) {
    return this.agents.evaluateAnswer(body);
  }

  @Post(AiPaths.learningPath)
  @HttpCode(200)
  learningPath(@Body() body: unknown) {
    return this.agents.learningPath(body);
  }

  /** The Recruiter Agent and the suggestion dialog: recruiters only (and service clients). */
  @Post(AiPaths.suggestCandidate)
  @HttpCode(200)
  @AllowRoles('recruiter')
  suggestCandidate(@Body() body: unknown) {
    return this.agents.suggestCandidate(body);
  }

  @Post(AiPaths.createResume)
  @HttpCode(200)
  createResume(@Body() body: unknown) {
    return this.agents.createResume(body);
  }
}
