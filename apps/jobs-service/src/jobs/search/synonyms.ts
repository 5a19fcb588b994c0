import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type AppDatabase } from '@hirewise/server-kit';
import type * as schema from '../../schema';
import { searchSynonyms } from './search.tables';

type Db = AppDatabase<typeof schema>;

/** How long the table is kept in memory: an operator's new rows are used within this. */
export const SYNONYMS_TTL_MS = 60_000;

export interface Synonyms {
  /** Expansions of one lower-case word (without the word itself). */
  of(word: string): readonly string[];
  /** Changes whenever the table read changes, so compiled queries are not reused across it. */
  readonly version: number;
}

const EMPTY: readonly string[] = [];

/**
 * The `search_synonyms` table (migration 0005), read at most once per TTL: every search with
 * `q` needs it, and it changes only when an operator edits it. Concurrent misses share one read;
 * a failed read keeps serving the previous table.
 */
@Injectable()
export class SynonymTable {
  private current: Synonyms = { of: () => EMPTY, version: 0 };
  private loadedAt = Number.NEGATIVE_INFINITY;
  private loading?: Promise<Synonyms>;

  constructor(@Inject(DATABASE) private readonly db: Db) {}

  async get(now = Date.now()): Promise<Synonyms> {
    if (now - this.loadedAt < SYNONYMS_TTL_MS) return this.current;
    this.loading ??= this.load(now).finally(() => (this.loading = undefined));
    return this.loading;
  }

  /** Forgets the table (tests, or after an operator's change when a minute is too long). */
  invalidate(): void {
    this.loadedAt = Number.NEGATIVE_INFINITY;
  }

  private async load(now: number): Promise<Synonyms> {
    try {
      const rows = await this.db.select().from(searchSynonyms);
      this.current = toSynonyms(rows, this.current.version + 1);
      this.loadedAt = now;
    } catch {
      // Search still works without synonyms; try again on the next search.
    }
    return this.current;
  }
}

export function toSynonyms(rows: { term: string; expansions: string[] | null }[], version = 1): Synonyms {
  const map = new Map<string, string[]>();
  for (const { term, expansions } of rows) {
    const key = term.trim().toLowerCase();
    const list = (expansions ?? []).map((e) => e.trim().toLowerCase()).filter((e) => e && e !== key);
    if (key && list.length > 0) map.set(key, [...new Set([...(map.get(key) ?? []), ...list])]);
  }
  return { of: (word) => map.get(word.toLowerCase()) ?? EMPTY, version };
}
