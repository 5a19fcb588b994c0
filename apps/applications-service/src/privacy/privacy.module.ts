import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { FairnessModule } from '../fairness/fairness.module';
import { InterviewsModule } from '../interviews/interviews.module';
import { ProjectionsModule } from '../projections/projections.module';
import { PrivacyController } from './privacy.controller';
import { PrivacyService } from './privacy.service';

/** An applicant's data export, and user.deleted: cancel, erase, anonymize. */
@Module({
  imports: [ApplicationsModule, ProjectionsModule, InterviewsModule, FairnessModule],
  controllers: [PrivacyController],
  providers: [PrivacyService],
  exports: [],
})
export class PrivacyModule {}
