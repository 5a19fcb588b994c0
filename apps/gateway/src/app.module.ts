import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from '@hirewise/server-kit';
import { AuthModule } from './auth/auth.module';
import type { GatewayConfig } from './config/gateway.config';
import { GatewayCoreModule } from './core/gateway-core.module';
import { DocsModule } from './docs/docs.module';
import { HealthModule } from './health/health.module';
import { HttpHardeningModule } from './http-hardening/http-hardening.module';
import { IdempotencyModule } from './idempotency/idempotency.module';
import { ProxyModule } from './proxy/proxy.module';
import { PublicPagesModule } from './public-pages/public-pages.module';
import { RoutesModule } from './routes/routes.module';
import { SearchCacheModule } from './search-cache/search-cache.module';
import { SharedStateModule } from './shared-state/shared-state.module';

@Module({})
export class GatewayModule {}

/**
 * The gateway: the core (configuration, logger, service clients, error filter), then one module
 * per feature. main.ts adds the Express middleware around it (observability, security headers,
 * slow clients, revoked sessions, cache invalidation, idempotency keys, the proxies, the public job
 * pages, the web app).
 */
export function buildGatewayModule(config: GatewayConfig, logger: Logger): DynamicModule {
  return {
    module: GatewayModule,
    imports: [GatewayCoreModule.forRoot(config, logger), SharedStateModule, IdempotencyModule, AuthModule, HttpHardeningModule, SearchCacheModule, ProxyModule, PublicPagesModule, RoutesModule, HealthModule, DocsModule],
  };
}
