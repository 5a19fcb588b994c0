import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { Messages } from '@hirewise/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { AiRateLimitGuard, AiUserRateLimiter } from './ai-rate-limit';
import { PublicRateLimiter, PublicRateLimitGuard } from './public-rate-limit';

/**
 * Rate limits: the per-address count of the /auth routes (ThrottlerModule, used by
 * AuthThrottlerGuard) and the per-user AI budget (AiUserRateLimiter, AiRateLimitGuard) in one
 * throttler storage, and the per-address count of the public pages (PublicRateLimiter, issue 19).
 * The slow-client limits (slow-clients.ts) are server settings main.ts applies.
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
  providers: [AiUserRateLimiter, AiRateLimitGuard, PublicRateLimiter, PublicRateLimitGuard],
  exports: [ThrottlerModule, AiUserRateLimiter, AiRateLimitGuard, PublicRateLimiter, PublicRateLimitGuard],
})
export class HttpHardeningModule {}
