import { Module } from '@nestjs/common';
import { MediaAuthModule } from '../auth/media-auth.module';
import { FilesModule } from '../files/files.module';
import { PrivacyModule } from '../privacy/privacy.module';
import { QuotasModule } from '../quotas/quotas.module';
import { SeekableRecordings } from './seekable-webm';
import { UploadService } from './upload.service';
import { UploadsController } from './uploads.controller';

/** Uploads: multipart streamed to the store, type by content, size limit and quota, interview videos made seekable; resumes and photos on their paths. */
@Module({
  imports: [MediaAuthModule, FilesModule, QuotasModule, PrivacyModule],
  controllers: [UploadsController],
  providers: [UploadService, SeekableRecordings],
  exports: [UploadService],
})
export class UploadsModule {}
