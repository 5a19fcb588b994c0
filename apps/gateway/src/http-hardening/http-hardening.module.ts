import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { Messages } from '@hirewise/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import type { RedisConnection } from '../shared-state/redis-connection';
import { REDIS, SharedStateModule } from '../shared-state/shared-state.module';
import { SharedThrottlerStorage } from '../shared-state/shared-throttler-storage';
import { AiRateLimitGuard, AiUserRateLimiter } from './ai-rate-limit';
import { PublicRateLimiter, PublicRateLimitGuard } from './public-rate-limit';

/**
 * Rate limits: the per-address count of the /auth routes (ThrottlerModule, used by
 * AuthThrottlerGuard) and the per-user AI budget (AiUserRateLimiter, AiRateLimitGuard) in one
 * throttler storage, and the per-address count of the public pages (PublicRateLimiter, issue 19).
 * The storage is rate-limiter-flexible's, in Redis in server mode (shared-state/shared-throttler-storage.ts).
 * The slow-client limits (slow-clients.ts) are server settings main.ts applies.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      imports: [SharedStateModule],
      inject: [GATEWAY_CONFIG, REDIS],
      useFactory: (config: GatewayConfig, redis: RedisConnection | null) => ({
        throttlers: [{ ttl: config.AUTH_RATE_WINDOW_MS, limit: config.AUTH_RATE_LIMIT }],
        errorMessage: Messages.rateLimited,
        // One count across gateway replicas in server mode (Redis), this process's own while Redis is down.
        storage: new SharedThrottlerStorage(redis?.client ?? null, config.REDIS_PREFIX),
      }),
    }),
  ],
  providers: [AiUserRateLimiter, AiRateLimitGuard, PublicRateLimiter, PublicRateLimitGuard],
  exports: [ThrottlerModule, AiUserRateLimiter, AiRateLimitGuard, PublicRateLimiter, PublicRateLimitGuard],
})
export class HttpHardeningModule {}
