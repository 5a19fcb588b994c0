import { Inject, Injectable } from '@nestjs/common';
import { and, eq, or, sql } from 'drizzle-orm';
import { Events, isUuid } from '@hirewise/contracts';
import { DATABASE, Outbox, type AppDatabase } from '@hirewise/server-kit';
import * as schema from '../schema';
import { jobs } from '../jobs/job.table';
import { recordColumns } from '../jobs/job.columns';
import { toSnapshot } from '../jobs/job.mapper';
import { recruiters } from './recruiter.table';

type Db = AppDatabase<typeof schema>;

/** What jobs show of their recruiter. */
export interface RecruiterProfileCopy {
  name: string;
  companyName: string;
}

export interface RecruiterUpdate {
  recruiterId: string;
  name: string;
  /** Absent from events written before issue 19: the known company is kept. */
  companyName?: string;
  version: number;
}

/** The recruiters projection: names and companies shown on jobs, kept from the auth service's events. */
@Injectable()
export class RecruiterRepository {
  constructor(
    @Inject(DATABASE) private readonly db: Db,
    private readonly outbox: Outbox,
  ) {}

  async findProfile(recruiterId: string): Promise<RecruiterProfileCopy | undefined> {
    if (!isUuid(recruiterId)) return undefined;
    const [row] = await this.db
      .select({ name: recruiters.name, companyName: recruiters.companyName })
      .from(recruiters)
      .where(eq(recruiters.recruiterId, recruiterId))
      .limit(1);
    return row;
  }

  /** A profile fetched by request on a miss: kept unless an event got there first. */
  async remember(recruiterId: string, profile: RecruiterProfileCopy): Promise<void> {
    await this.db.insert(recruiters).values({ recruiterId, ...profile, version: 0 }).onConflictDoNothing();
  }

  /**
   * Applies a newer name and company and rewrites them on the recruiter's jobs, each with a new
   * version and a `job.updated` event, so copies of the jobs elsewhere follow. False when the
   * event is stale.
   */
  async applyProfile({ recruiterId, name, companyName, version }: RecruiterUpdate): Promise<boolean> {
    if (!isUuid(recruiterId)) return false;
    const applied = await this.db.transaction(async (tx) => {
      const [upserted] = await tx
        .insert(recruiters)
        .values({ recruiterId, name, companyName: companyName ?? '', version })
        .onConflictDoUpdate({
          target: recruiters.recruiterId,
          set: { name, companyName: companyName ?? sql`${recruiters.companyName}`, version, updatedAt: new Date() },
          setWhere: sql`${recruiters.version} < excluded.version`,
        })
        .returning({ companyName: recruiters.companyName });
      if (!upserted) return false;
      const company = upserted.companyName;
      const changed = await tx
        .update(jobs)
        .set({ recruiterName: name, companyName: company, version: sql`${jobs.version} + 1`, updatedAt: new Date() })
        .where(and(eq(jobs.recruiterId, recruiterId), or(sql`${jobs.recruiterName} <> ${name}`, sql`${jobs.companyName} <> ${company}`)))
        .returning(recordColumns);
      for (const row of changed) await this.outbox.add(tx, Events.jobUpdated, toSnapshot(row));
      return true;
    });
    if (applied) void this.outbox.flush();
    return applied;
  }
}
