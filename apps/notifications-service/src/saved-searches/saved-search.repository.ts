import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, sql } from 'drizzle-orm';
import { SAVED_SEARCH_LIMIT, type SavedSearchView } from '@hirewise/contracts';
import { DATABASE } from '@hirewise/server-kit';
import type { Db } from '../db';
import { filtersOf } from './saved-search-filters';
import { mailDigests, savedSearches, type SavedSearchRow } from './saved-search.table';

export type NewSavedSearch = Omit<typeof savedSearches.$inferInsert, 'id' | 'userId' | 'createdAt' | 'lastDigestAt' | 'lastMatchAt'>;
export type CreateOutcome = { row: SavedSearchRow } | { refused: 'limit' | 'duplicate' };

/** Matches no digest has carried yet, per search (a scalar subquery: one statement lists them all). */
const pendingMatches = sql<number>`(
  select count(*)::int from saved_search_matches m where m.saved_search_id = ${savedSearches.id} and m.digest_id is null
)`.mapWith(Number);

export function toView(row: SavedSearchRow, pending: number): SavedSearchView {
  return {
    id: row.id,
    name: row.name,
    filters: filtersOf(row),
    digest: row.digest,
    createdAt: row.createdAt.toISOString(),
    pendingMatches: pending,
    lastMatchAt: row.lastMatchAt ? row.lastMatchAt.toISOString() : null,
  };
}

/** The saved_searches table: a user's searches, with their pending matches counted. */
@Injectable()
export class SavedSearchRepository {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  /** The user's searches, newest first. */
  async list(userId: string): Promise<SavedSearchView[]> {
    const rows = await this.db
      .select({ row: savedSearches, pending: pendingMatches })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))
      .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
    return rows.map((r) => toView(r.row, r.pending));
  }

  async view(id: string): Promise<SavedSearchView | undefined> {
    const [r] = await this.db.select({ row: savedSearches, pending: pendingMatches }).from(savedSearches).where(eq(savedSearches.id, id)).limit(1);
    return r ? toView(r.row, r.pending) : undefined;
  }

  async find(id: string): Promise<SavedSearchRow | undefined> {
    const [row] = await this.db.select().from(savedSearches).where(eq(savedSearches.id, id)).limit(1);
    return row;
  }

  /**
   * Inserts the search unless the user already keeps SAVED_SEARCH_LIMIT of them or the same filters.
   * A lock per user (held to the commit) makes the count and the insert one step: two creates at
   * once never pass the limit together. The unique (user, filters_key) index refuses a duplicate
   * even so (ON CONFLICT DO NOTHING returns no row).
   */
  async create(userId: string, values: NewSavedSearch): Promise<CreateOutcome> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`saved_searches:${userId}`}, 0))`);
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId));
      const [dup] = await tx
        .select({ id: savedSearches.id })
        .from(savedSearches)
        .where(and(eq(savedSearches.userId, userId), eq(savedSearches.filtersKey, values.filtersKey)))
        .limit(1);
      if (dup) return { refused: 'duplicate' as const };
      if (n >= SAVED_SEARCH_LIMIT) return { refused: 'limit' as const };
      const [row] = await tx
        .insert(savedSearches)
        .values({ ...values, userId })
        .onConflictDoNothing({ target: [savedSearches.userId, savedSearches.filtersKey] })
        .returning();
      return row ? { row } : { refused: 'duplicate' as const };
    });
  }

  async update(id: string, set: Partial<Pick<SavedSearchRow, 'name' | 'digest'>>): Promise<void> {
    await this.db.update(savedSearches).set(set).where(eq(savedSearches.id, id));
  }

  /** Its matches go with it (ON DELETE CASCADE); a digest already queued for them is skipped as empty. */
  async delete(id: string): Promise<void> {
    await this.db.delete(savedSearches).where(eq(savedSearches.id, id));
  }

  /** An account was deleted: its searches, their matches, and its digests (with their queued mail) go. */
  async deleteUser(userId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(savedSearches).where(eq(savedSearches.userId, userId));
      await tx.delete(mailDigests).where(eq(mailDigests.userId, userId));
    });
  }
}
