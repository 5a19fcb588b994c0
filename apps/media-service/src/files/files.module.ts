import { Module } from '@nestjs/common';
import { MediaAuthModule } from '../auth/media-auth.module';
import { DownloadService } from './download.service';
import { FileAccessService } from './file-access.service';
import { FileRemover } from './file-remover';
import { FileRepository } from './file.repository';
import { MediaFilesController } from './media-files.controller';

/** Stored files: their rows, who may read them, downloads (Range included) and removal. */
@Module({
  imports: [MediaAuthModule],
  controllers: [MediaFilesController],
  providers: [FileRepository, FileAccessService, DownloadService, FileRemover],
  exports: [FileRepository, DownloadService, FileRemover],
})
export class FilesModule {}
