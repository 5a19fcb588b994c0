import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { Messages } from '@hirewise/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { AiRateLimitGuard, AiUserRateLimiter } from './ai-rate-limit';

/**
 * Rate limits: the per-address count of the /auth routes (ThrottlerModule, used by
 * AuthThrottlerGuard) and the per-user AI budget (AiUserRateLimiter, AiRateLimitGuard) in one
 * throttler storage. The slow-client limits (slow-clients.ts) are server settings main.ts applies.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [GATEWAY_CONFIG],
      useFactory: (config: GatewayConfig) => ({
        throttlers: [{ ttl: config.AUTH_RATE_WINDOW_MS, limit: config.AUTH_RATE_LIMIT }],
        errorMessage: Messages.rateLimited,
      }),
    }),
  ],
  providers: [AiUserRateLimiter, AiRateLimitGuard],
  exports: [ThrottlerModule, AiUserRateLimiter, AiRateLimitGuard],
})
export class HttpHardeningModule {}
