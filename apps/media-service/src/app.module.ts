import { Module, type DynamicModule } from '@nestjs/common';
import { KitModule, type ModuleBuilder } from '@hirewise/server-kit';

/** Boots, connects to the transport and answers health; its features arrive with their issue. */
@Module({})
export class MediaAppModule {}

export const buildMediaModule: ModuleBuilder = (config, logger): DynamicModule => ({
  module: MediaAppModule,
  imports: [KitModule.forService({ config, logger })],
});
