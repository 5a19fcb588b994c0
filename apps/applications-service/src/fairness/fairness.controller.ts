import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  Patterns,
  type AdverseImpactMessage,
  type AiAuditMessage,
  type FunnelMessage,
  type GetSelfIdentificationMessage,
  type HumanInterviewHandledMessage,
  type HumanInterviewRequestMessage,
  type PutSelfIdentificationMessage,
} from '@hirewise/contracts';
import { AiAuditService } from './ai-audit.service';
import { HumanInterviewService } from './human-interview.service';
import { InsightsService } from './insights.service';
import { SelfIdentificationService } from './self-identification.service';

@Controller()
export class FairnessController {
  constructor(
    private readonly selfIds: SelfIdentificationService,
    private readonly insights: InsightsService,
    private readonly humanInterviews: HumanInterviewService,
    private readonly audits: AiAuditService,
  ) {}

  @MessagePattern(Patterns.applications.getSelfIdentification)
  getSelfIdentification(@Payload() message: GetSelfIdentificationMessage) {
    return this.selfIds.get(message.caller);
  }

  @MessagePattern(Patterns.applications.putSelfIdentification)
  putSelfIdentification(@Payload() message: PutSelfIdentificationMessage) {
    return this.selfIds.put(message);
  }

  @MessagePattern(Patterns.applications.adverseImpact)
  adverseImpact(@Payload() message: AdverseImpactMessage) {
    return this.insights.adverseImpact(message);
  }

  @MessagePattern(Patterns.applications.funnel)
  funnel(@Payload() message: FunnelMessage) {
    return this.insights.funnel(message);
  }

  @MessagePattern(Patterns.applications.requestHumanInterview)
  requestHumanInterview(@Payload() message: HumanInterviewRequestMessage) {
    return this.humanInterviews.request(message);
  }

  @MessagePattern(Patterns.applications.handleHumanInterview)
  handleHumanInterview(@Payload() message: HumanInterviewHandledMessage) {
    return this.humanInterviews.markHandled(message);
  }

  @MessagePattern(Patterns.applications.aiAudit)
  aiAudit(@Payload() message: AiAuditMessage) {
    return this.audits.export(message);
  }
}
