import { Module, type DynamicModule } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { DatabaseModule, jwtOptions, KitModule, type ModuleBuilder } from '@hirewise/server-kit';
import { CleanupModule } from './cleanup/cleanup.module';
import { MediaConfigModule } from './config/media-config.module';
import { loadMediaConfig } from './config/media.config';
import { FilesModule } from './files/files.module';
import { InterviewResultsModule } from './interview/interview-results.module';
import { MIGRATIONS_DIR } from './paths';
import { PrivacyModule } from './privacy/privacy.module';
import { QuotasModule } from './quotas/quotas.module';
import * as schema from './schema';
import { StorageModule } from './storage/storage.module';
import { StreamsModule } from './streams/streams.module';
import { UploadsModule } from './uploads/uploads.module';

@Module({})
export class MediaAppModule {}

/**
 * The media module for an environment (validated here, so a bad STORAGE or S3 value stops the start):
 * the kit, the database, the media settings, the file store and the token verifier, all global,
 * then one module per feature (docs/architecture.md, "Services: one module per feature").
 */
export function mediaModuleFor(env: NodeJS.ProcessEnv): ModuleBuilder {
  return (config, logger): DynamicModule => {
    const media = loadMediaConfig(config, env);
    return {
      module: MediaAppModule,
      imports: [
        KitModule.forService({ config, logger }),
        DatabaseModule.forRoot({ schema, migrationsFolder: MIGRATIONS_DIR }),
        MediaConfigModule.forRoot(media),
        StorageModule.forRoot(media.storage),
        JwtModule.register({ ...jwtOptions(config.JWT_SECRET), global: true }),
        FilesModule,
        QuotasModule,
        PrivacyModule,
        UploadsModule,
        CleanupModule,
        InterviewResultsModule,
        StreamsModule,
      ],
    };
  };
}

export const buildMediaModule: ModuleBuilder = (config, logger) => mediaModuleFor(process.env)(config, logger);
