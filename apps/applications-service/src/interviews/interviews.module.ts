import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { OutboxModule } from '../outbox.module';
import { ProjectionsModule } from '../projections/projections.module';
import { InterviewAccess } from './interview-access';
import { InterviewAi } from './interview-ai';
import { InterviewSessionService } from './interview-session.service';
import { InterviewService } from './interview.service';
import { InterviewsController } from './interviews.controller';

/** The interview the server runs (questions drawn and answers evaluated by the AI service), results, review, recordings. */
@Module({
  imports: [OutboxModule, ProjectionsModule, ApplicationsModule],
  controllers: [InterviewsController],
  providers: [InterviewAccess, InterviewAi, InterviewSessionService, InterviewService],
  exports: [InterviewService, InterviewAccess],
})
export class InterviewsModule {}
