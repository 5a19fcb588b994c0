import { Module, type DynamicModule } from '@nestjs/common';
import { OutboxModule } from '../outbox.module';
import { RecordingAccessService } from './recording-access.service';
import { RETENTION_CONFIG, type RetentionConfig } from './recording-retention.config';
import { RecordingRetention } from './recording-retention';
import { RecordingsController } from './recordings.controller';

/**
 * Interview recordings' accountability (issue 21, parts 6 and 7; docs/fairness.md): the access log
 * of every play and download, and the retention sweep that deletes recordings RECORDING_RETENTION_DAYS
 * after their job's deadline.
 */
@Module({})
export class RecordingsModule {
  static forRoot(retention: RetentionConfig): DynamicModule {
    return {
      module: RecordingsModule,
      imports: [OutboxModule],
      controllers: [RecordingsController],
      providers: [{ provide: RETENTION_CONFIG, useValue: retention }, RecordingAccessService, RecordingRetention],
      exports: [RecordingAccessService, RecordingRetention],
    };
  }
}
