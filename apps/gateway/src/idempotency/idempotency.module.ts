import { Module } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import type { RedisConnection } from '../shared-state/redis-connection';
import { REDIS, SharedStateModule } from '../shared-state/shared-state.module';
import { MemoryIdempotencyStore, RedisIdempotencyStore, type IdempotencyStore } from './idempotency-store';

export const IDEMPOTENCY_STORE = Symbol('IDEMPOTENCY_STORE');

/** The store of keyed requests: Redis when REDIS_URL is set (shared by replicas), else this process. main.ts mounts the middleware. */
@Module({
  imports: [SharedStateModule],
  providers: [
    {
      provide: IDEMPOTENCY_STORE,
      inject: [REDIS, GATEWAY_CONFIG],
      useFactory: (redis: RedisConnection | null, config: GatewayConfig): IdempotencyStore =>
        redis ? new RedisIdempotencyStore(redis.client, `${config.REDIS_PREFIX}idem:`) : new MemoryIdempotencyStore(),
    },
  ],
  exports: [IDEMPOTENCY_STORE],
})
export class IdempotencyModule {}
