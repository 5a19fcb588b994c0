import { Module } from '@nestjs/common';
import { MediaAuthModule } from '../auth/media-auth.module';
import { CleanupModule } from '../cleanup/cleanup.module';
import { PrivacyModule } from '../privacy/privacy.module';
import { UploadsModule } from '../uploads/uploads.module';
import { InterviewResultsController } from './interview-results.controller';
import { InterviewResultsService } from './interview-results.service';

/** POST /api/interview-results: the recording stored here, the result saved by the applications service. */
@Module({
  imports: [MediaAuthModule, UploadsModule, CleanupModule, PrivacyModule],
  controllers: [InterviewResultsController],
  providers: [InterviewResultsService],
})
export class InterviewResultsModule {}
