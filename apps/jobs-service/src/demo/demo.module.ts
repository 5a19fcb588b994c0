import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { RecruitersModule } from '../recruiters/recruiters.module';
import { DemoSeeder } from './demo-seeder';

/** DEMO_DATA: the demo recruiters' jobs on an empty database. */
@Module({
  imports: [JobsModule, RecruitersModule],
  providers: [DemoSeeder],
  exports: [],
})
export class DemoModule {}
