import { Module } from '@nestjs/common';
import { OutboxModule } from '../outbox.module';
import { RecruitersModule } from '../recruiters/recruiters.module';
import { JobRepository } from './job.repository';
import { JobsController } from './jobs.controller';
import { JobsService } from './jobs.service';

/** Posting, changing, deleting and searching jobs; job events go out through the outbox. */
@Module({
  imports: [OutboxModule, RecruitersModule],
  controllers: [JobsController],
  providers: [JobRepository, JobsService],
  exports: [JobRepository],
})
export class JobsModule {}
