import { Module } from '@nestjs/common';
import { InterviewsModule } from '../interviews/interviews.module';
import { ProjectionsModule } from '../projections/projections.module';
import { AiAuditService } from './ai-audit.service';
import { HumanInterviewService } from './human-interview.service';
import { FairnessController } from './fairness.controller';
import { InsightsService } from './insights.service';
import { SelfIdentificationService } from './self-identification.service';

/**
 * Fair and accountable AI hiring (issue 21, docs/fairness.md): voluntary self-identification, the
 * insights and adverse-impact reports, human-interview requests and the AI audit export.
 */
@Module({
  imports: [ProjectionsModule, InterviewsModule],
  controllers: [FairnessController],
  providers: [SelfIdentificationService, InsightsService, HumanInterviewService, AiAuditService],
  exports: [SelfIdentificationService],
})
export class FairnessModule {}
