import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { Events, type InterviewVideoDeletedEvent } from '@hirewise/contracts';
import { DATABASE, LOGGER, Outbox, RepeatingTask, type Logger } from '@hirewise/server-kit';
import type { Db } from '../db';
import { interviewResults } from '../interviews/interview-result.table';
import { jobProjection } from '../projections/projection.table';
import { RETENTION_CONFIG, type RetentionConfig } from './recording-retention.config';

/** Recordings taken per transaction. */
const BATCH = 50;

/**
 * Retention of interview recordings (issue 21, part 7; docs/fairness.md): a recording is deleted
 * RECORDING_RETENTION_DAYS after its job's deadline (the job's end). Every RECORDING_RETENTION_INTERVAL_S
 * each replica takes the results whose recording is due, in batches locked `FOR UPDATE SKIP LOCKED`
 * (replicas never take the same one; an applicant deleting the same recording meanwhile waits for the
 * row or makes the sweep skip it), and does what the applicant's own deletion does
 * (InterviewService.deleteVideo): the file reference is cleared, `video_deleted_at` set with the reason
 * `retention`, and interview.video-deleted is written to the outbox in the same transaction, so the
 * media service removes the file. The questions, answers, scores, reviews and the access log stay.
 * The time is the database's (`now()`), the same for every replica.
 */
@Injectable()
export class RecordingRetention implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly task = new RepeatingTask(
    () => this.sweepAll(),
    (err) => this.logger.warn({ err }, 'recording retention sweep failed; it runs again later'),
  );

  constructor(
    @Inject(DATABASE) private readonly db: Db,
    @Inject(RETENTION_CONFIG) private readonly config: RetentionConfig,
    private readonly outbox: Outbox,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.task.start(this.config.intervalSeconds * 1000);
  }

  onApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }

  /** One sweep (one at a time per process): the number of recordings deleted. */
  sweep(): Promise<number> {
    return this.task.run();
  }

  private async sweepAll(): Promise<number> {
    let total = 0;
    for (;;) {
      const deleted = await this.sweepBatch();
      total += deleted;
      if (deleted < BATCH) break;
    }
    if (total > 0) {
      this.logger.info({ recordings: total, retentionDays: this.config.retentionDays }, 'deleted interview recordings past their retention period');
      void this.outbox.flush();
    }
    return total;
  }

  private sweepBatch(): Promise<number> {
    const cutoff = sql`now() - ${this.config.retentionDays}::int * interval '1 day'`;
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: interviewResults.id, applicationId: interviewResults.applicationId, applicantId: interviewResults.applicantId, fileId: interviewResults.videoFileId })
        .from(interviewResults)
        .innerJoin(jobProjection, eq(jobProjection.jobId, interviewResults.jobId))
        .where(and(isNotNull(interviewResults.videoFileId), lt(jobProjection.deadline, cutoff)))
        .orderBy(asc(jobProjection.deadline), asc(interviewResults.id))
        .limit(BATCH)
        // Only the results' rows: the job's row stays free for applications and status changes.
        .for('update', { of: interviewResults, skipLocked: true });
      for (const row of due) {
        if (!row.fileId) continue;
        await tx.update(interviewResults).set({ videoFileId: null, videoDeletedAt: new Date(), videoDeletedReason: 'retention' }).where(eq(interviewResults.id, row.id));
        const event: InterviewVideoDeletedEvent = { fileId: row.fileId, applicantId: row.applicantId, applicationId: row.applicationId };
        await this.outbox.add(tx, Events.interviewVideoDeleted, event);
      }
      return due.length;
    });
  }
}
