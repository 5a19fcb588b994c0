import { Module } from '@nestjs/common';
import { MediaAuthModule } from '../auth/media-auth.module';
import { FilesModule } from '../files/files.module';
import { InterviewStreamController } from './interview-stream.controller';
import { StreamCallerGuard } from './stream-caller.guard';
import { StreamLinkService } from './stream-link.service';

/** Interview video streams: with the bearer header or a signed short-lived link, Range answered. */
@Module({
  imports: [MediaAuthModule, FilesModule],
  controllers: [InterviewStreamController],
  providers: [StreamLinkService, StreamCallerGuard],
})
export class StreamsModule {}
