import { Module, type DynamicModule } from '@nestjs/common';
import { DatabaseModule, KitModule, type ModuleBuilder } from '@hirewise/server-kit';
import * as schema from './schema';
import { MIGRATIONS_DIR } from './paths';
import { DemoModule } from './demo/demo.module';
import { JobEventsModule } from './events/job-events.module';
import { JobsModule } from './jobs/jobs.module';
import { RecruitersModule } from './recruiters/recruiters.module';

@Module({})
export class JobsAppModule {}

/**
 * The service: the kit (config, logger, clients, event bus, health) and the database, both
 * global, then one module per feature (docs/architecture.md, "Services: one module per feature").
 */
export const buildJobsModule: ModuleBuilder = (config, logger): DynamicModule => ({
  module: JobsAppModule,
  imports: [
    KitModule.forService({ config, logger }),
    // pg_trgm serves the case-insensitive `q` search (migration 0000).
    DatabaseModule.forRoot({ schema, migrationsFolder: MIGRATIONS_DIR, extensions: ['pg_trgm'] }),
    RecruitersModule,
    JobsModule,
    JobEventsModule,
    DemoModule,
  ],
});
