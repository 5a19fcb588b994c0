import { Module, type DynamicModule } from '@nestjs/common';
import { DatabaseModule, KitModule, Outbox, type ModuleBuilder } from '@hirewise/server-kit';
import * as schema from './schema';
import { MIGRATIONS_DIR } from './paths';
import { JobsController } from './jobs/jobs.controller';
import { JobsService } from './jobs/jobs.service';
import { JobRepository } from './jobs/job.repository';
import { RecruiterRepository } from './recruiters/recruiter.repository';
import { RecruiterDirectory } from './recruiters/recruiter-directory';
import { JobEventsConsumer } from './events/job-events.consumer';
import { DemoSeeder } from './demo/demo-seeder';

@Module({})
export class JobsAppModule {}

export const buildJobsModule: ModuleBuilder = (config, logger): DynamicModule => ({
  module: JobsAppModule,
  imports: [
    KitModule.forService({ config, logger }),
    // pg_trgm serves the case-insensitive `q` search (migration 0000).
    DatabaseModule.forRoot({ schema, migrationsFolder: MIGRATIONS_DIR, extensions: ['pg_trgm'] }),
  ],
  controllers: [JobsController],
  providers: [Outbox, JobRepository, RecruiterRepository, RecruiterDirectory, JobsService, JobEventsConsumer, DemoSeeder],
});
