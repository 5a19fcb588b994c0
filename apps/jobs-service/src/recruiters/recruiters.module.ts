import { Module } from '@nestjs/common';
import { OutboxModule } from '../outbox.module';
import { RecruiterDirectory } from './recruiter-directory';
import { RecruiterRepository } from './recruiter.repository';

/** The recruiters this service knows (names on their jobs), filled from events or by asking auth. */
@Module({
  imports: [OutboxModule],
  providers: [RecruiterRepository, RecruiterDirectory],
  exports: [RecruiterRepository, RecruiterDirectory],
})
export class RecruitersModule {}
