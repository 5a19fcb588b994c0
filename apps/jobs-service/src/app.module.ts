import { Module, type DynamicModule } from '@nestjs/common';
import { KitModule, type ModuleBuilder } from '@hirewise/server-kit';

/** Boots, connects to the transport and answers health; its features arrive with their issue. */
@Module({})
export class JobsAppModule {}

export const buildJobsModule: ModuleBuilder = (config, logger): DynamicModule => ({
  module: JobsAppModule,
  imports: [KitModule.forService({ config, logger })],
});
