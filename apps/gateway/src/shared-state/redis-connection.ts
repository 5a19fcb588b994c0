import Redis, { type RedisOptions } from 'ioredis';
import type { Logger } from '@hirewise/server-kit';

/**
 * The gateway's connection to Redis (REDIS_URL, server mode): the state gateway replicas share
 * (the idempotency store, the /auth rate limit, cache invalidation). Commands fail at once while
 * Redis is down (no offline queue, no retries per command): each user of the connection falls back
 * on its own terms (docs/reliability.md, "Shared gateway state"). The client keeps reconnecting in
 * the background (every 0.1 to 2 s) and `up` says whether it is connected now.
 */
export class RedisConnection {
  readonly client: Redis;
  private connected = false;

  constructor(
    url: string,
    private readonly logger?: Logger,
    name = 'gateway',
  ) {
    this.client = new Redis(url, {
      connectionName: `hirewise-${name}`,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2000,
      commandTimeout: 2000,
      retryStrategy: (times) => Math.min(100 * times, 2000),
    });
    this.client.on('ready', () => {
      if (!this.connected) this.logger?.info('redis connected');
      this.connected = true;
    });
    this.client.on('close', () => {
      if (this.connected) this.logger?.warn('redis connection lost: falling back (rate limit and caches per process, keyed writes refused)');
      this.connected = false;
    });
    // Reported through `up` and the close event; an unhandled 'error' would end the process.
    this.client.on('error', () => undefined);
  }

  get up(): boolean {
    return this.connected && this.client.status === 'ready';
  }

  /** Resolves once connected, or rejects after `ms` (the gateway starts either way: Redis may come later). */
  async ready(ms = 3000): Promise<boolean> {
    if (this.up) return true;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.client.off('ready', onReady);
        resolve(false);
      }, ms);
      const onReady = () => {
        clearTimeout(timer);
        resolve(true);
      };
      this.client.once('ready', onReady);
    });
  }

  /** Another connection to the same server (a subscriber cannot send commands). */
  duplicate(override: Partial<RedisOptions> = {}): Redis {
    const copy = this.client.duplicate(override);
    copy.on('error', () => undefined);
    return copy;
  }

  /** Disconnects; resolves once the client has ended (a connection attempt in flight ends within connectTimeout). */
  async close(): Promise<void> {
    if (this.client.status === 'end') return;
    const ended = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 3000);
      this.client.once('end', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    this.client.disconnect();
    await ended;
  }
}
