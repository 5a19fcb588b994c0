import { Module, type DynamicModule } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { DatabaseModule, jwtOptions, KitModule, type ModuleBuilder } from '@hirewise/server-kit';
import { MediaAuthGuard } from './auth/media-auth.guard';
import { FileHolds } from './cleanup/file-holds.service';
import { FileOwnershipController } from './cleanup/file-ownership.controller';
import { FileSweeper } from './cleanup/file-sweeper';
import { ProfileHoldsConsumer } from './cleanup/profile-holds.consumer';
import { loadMediaConfig, MEDIA_CONFIG } from './config/media.config';
import { DownloadService } from './files/download.service';
import { FileAccessService } from './files/file-access.service';
import { FileRepository } from './files/file.repository';
import { MediaFilesController } from './files/media-files.controller';
import { InterviewResultsController } from './interview/interview-results.controller';
import { InterviewResultsService } from './interview/interview-results.service';
import { MIGRATIONS_DIR } from './paths';
import { OwnerFilesController } from './privacy/owner-files.controller';
import { OwnerFilesService } from './privacy/owner-files.service';
import { DeletedOwners } from './privacy/deleted-owners';
import * as schema from './schema';
import { InterviewStreamController } from './streams/interview-stream.controller';
import { StreamCallerGuard } from './streams/stream-caller.guard';
import { StreamLinkService } from './streams/stream-link.service';
import { StorageModule } from './storage/storage.module';
import { UploadQuotaService } from './quotas/upload-quota.service';
import { UploadService } from './uploads/upload.service';

@Module({})
export class MediaAppModule {}

/** The media module for an environment (validated here, so a bad STORAGE or S3 value stops the start). */
export function mediaModuleFor(env: NodeJS.ProcessEnv): ModuleBuilder {
  return (config, logger): DynamicModule => {
    const media = loadMediaConfig(config, env);
    return {
      module: MediaAppModule,
      imports: [
        KitModule.forService({ config, logger }),
        DatabaseModule.forRoot({ schema, migrationsFolder: MIGRATIONS_DIR }),
        StorageModule.forRoot(media.storage),
        JwtModule.register(jwtOptions(config.JWT_SECRET)),
      ],
      controllers: [MediaFilesController, InterviewStreamController, InterviewResultsController, OwnerFilesController, FileOwnershipController],
      providers: [
        { provide: MEDIA_CONFIG, useValue: media },
        MediaAuthGuard,
        StreamCallerGuard,
        StreamLinkService,
        FileRepository,
        FileAccessService,
        UploadService,
        DownloadService,
        InterviewResultsService,
        OwnerFilesService,
        DeletedOwners,
        UploadQuotaService,
        FileHolds,
        ProfileHoldsConsumer,
        FileSweeper,
      ],
    };
  };
}

export const buildMediaModule: ModuleBuilder = (config, logger) => mediaModuleFor(process.env)(config, logger);
