import { Module } from '@nestjs/common';
import { OutboxModule } from '../outbox.module';
import { ProjectionsModule } from '../projections/projections.module';
import { ApplicationListService } from './application-list.service';
import { ApplicationQueries } from './application.queries';
import { ApplicationRepository } from './application.repository';
import { ApplicationsController } from './applications.controller';
import { ApplyService } from './apply.service';
import { JobDeletedConsumer } from './job-deleted.consumer';
import { JobLimitsService } from './job-limits.service';
import { ApplicationHistoryService } from './application-history.service';
import { StatusRecorder } from './status-recorder';
import { StatusService } from './status.service';

/** Apply, status changes, the applicant's and the recruiter's lists, a job's limits, job.deleted. */
@Module({
  imports: [OutboxModule, ProjectionsModule],
  controllers: [ApplicationsController],
  providers: [ApplicationRepository, ApplicationQueries, ApplicationListService, ApplyService, StatusRecorder, StatusService, JobLimitsService, JobDeletedConsumer, ApplicationHistoryService],
  exports: [ApplicationRepository, ApplicationListService, StatusRecorder],
})
export class ApplicationsModule {}
