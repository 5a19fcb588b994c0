import { Inject, Injectable } from '@nestjs/common';
import { and, eq, ne, sql } from 'drizzle-orm';
import { Events } from '@hirewise/contracts';
import { DATABASE, Outbox, type AppDatabase } from '@hirewise/server-kit';
import * as schema from '../schema';
import { jobs } from '../jobs/job.table';
import { toSnapshot } from '../jobs/job.mapper';
import { isUuid } from '@hirewise/contracts';
import { recruiters } from './recruiter.table';

type Db = AppDatabase<typeof schema>;

export interface RecruiterName {
  recruiterId: string;
  name: string;
  version: number;
}

/** The recruiters projection: names shown on jobs, kept from the auth service's events. */
@Injectable()
export class RecruiterRepository {
  constructor(
    @Inject(DATABASE) private readonly db: Db,
    private readonly outbox: Outbox,
  ) {}

  async findName(recruiterId: string): Promise<string | undefined> {
    const [row] = await this.db.select({ name: recruiters.name }).from(recruiters).where(eq(recruiters.recruiterId, recruiterId)).limit(1);
    return row?.name;
  }

  /** A name fetched by request on a miss: kept unless an event got there first. */
  async remember(recruiterId: string, name: string): Promise<void> {
    await this.db.insert(recruiters).values({ recruiterId, name, version: 0 }).onConflictDoNothing();
  }

  /**
   * Applies a newer name and rewrites it on the recruiter's jobs, each with a new version and a
   * `job.updated` event, so copies of the jobs elsewhere follow. False when the event is stale.
   */
  async applyName({ recruiterId, name, version }: RecruiterName): Promise<boolean> {
    if (!isUuid(recruiterId)) return false;
    const applied = await this.db.transaction(async (tx) => {
      const upserted = await tx
        .insert(recruiters)
        .values({ recruiterId, name, version })
        .onConflictDoUpdate({
          target: recruiters.recruiterId,
          set: { name, version, updatedAt: new Date() },
          setWhere: sql`${recruiters.version} < excluded.version`,
        })
        .returning({ recruiterId: recruiters.recruiterId });
      if (upserted.length === 0) return false;
      const renamed = await tx
        .update(jobs)
        .set({ recruiterName: name, version: sql`${jobs.version} + 1`, updatedAt: new Date() })
        .where(and(eq(jobs.recruiterId, recruiterId), ne(jobs.recruiterName, name)))
        .returning();
      for (const row of renamed) await this.outbox.add(tx, Events.jobUpdated, toSnapshot(row));
      return true;
    });
    if (applied) void this.outbox.flush();
    return applied;
  }
}
