import { Inject, Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { DATABASE } from '@hirewise/server-kit';
import type { Db } from '../db';
import { ratings, ratingTargets, type RatingTarget } from './rating.table';

export interface RatingSummary {
  average: number;
  count: number;
  version: number;
}

@Injectable()
export class RatingRepository {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  async find(raterId: string, targetType: RatingTarget, targetId: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ rating: ratings.rating })
      .from(ratings)
      .where(and(eq(ratings.raterId, raterId), eq(ratings.targetType, targetType), eq(ratings.targetId, targetId)))
      .limit(1);
    return row?.rating;
  }

  /**
   * Stores (or replaces) one rating and returns the target's exact average. The target row is
   * locked first, so concurrent ratings of one target get distinct versions in commit order and
   * each average includes every rating committed before it.
   */
  async upsert(tx: Db, raterId: string, targetType: RatingTarget, targetId: string, rating: number): Promise<RatingSummary> {
    const [{ version }] = await tx
      .insert(ratingTargets)
      .values({ targetType, targetId, version: 1 })
      .onConflictDoUpdate({ target: [ratingTargets.targetType, ratingTargets.targetId], set: { version: sql`${ratingTargets.version} + 1`, updatedAt: new Date() } })
      .returning({ version: ratingTargets.version });
    await tx
      .insert(ratings)
      .values({ raterId, targetType, targetId, rating })
      .onConflictDoUpdate({ target: [ratings.raterId, ratings.targetType, ratings.targetId], set: { rating, updatedAt: new Date() } });
    const [summary] = await tx
      .select({ average: sql<number>`avg(${ratings.rating})::float8`, count: sql<number>`count(*)::int` })
      .from(ratings)
      .where(and(eq(ratings.targetType, targetType), eq(ratings.targetId, targetId)));
    return { average: Number(summary.average), count: summary.count, version };
  }
}
