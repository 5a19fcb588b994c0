import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import type { Logger } from '@hirewise/server-kit';
import type { Invalidates } from '../search-cache/invalidate-on-write';
import type { RedisConnection } from './redis-connection';

/**
 * Cache invalidation across gateway replicas (server mode, Redis pub/sub): a write that empties a
 * cache here (the search, type-ahead and public pages' caches: invalidate-on-write.ts) tells the
 * other replicas to empty theirs, so none serves a page another has already changed. Without Redis
 * (embedded mode: one gateway) only the local cache is emptied. While Redis is down a replica's
 * caches hold at most their own time (JOBS_SEARCH_CACHE_MS, JOBS_SUGGEST_CACHE_MS,
 * PUBLIC_PAGES_CACHE_MS), and every cache is emptied when the subscription comes back, since
 * messages sent meanwhile were lost.
 */
export class InvalidationBus {
  private readonly caches = new Map<string, Invalidates>();
  private readonly self = randomUUID();
  private readonly channel: string;
  private subscriber?: Redis;

  constructor(
    private readonly redis: RedisConnection | null,
    prefix: string,
    private readonly logger?: Logger,
  ) {
    this.channel = `${prefix}invalidate`;
    if (!redis) return;
    // Its own connection (a subscribed connection sends no other command), without ioredis's own resubscribing.
    const subscriber = redis.duplicate({ autoResubscribe: false });
    this.subscriber = subscriber;
    let lost = false;
    subscriber.on('close', () => (lost = true));
    // Subscribed on each (re)connection: commands are not queued while the connection is down.
    subscriber.on('ready', () => {
      subscriber.subscribe(this.channel).catch((err: unknown) => this.logger?.warn({ err: (err as Error).message }, 'cache invalidation: subscribe failed; tried again on reconnect'));
      if (!lost) return;
      lost = false;
      for (const cache of this.caches.values()) cache.invalidate();
    });
    subscriber.on('message', (_channel: string, text: string) => this.received(text));
  }

  /** The cache under `name`, emptied here and, through Redis, in every other replica. */
  shared(name: string, cache: Invalidates): Invalidates {
    this.caches.set(name, cache);
    return {
      invalidate: () => {
        cache.invalidate();
        this.publish(name);
      },
    };
  }

  private publish(name: string): void {
    if (!this.redis?.up) return;
    this.redis.client.publish(this.channel, JSON.stringify({ cache: name, from: this.self })).catch(() => undefined);
  }

  private received(text: string): void {
    let message: { cache?: unknown; from?: unknown };
    try {
      message = JSON.parse(text) as typeof message;
    } catch {
      return;
    }
    if (message.from === this.self || typeof message.cache !== 'string') return;
    this.caches.get(message.cache)?.invalidate();
  }

  async close(): Promise<void> {
    this.subscriber?.disconnect();
  }
}
