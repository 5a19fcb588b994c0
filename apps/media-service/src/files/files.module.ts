import { Module } from '@nestjs/common';
import { MediaAuthModule } from '../auth/media-auth.module';
import { DownloadService } from './download.service';
import { FileAccessService } from './file-access.service';
import { FileRemover } from './file-remover';
import { FileRepository } from './file.repository';
import { MediaFilesController } from './media-files.controller';
import { RecordingAccessLog } from './recording-access-log';

/** Stored files: their rows, who may read them, downloads (Range included), removal, and the log of who played or downloaded a recording. */
@Module({
  imports: [MediaAuthModule],
  controllers: [MediaFilesController],
  providers: [FileRepository, FileAccessService, DownloadService, FileRemover, RecordingAccessLog],
  exports: [FileRepository, DownloadService, FileRemover, RecordingAccessLog],
})
export class FilesModule {}
