/**
 * A small in-process cache with a time to live (docs/performance.md): identical reads within
 * `ttlMs` share one answer, and concurrent misses share one load. `invalidate()` starts a new
 * generation: what is cached is dropped, and a load that started before it is not kept (it may
 * predate the write that caused it). Bounded: the oldest entry goes when `maxEntries` is reached.
 * A ttl of 0 turns it off (every read loads).
 */
interface Entry<T> {
  value: T;
  expiresAt: number;
}

export class MicroCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly inFlight = new Map<string, { generation: number; promise: Promise<T> }>();
  private generation = 0;

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /**
   * The cached value for `key`, or `load()`'s, shared with every caller asking meanwhile.
   * `keep(value)` false: the value is answered but not kept (a not-found, say).
   */
  async get<V extends T>(key: string, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    if (!this.enabled) return load();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value as V;
    if (hit) this.entries.delete(key);
    const pending = this.inFlight.get(key);
    if (pending && pending.generation === this.generation) return pending.promise as Promise<V>;

    const generation = this.generation;
    const promise = load().then((value) => {
      // A write landed while this was loading: the value may predate it, so it is not kept.
      if (generation === this.generation && keep(value)) this.store(key, value);
      return value;
    });
    this.inFlight.set(key, { generation, promise });
    const release = () => {
      if (this.inFlight.get(key)?.promise === promise) this.inFlight.delete(key);
    };
    promise.then(release, release);
    return promise;
  }

  /** Called for every write: what is cached may no longer be true. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, value: T): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }
}
