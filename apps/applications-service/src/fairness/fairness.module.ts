import { Module } from '@nestjs/common';
import { ProjectionsModule } from '../projections/projections.module';
import { FairnessController } from './fairness.controller';
import { InsightsService } from './insights.service';
import { SelfIdentificationService } from './self-identification.service';

/** Fair and accountable AI hiring (issue 21, docs/fairness.md): voluntary self-identification and the adverse-impact report. */
@Module({
  imports: [ProjectionsModule],
  controllers: [FairnessController],
  providers: [SelfIdentificationService, InsightsService],
  exports: [SelfIdentificationService],
})
export class FairnessModule {}
