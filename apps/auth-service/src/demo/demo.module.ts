import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { DemoSeeder } from './demo-seeder';

/** The demo accounts, created on a first start with DEMO_DATA=true. */
@Module({
  imports: [UsersModule],
  providers: [DemoSeeder],
})
export class DemoModule {}
