import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Patterns, type AdverseImpactMessage, type FunnelMessage, type GetSelfIdentificationMessage, type PutSelfIdentificationMessage } from '@hirewise/contracts';
import { InsightsService } from './insights.service';
import { SelfIdentificationService } from './self-identification.service';

@Controller()
export class FairnessController {
  constructor(
    private readonly selfIds: SelfIdentificationService,
    private readonly insights: InsightsService,
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
}
