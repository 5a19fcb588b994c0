import { Module, type DynamicModule } from '@nestjs/common';
import { DatabaseModule, KitModule, type ModuleBuilder } from '@hirewise/server-kit';
import * as schema from './schema';
import { MIGRATIONS_DIR } from './paths';
import { ApplicationsModule } from './applications/applications.module';
import { InterviewsModule } from './interviews/interviews.module';
import { FairnessModule } from './fairness/fairness.module';
import { loadRetentionConfig } from './fairness/recording-retention.config';
import { RecordingsModule } from './fairness/recordings.module';
import { PrivacyModule } from './privacy/privacy.module';
import { ProjectionsModule } from './projections/projections.module';
import { RatingsModule } from './ratings/ratings.module';

@Module({})
export class ApplicationsAppModule {}

/**
 * The service for an environment (its own settings are validated here, so a bad
 * RECORDING_RETENTION_DAYS stops the start): the kit (config, logger, clients, event bus, health)
 * and the database, both global, then one module per feature (docs/architecture.md, "Services: one
 * module per feature").
 */
export const applicationsModuleFor = (env: NodeJS.ProcessEnv): ModuleBuilder => (config, logger): DynamicModule => ({
  module: ApplicationsAppModule,
  imports: [
    KitModule.forService({ config, logger }),
    DatabaseModule.forRoot({ schema, migrationsFolder: MIGRATIONS_DIR }),
    ProjectionsModule,
    ApplicationsModule,
    RatingsModule,
    InterviewsModule,
    FairnessModule,
    RecordingsModule.forRoot(loadRetentionConfig(env)),
    PrivacyModule,
  ],
});

export const buildApplicationsModule: ModuleBuilder = (config, logger) => applicationsModuleFor(process.env)(config, logger);
