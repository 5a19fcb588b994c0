import { createHash } from 'node:crypto';

/**
 * A micro-cache of public job-search pages (docs/performance.md). Identical searches within
 * `ttlMs` share one answer, and concurrent misses share one request to the jobs service. Any
 * write the gateway handles empties it (a new generation), so a user always sees their own
 * change; changes made elsewhere (another gateway replica, events such as acceptedCandidates)
 * show within `ttlMs`. Bounded: the oldest entry goes when `maxEntries` is reached.
 */
export interface CachedPage {
  /** The page as UTF-8 JSON bytes, sent as they are (no copy of the text into a buffer per response). */
  body: Buffer;
  total: number;
  /** Express's weak ETag of `body`, computed once per page rather than once per response. */
  etag: string;
}

/** The ETag Express would compute for this body (W/"<length>-<sha1>"), so it can skip doing it per response. */
export function weakEtag(body: Buffer | string): string {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const hash = createHash('sha1').update(bytes).digest('base64').substring(0, 27);
  return `W/"${bytes.length.toString(16)}-${hash}"`;
}

interface Entry {
  page: CachedPage;
  expiresAt: number;
}

export class SearchCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, { generation: number; promise: Promise<CachedPage> }>();
  private generation = 0;

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The cached page for `key`, or `load()`'s, shared with every caller asking meanwhile. */
  async get(key: string, load: () => Promise<CachedPage>): Promise<CachedPage> {
    if (!this.enabled) return load();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.page;
    if (hit) this.entries.delete(key);
    const pending = this.inFlight.get(key);
    if (pending && pending.generation === this.generation) return pending.promise;

    const generation = this.generation;
    const promise = load().then((page) => {
      // A write landed while this was loading: the page may predate it, so it is not kept.
      if (generation === this.generation) this.store(key, page);
      return page;
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

  private store(key: string, page: CachedPage): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { page, expiresAt: this.now() + this.ttlMs });
  }
}
