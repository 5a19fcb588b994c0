import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { ThrottlerModule } from '@nestjs/throttler';
import { isAiCallPath, Messages } from '@hirewise/contracts';
import { AllExceptionsFilter, ClientRegistry, jwtOptions, LOGGER, type Logger } from '@hirewise/server-kit';
import { JwtAuthGuard } from './auth/jwt-auth.guard';
import { GATEWAY_CONFIG, type GatewayConfig } from './config/gateway.config';
import { HealthRoutesController } from './health/health.controller';
import { DocsController } from './docs/docs.controller';
import { AuthRoutesController } from './routes/auth.controller';
import { UserRoutesController } from './routes/user.controller';
import { JobsRoutesController } from './routes/jobs.controller';
import { ApplicationsRoutesController } from './routes/applications.controller';
import { AiRoutesController } from './routes/ai.controller';
import { InterviewsRoutesController } from './routes/interviews.controller';
import { SearchCache } from './search-cache/search-cache';
import { SessionRevocations } from './auth/session-revocations';
import { AiUserRateLimiter } from './http-hardening/ai-rate-limit';

@Module({})
export class GatewayModule {}

export function buildGatewayModule(config: GatewayConfig, logger: Logger): DynamicModule {
  return {
    module: GatewayModule,
    imports: [
      JwtModule.register(jwtOptions(config.JWT_SECRET)),
      ThrottlerModule.forRoot({
        throttlers: [{ ttl: config.AUTH_RATE_WINDOW_MS, limit: config.AUTH_RATE_LIMIT }],
        errorMessage: Messages.rateLimited,
      }),
    ],
    controllers: [AuthRoutesController, UserRoutesController, JobsRoutesController, ApplicationsRoutesController, AiRoutesController, InterviewsRoutesController, HealthRoutesController, DocsController],
    providers: [
      { provide: GATEWAY_CONFIG, useValue: config },
      { provide: LOGGER, useValue: logger },
      { provide: ClientRegistry, useFactory: () => new ClientRegistry(config) },
      { provide: APP_GUARD, useClass: JwtAuthGuard },
      { provide: SearchCache, useFactory: () => new SearchCache(config.JOBS_SEARCH_CACHE_MS) },
      SessionRevocations,
      AiUserRateLimiter,
      { provide: APP_FILTER, useFactory: () => new AllExceptionsFilter(logger, isAiCallPath) },
    ],
  };
}
