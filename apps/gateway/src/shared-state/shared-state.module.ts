import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { LOGGER, type Logger } from '@hirewise/server-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { InvalidationBus } from './invalidation-bus';
import { RedisConnection } from './redis-connection';

/** The Redis connection when REDIS_URL is set; null in embedded mode (state stays in the process). */
export const REDIS = Symbol('REDIS');

class RedisCloser implements OnApplicationShutdown {
  constructor(
    @Inject(REDIS) private readonly redis: RedisConnection | null,
    private readonly bus: InvalidationBus,
  ) {}
  async onApplicationShutdown(): Promise<void> {
    await this.bus.close();
    await this.redis?.close();
  }
}

/** State gateway replicas share (server mode): docs/reliability.md, "Shared gateway state". */
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [GATEWAY_CONFIG, LOGGER],
      useFactory: async (config: GatewayConfig, logger: Logger): Promise<RedisConnection | null> => {
        if (!config.REDIS_URL) return null;
        const redis = new RedisConnection(config.REDIS_URL, logger);
        // The gateway starts either way: with Redis down it falls back (and /ready says so).
        if (!(await redis.ready(3000))) logger.warn('redis not reachable at start: falling back until it is');
        return redis;
      },
    },
    {
      provide: InvalidationBus,
      inject: [REDIS, GATEWAY_CONFIG, LOGGER],
      useFactory: (redis: RedisConnection | null, config: GatewayConfig, logger: Logger) => new InvalidationBus(redis, config.REDIS_PREFIX, logger),
    },
    RedisCloser,
  ],
  exports: [REDIS, InvalidationBus],
})
export class SharedStateModule {}
