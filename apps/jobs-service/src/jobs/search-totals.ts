import type { JobsQuery } from '@hirewise/contracts';

/** How long the public list's total of one filter is reused. */
export const TOTAL_TTL_MS = 5_000;
const MAX_ENTRIES = 500;

/**
 * Totals of the public list, kept a few seconds per filter. Since issue 19 a count reads at most
 * JOB_SEARCH_TOTAL_CAP + 1 matches (search/job-search.ts), but the same filters still come back
 * again and again while users page and re-sort. Concurrent searches with one filter share one count. This process forgets every
 * total when it changes a job, and a total is not kept past the first deadline among its
 * matches (an expiring job leaves the list on time); another replica's change shows in at most
 * TOTAL_TTL_MS.
 */
export interface CountedTotal {
  total: number;
  /** When the count stops being true by itself (epoch ms), if it will. */
  validUntil?: number;
}

export class SearchTotals {
  private readonly entries = new Map<string, { total: Promise<number>; expires: number }>();

  constructor(
    private readonly ttlMs = TOTAL_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, count: () => Promise<CountedTotal>): Promise<number> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.total;
    if (this.entries.size >= MAX_ENTRIES) this.evictExpired(now);
    const counted = count();
    const total = counted.then((c) => c.total);
    const entry = { total, expires: now + this.ttlMs };
    this.entries.set(key, entry);
    void counted.then(
      (c) => {
        if (c.validUntil !== undefined) entry.expires = Math.min(entry.expires, c.validUntil);
      },
      () => undefined,
    );
    // A failed count is not remembered.
    total.catch(() => {
      if (this.entries.get(key)?.total === total) this.entries.delete(key);
    });
    return total;
  }

  clear(): void {
    this.entries.clear();
  }

  private evictExpired(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
    // Still full of live entries: start again rather than grow without bound.
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
  }
}

/** What decides the total: the filters, not the sort or the page. Job types in any order count alike. */
export function totalKey(query: Pick<JobsQuery, 'q' | 'jobType' | 'salaryMin' | 'salaryMax' | 'duration' | 'location' | 'remote'>): string {
  return JSON.stringify([
    query.q ?? '',
    [...new Set(query.jobType)].sort(),
    query.salaryMin ?? null,
    query.salaryMax ?? null,
    query.duration || 0,
    query.location?.toLowerCase() ?? '',
    query.remote ?? null,
  ]);
}
