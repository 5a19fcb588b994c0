import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { RecruitersModule } from '../recruiters/recruiters.module';
import { JobEventsConsumer } from './job-events.consumer';

/** What other services' events change here: accepted counts, job ratings, recruiter names and companies. */
@Module({
  imports: [JobsModule, RecruitersModule],
  providers: [JobEventsConsumer],
  exports: [],
})
export class JobEventsModule {}
