import { Module, type DynamicModule } from '@nestjs/common';
import { KitModule, type ModuleBuilder } from '@hirewise/server-kit';

/** Boots, connects to the transport and answers health; its features arrive with their issue. */
@Module({})
export class AiAppModule {}

export const buildAiModule: ModuleBuilder = (config, logger): DynamicModule => ({
  module: AiAppModule,
  imports: [KitModule.forService({ config, logger })],
});
