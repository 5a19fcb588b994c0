import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { isAiCallPath } from '@hirewise/contracts';
import { AllExceptionsFilter, ClientRegistry, LOGGER, type Logger } from '@hirewise/server-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';

/**
 * What every feature module uses: the configuration, the logger and the clients of the services
 * (global, so a feature module does not import it), and the error filter that turns every
 * failure into `{message}` (plus `error` on the AI routes).
 */
@Module({})
export class GatewayCoreModule {
  static forRoot(config: GatewayConfig, logger: Logger): DynamicModule {
    return {
      module: GatewayCoreModule,
      global: true,
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
        { provide: ClientRegistry, useFactory: () => new ClientRegistry(config) },
        { provide: APP_FILTER, useFactory: () => new AllExceptionsFilter(logger, isAiCallPath) },
      ],
      exports: [GATEWAY_CONFIG, LOGGER, ClientRegistry],
    };
  }
}
