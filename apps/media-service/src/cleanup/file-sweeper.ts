import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { and, asc, eq, lt, notExists, sql } from 'drizzle-orm';
import { DATABASE, LOGGER, RepeatingTask, type Logger } from '@hirewise/server-kit';
import { MEDIA_CONFIG, type MediaConfig } from '../config/media.config';
import type { Db } from '../db';
import { files } from '../files/file.table';
import { uploadReservations } from '../quotas/upload-reservation.table';
import { FILE_STORE, type FileStore } from '../storage/file-store';
import { fileHolds } from './file-hold.table';

/** Files taken per transaction: each one's bytes are deleted while its row is locked. */
const BATCH = 20;

/**
 * Deletes unreferenced files (docs/files.md, "Clean-up"): files with no hold whose grace period
 * (`MEDIA_CLEANUP_GRACE_S` from `idle_since`) has passed, bytes first, then the row, every
 * `MEDIA_CLEANUP_INTERVAL_S` on each replica. Replicas share the work safely: each batch is taken
 * with `FOR UPDATE SKIP LOCKED`, so two sweeps never take the same file, and a hold being recorded
 * (which locks the file's row) either waits for a sweep that took the file or makes it skip it.
 */
@Injectable()
export class FileSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly task = new RepeatingTask(
    () => this.sweepAll(),
    (err) => this.logger.warn({ err }, 'file clean-up failed; it runs again later'),
  );

  constructor(
    @Inject(DATABASE) private readonly db: Db,
    @Inject(FILE_STORE) private readonly store: FileStore,
    @Inject(MEDIA_CONFIG) private readonly config: MediaConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.task.start(this.config.cleanup.intervalSeconds * 1000);
  }

  onApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }

  /** One sweep (one at a time per process): the number of files deleted. */
  sweep(): Promise<number> {
    return this.task.run();
  }

  private async sweepAll(): Promise<number> {
    await this.db.delete(uploadReservations).where(lt(uploadReservations.createdAt, sql`now() - interval '1 hour'`));
    let total = 0;
    for (;;) {
      const { taken, deleted } = await this.sweepBatch();
      total += deleted;
      if (taken < BATCH || deleted < taken) break;
    }
    if (total > 0) this.logger.info({ files: total }, 'deleted unreferenced files past their grace period');
    return total;
  }

  private sweepBatch(): Promise<{ taken: number; deleted: number }> {
    const cutoff = sql`now() - ${this.config.cleanup.graceSeconds}::int * interval '1 second'`;
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: files.id, storageKey: files.storageKey })
        .from(files)
        .where(and(lt(files.idleSince, cutoff), notExists(tx.select({ one: sql`1` }).from(fileHolds).where(eq(fileHolds.fileId, files.id)))))
        .orderBy(asc(files.idleSince))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      let deleted = 0;
      for (const file of due) {
        try {
          await this.store.delete(file.storageKey);
        } catch (err) {
          this.logger.warn({ err, key: file.storageKey }, 'could not delete an unreferenced file; kept for the next sweep');
          continue;
        }
        await tx.delete(files).where(eq(files.id, file.id));
        deleted += 1;
      }
      return { taken: due.length, deleted };
    });
  }
}
