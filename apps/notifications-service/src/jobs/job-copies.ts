import { Injectable, Inject } from '@nestjs/common';
import { eq, lt, sql } from 'drizzle-orm';
import { Patterns, type JobSnapshot } from '@hirewise/contracts';
import { ClientRegistry, DATABASE } from '@hirewise/server-kit';
import type { Db } from '../db';
import type { JobFacts } from '../composer/compose';
import { jobCopies, type JobCopyRow } from './job-copy.table';

/** Rows a read-through stores carry version 0, so every event (version >= 1) replaces them. */
const READ_THROUGH_VERSION = 0;

const facts = (row: JobCopyRow): JobFacts => ({ jobId: row.jobId, title: row.title, recruiterId: row.recruiterId, requiresInterview: row.requiresInterview });

/**
 * The jobs notifications speak of, kept from job.created/updated (newer versions win; a deleted job
 * keeps its title, the closing notice names it). A job not seen yet is asked of the jobs service once.
 */
@Injectable()
export class JobCopies {
  constructor(
    @Inject(DATABASE) private readonly db: Db,
    private readonly clients: ClientRegistry,
  ) {}

  async upsert(s: JobSnapshot): Promise<void> {
    const row = { jobId: s.jobId, recruiterId: s.recruiterId, title: s.title, requiresInterview: s.requiresInterview, version: s.version };
    await this.db
      .insert(jobCopies)
      .values(row)
      .onConflictDoUpdate({
        target: jobCopies.jobId,
        set: { recruiterId: row.recruiterId, title: row.title, requiresInterview: row.requiresInterview, version: row.version },
        setWhere: lt(jobCopies.version, s.version),
      });
  }

  async markDeleted(jobId: string, version: number): Promise<void> {
    await this.db
      .update(jobCopies)
      .set({ deleted: true, version: sql`greatest(${jobCopies.version}, ${version})` })
      .where(eq(jobCopies.jobId, jobId));
  }

  /** The job, from the copy or (once) from the jobs service; undefined when neither knows it. */
  async get(jobId: string): Promise<JobFacts | undefined> {
    const [held] = await this.db.select().from(jobCopies).where(eq(jobCopies.jobId, jobId)).limit(1);
    if (held) return facts(held);
    const job = await this.clients
      .get('jobs')
      .send(Patterns.jobs.get, { jobId })
      .catch((err: unknown) => {
        if ((err as { code?: string }).code === 'JOB_NOT_FOUND' || (err as { code?: string }).code === 'NOT_FOUND') return undefined;
        throw err;
      });
    if (!job) return undefined;
    const row = { jobId: job._id, recruiterId: job.userId, title: job.title, requiresInterview: job.requiresInterview, version: READ_THROUGH_VERSION };
    await this.db.insert(jobCopies).values(row).onConflictDoNothing({ target: jobCopies.jobId });
    return { jobId: row.jobId, title: row.title, recruiterId: row.recruiterId, requiresInterview: row.requiresInterview };
  }
}
