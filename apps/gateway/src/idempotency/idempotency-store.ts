import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';

/** A kept answer: status, the headers worth repeating and the body (base64). */
export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type IdempotencyRecord =
  | { state: 'pending'; fingerprint: string; owner: string }
  | { state: 'done'; fingerprint: string; answer: StoredAnswer };

export type ClaimResult = { claimed: true; owner: string } | { claimed: false; record: IdempotencyRecord };

/**
 * Where the gateway keeps keyed requests (idempotency.middleware.ts): a claim while the request
 * is in flight, then its answer. Embedded mode keeps them in the process; server mode in Redis,
 * shared by every gateway replica. A store that cannot answer throws: the middleware then refuses
 * the keyed write (503) rather than risk doing it twice.
 */
export interface IdempotencyStore {
  readonly kind: 'memory' | 'redis';
  /** Claims `key` for a request in flight for up to `pendingMs`; or the record that holds it. */
  claim(key: string, fingerprint: string, pendingMs: number): Promise<ClaimResult>;
  /** Keeps the answer for `ttlMs`, if `owner` still holds the claim. */
  complete(key: string, owner: string, record: Extract<IdempotencyRecord, { state: 'done' }>, ttlMs: number): Promise<void>;
  /** Drops the claim (the request ended with an answer not worth keeping), if `owner` still holds it. */
  release(key: string, owner: string): Promise<void>;
}

/** In the process: bounded (the oldest go first past `maxEntries`), each record until its time is over. */
export class MemoryIdempotencyStore implements IdempotencyStore {
  readonly kind = 'memory';
  private readonly records = new Map<string, { record: IdempotencyRecord; expiresAt: number }>();

  constructor(private readonly maxEntries = 50_000) {}

  async claim(key: string, fingerprint: string, pendingMs: number): Promise<ClaimResult> {
    const held = this.get(key);
    if (held) return { claimed: false, record: held };
    const owner = randomUUID();
    this.set(key, { state: 'pending', fingerprint, owner }, pendingMs);
    return { claimed: true, owner };
  }

  async complete(key: string, owner: string, record: Extract<IdempotencyRecord, { state: 'done' }>, ttlMs: number): Promise<void> {
    const held = this.get(key);
    if (held?.state === 'pending' && held.owner === owner) this.set(key, record, ttlMs);
  }

  async release(key: string, owner: string): Promise<void> {
    const held = this.get(key);
    if (held?.state === 'pending' && held.owner === owner) this.records.delete(key);
  }

  get size(): number {
    return this.records.size;
  }

  private get(key: string): IdempotencyRecord | undefined {
    const entry = this.records.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.records.delete(key);
      return undefined;
    }
    return entry.record;
  }

  private set(key: string, record: IdempotencyRecord, ttlMs: number): void {
    this.records.delete(key);
    this.records.set(key, { record, expiresAt: Date.now() + ttlMs });
    while (this.records.size > this.maxEntries) {
      const oldest = this.records.keys().next().value as string;
      this.records.delete(oldest);
    }
  }
}

/** Replaces the record only while `owner` holds the claim (a claim outlived by its request may have been taken since). */
const REPLACE_IF_OWNER = `
local held = redis.call('GET', KEYS[1])
if not held then return 0 end
local ok, record = pcall(cjson.decode, held)
if not ok or record.state ~= 'pending' or record.owner ~= ARGV[1] then return 0 end
if ARGV[2] == '' then redis.call('DEL', KEYS[1]) else redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) end
return 1`;

/** In Redis (`hirewise:idem:<key>`), shared by every gateway replica. */
export class RedisIdempotencyStore implements IdempotencyStore {
  readonly kind = 'redis';

  constructor(private readonly redis: Redis, private readonly prefix = 'hirewise:idem:') {}

  async claim(key: string, fingerprint: string, pendingMs: number): Promise<ClaimResult> {
    const owner = randomUUID();
    const pending: IdempotencyRecord = { state: 'pending', fingerprint, owner };
    for (let attempt = 0; attempt < 3; attempt++) {
      if ((await this.redis.set(this.prefix + key, JSON.stringify(pending), 'PX', pendingMs, 'NX')) === 'OK') return { claimed: true, owner };
      const held = await this.redis.get(this.prefix + key);
      if (held) return { claimed: false, record: JSON.parse(held) as IdempotencyRecord };
      // Released between the two commands: claim again.
    }
    throw new Error('idempotency key changed hands three times during one claim');
  }

  async complete(key: string, owner: string, record: Extract<IdempotencyRecord, { state: 'done' }>, ttlMs: number): Promise<void> {
    await this.redis.eval(REPLACE_IF_OWNER, 1, this.prefix + key, owner, JSON.stringify(record), String(ttlMs));
  }

  async release(key: string, owner: string): Promise<void> {
    await this.redis.eval(REPLACE_IF_OWNER, 1, this.prefix + key, owner, '', '0');
  }
}
