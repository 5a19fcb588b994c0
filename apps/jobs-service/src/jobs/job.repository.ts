import { Inject, Injectable } from '@nestjs/common';
import { and, eq, lt, sql } from 'drizzle-orm';
import { Events, isUuid, type ApplicationStatusChangedEvent, type JobDeletedEvent, type JobsQuery, type RatingChangedEvent } from '@hirewise/contracts';
import { DATABASE, Outbox, type AppDatabase } from '@hirewise/server-kit';
import * as schema from '../schema';
import { jobs, type JobRow, type NewJobRow } from './job.table';
import { toSnapshot, type JobView } from './job.mapper';
import { pageOf, searchConditions, sortOrder, type SearchScope } from './job-search.query';
import { SearchTotals, totalKey, type CountedTotal } from './search-totals';

type Db = AppDatabase<typeof schema>;
export type JobChanges = Partial<Omit<NewJobRow, 'id' | 'recruiterId' | 'version' | 'createdAt' | 'updatedAt'>>;

/** What reads select: the API's fields, not the search text or the event bookkeeping. */
const viewColumns = {
  id: jobs.id,
  recruiterId: jobs.recruiterId,
  recruiterName: jobs.recruiterName,
  title: jobs.title,
  jobType: jobs.jobType,
  salary: jobs.salary,
  duration: jobs.duration,
  skillsets: jobs.skillsets,
  dateOfPosting: jobs.dateOfPosting,
  deadline: jobs.deadline,
  rating: jobs.rating,
  requiresInterview: jobs.requiresInterview,
  maxApplicants: jobs.maxApplicants,
  maxPositions: jobs.maxPositions,
  acceptedCandidates: jobs.acceptedCandidates,
  activeApplications: jobs.activeApplications,
  interviewQuestions: jobs.interviewQuestions,
} satisfies Record<keyof JobView, unknown>;

/**
 * Jobs and their events. Every change writes its event to the outbox in the same transaction
 * and relays it after the commit.
 */
@Injectable()
export class JobRepository {
  private readonly totals = new SearchTotals();

  constructor(
    @Inject(DATABASE) private readonly db: Db,
    private readonly outbox: Outbox,
  ) {}

  async insert(values: NewJobRow[]): Promise<JobRow[]> {
    const created = await this.db.transaction(async (tx) => {
      const rows = await tx.insert(jobs).values(values).returning();
      for (const row of rows) await this.outbox.add(tx, Events.jobCreated, toSnapshot(row));
      return rows;
    });
    this.totals.clear();
    void this.outbox.flush();
    return created;
  }

  /** The whole row, version included (what an update starts from). */
  async findRow(id: string): Promise<JobRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
    return row;
  }

  async findById(id: string): Promise<JobView | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db.select(viewColumns).from(jobs).where(eq(jobs.id, id)).limit(1);
    return row;
  }

  /**
   * Locks the row, lets `decide` check it (it may throw) and name the changes, then writes them
   * with a new version and a `job.updated` event. Undefined when there is no such job.
   */
  async update(id: string, decide: (row: JobRow) => JobChanges): Promise<JobRow | undefined> {
    if (!isUuid(id)) return undefined;
    const updated = await this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
      if (!current) return undefined;
      const changes = decide(current);
      const [row] = await tx
        .update(jobs)
        .set({ ...changes, version: sql`${jobs.version} + 1`, updatedAt: new Date() })
        .where(eq(jobs.id, id))
        .returning();
      await this.outbox.add(tx, Events.jobUpdated, toSnapshot(row));
      return row;
    });
    if (updated) {
      this.totals.clear();
      void this.outbox.flush();
    }
    return updated;
  }

  /** Deletes the job after `check` accepted it (it may throw) and records `job.deleted`. */
  async delete(id: string, check: (row: JobRow) => void): Promise<boolean> {
    if (!isUuid(id)) return false;
    const deleted = await this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
      if (!current) return false;
      check(current);
      await tx.delete(jobs).where(eq(jobs.id, id));
      const event: JobDeletedEvent = { jobId: id, version: current.version + 1 };
      await this.outbox.add(tx, Events.jobDeleted, event);
      return true;
    });
    if (deleted) {
      this.totals.clear();
      void this.outbox.flush();
    }
    return deleted;
  }

  /**
   * One page and the number of all matches, queried side by side. The public list's total may
   * come from the last few seconds (SearchTotals); a recruiter's own list is always counted.
   */
  async search(query: JobsQuery, scope: SearchScope): Promise<{ rows: JobView[]; total: number }> {
    const where = searchConditions(query, scope);
    const { limit, offset } = pageOf(query);
    // The earliest deadline among the matches is when the public total next changes by itself.
    const count = async (): Promise<CountedTotal> => {
      const [row] = await this.db.select({ total: sql<number>`count(*)::int`, firstDeadline: sql<Date | null>`min(${jobs.deadline})` }).from(jobs).where(where);
      return { total: row.total, validUntil: row.firstDeadline ? new Date(row.firstDeadline).getTime() : undefined };
    };
    const [rows, total] = await Promise.all([
      this.db
        .select(viewColumns)
        .from(jobs)
        .where(where)
        .orderBy(...sortOrder(query))
        .limit(limit)
        .offset(offset),
      scope.ownerId ? count().then((c) => c.total) : this.totals.get(totalKey(query), count),
    ]);
    return { rows, total };
  }

  /** Counts come from the applications service; only a higher per-job sequence replaces them. */
  async applyApplicationCounts(event: ApplicationStatusChangedEvent): Promise<boolean> {
    if (!isUuid(event.jobId)) return false;
    const rows = await this.db
      .update(jobs)
      .set({ acceptedCandidates: event.acceptedCount, activeApplications: event.activeCount, applicationsSequence: event.jobSequence })
      .where(and(eq(jobs.id, event.jobId), lt(jobs.applicationsSequence, event.jobSequence)))
      .returning({ id: jobs.id });
    return rows.length > 0;
  }

  /** The average of applicants' ratings; -1 once none is left. Only a newer version replaces it. */
  async applyRating(event: RatingChangedEvent): Promise<boolean> {
    if (event.target !== 'job' || !isUuid(event.targetId)) return false;
    const rows = await this.db
      .update(jobs)
      .set({ rating: event.count > 0 ? event.average : -1, ratingVersion: event.version })
      .where(and(eq(jobs.id, event.targetId), lt(jobs.ratingVersion, event.version)))
      .returning({ id: jobs.id });
    return rows.length > 0;
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(jobs);
    return row.n;
  }
}

