import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { Events, isUuid, type ApplicationStatusChangedEvent, type JobDeletedEvent, type RatingChangedEvent } from '@hirewise/contracts';
import { DATABASE, Outbox, type AppDatabase } from '@hirewise/server-kit';
import * as schema from '../schema';
import { jobs, type JobRecord, type NewJobRow } from './job.table';
import { recruiters } from '../recruiters/recruiter.table';
import { recordColumns, viewColumns } from './job.columns';
import { toSnapshot, type JobView } from './job.mapper';
import { JobSearch } from './search/job-search';

type Db = AppDatabase<typeof schema>;
export type JobChanges = Partial<Omit<NewJobRow, 'id' | 'recruiterId' | 'version' | 'createdAt' | 'updatedAt' | 'searchText' | 'searchVector'>>;

function prepareById(db: Db) {
  return db.select(viewColumns).from(jobs).where(eq(jobs.id, sql.placeholder('id'))).limit(1).prepare('jobs_by_id');
}

/**
 * Jobs and their events. Every change writes its event to the outbox in the same transaction
 * and relays it after the commit.
 */
@Injectable()
export class JobRepository {
  /** Get by id, the hottest read (every job page and apply): planned once per connection. */
  private readonly byId: ReturnType<typeof prepareById>;

  constructor(
    @Inject(DATABASE) private readonly db: Db,
    private readonly outbox: Outbox,
    private readonly search: JobSearch,
  ) {
    this.byId = prepareById(db);
  }

  async insert(values: NewJobRow[]): Promise<JobRecord[]> {
    const created = await this.db.transaction(async (tx) => {
      // The recruiter's name and company as the projection holds them now, read under a share lock:
      // a profile event applied meanwhile (recruiter.repository.ts applyProfile) either commits first
      // and is read here, or waits for this insert and then rewrites the new job too. Without the
      // lock, a job could keep the copy read just before the event.
      const ids = [...new Set(values.map((v) => v.recruiterId))];
      const current = await tx
        .select({ recruiterId: recruiters.recruiterId, name: recruiters.name, companyName: recruiters.companyName })
        .from(recruiters)
        .where(inArray(recruiters.recruiterId, ids))
        .for('share');
      const copies = new Map(current.map((r) => [r.recruiterId, r]));
      const rows = await tx
        .insert(jobs)
        .values(values.map((v) => ({ ...v, recruiterName: copies.get(v.recruiterId)?.name ?? v.recruiterName, companyName: copies.get(v.recruiterId)?.companyName ?? v.companyName })))
        .returning(recordColumns);
      for (const row of rows) await this.outbox.add(tx, Events.jobCreated, toSnapshot(row));
      return rows;
    });
    this.search.changed();
    void this.outbox.flush();
    return created;
  }

  /** The whole row, version included (what an update starts from). */
  async findRow(id: string): Promise<JobRecord | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db.select(recordColumns).from(jobs).where(eq(jobs.id, id)).limit(1);
    return row;
  }

  async findById(id: string): Promise<JobView | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = (await this.byId.execute({ id })) as JobView[];
    return row;
  }

  /** Open jobs' ids and dates, newest first (the sitemap): an index-only read of (date_of_posting, id) and the deadline. */
  async openJobLinks(limit: number): Promise<{ id: string; dateOfPosting: Date; deadline: Date }[]> {
    return this.db
      .select({ id: jobs.id, dateOfPosting: jobs.dateOfPosting, deadline: jobs.deadline })
      .from(jobs)
      .where(gt(jobs.deadline, sql`now()`))
      .orderBy(desc(jobs.dateOfPosting), desc(jobs.id))
      .limit(limit);
  }

  /** Open jobs, newest first (the feeds). */
  async openJobs(limit: number): Promise<JobView[]> {
    return this.db.select(viewColumns).from(jobs).where(gt(jobs.deadline, sql`now()`)).orderBy(desc(jobs.dateOfPosting), desc(jobs.id)).limit(limit);
  }

  /**
   * Locks the row, lets `decide` check it (it may throw) and name the changes, then writes them
   * with a new version and a `job.updated` event. Undefined when there is no such job.
   */
  async update(id: string, decide: (row: JobRecord) => JobChanges): Promise<JobRecord | undefined> {
    if (!isUuid(id)) return undefined;
    const updated = await this.db.transaction(async (tx) => {
      const [current] = await tx.select(recordColumns).from(jobs).where(eq(jobs.id, id)).for('update');
      if (!current) return undefined;
      const changes = decide(current);
      // A company copied by the caller is taken from the projection under a share lock, as insert does.
      if (changes.companyName !== undefined) {
        const [copy] = await tx.select({ companyName: recruiters.companyName }).from(recruiters).where(eq(recruiters.recruiterId, current.recruiterId)).for('share');
        if (copy) changes.companyName = copy.companyName;
      }
      const [row] = await tx
        .update(jobs)
        .set({ ...changes, version: sql`${jobs.version} + 1`, updatedAt: new Date() })
        .where(eq(jobs.id, id))
        .returning(recordColumns);
      await this.outbox.add(tx, Events.jobUpdated, toSnapshot(row));
      return row;
    });
    if (updated) {
      this.search.changed();
      void this.outbox.flush();
    }
    return updated;
  }

  /** Deletes the job after `check` accepted it (it may throw) and records `job.deleted`. */
  async delete(id: string, check: (row: JobRecord) => void): Promise<boolean> {
    if (!isUuid(id)) return false;
    const deleted = await this.db.transaction(async (tx) => {
      const [current] = await tx.select(recordColumns).from(jobs).where(eq(jobs.id, id)).for('update');
      if (!current) return false;
      check(current);
      await tx.delete(jobs).where(eq(jobs.id, id));
      const event: JobDeletedEvent = { jobId: id, version: current.version + 1 };
      await this.outbox.add(tx, Events.jobDeleted, event);
      return true;
    });
    if (deleted) {
      this.search.changed();
      void this.outbox.flush();
    }
    return deleted;
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

