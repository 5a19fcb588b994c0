import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { FILE_LIMIT_BYTES, FileQuotaMessages, MediaMessages } from '@hirewise/contracts';
import { DATABASE, DomainError } from '@hirewise/server-kit';
import { fileOwners } from '../cleanup/file-hold.table';
import { MEDIA_CONFIG, type MediaConfig } from '../config/media.config';
import type { Db } from '../db';
import { files, type FileRow, type NewFileRow } from '../files/file.table';
import { uploadReservations } from './upload-reservation.table';

/** A reservation older than this belongs to a process that died mid-upload: it no longer counts. */
const STALE_RESERVATION = sql`interval '1 hour'`;

/** Room taken for one upload before any of its bytes is stored. */
export interface UploadReservation {
  id: string;
  ownerId: string;
  /** The most bytes this upload may write. */
  bytes: number;
  /** The code and message when the file turns out larger than `bytes`: the quota's, or the 50 MB limit's. */
  overLimitCode: 'QUOTA_FILE_DOES_NOT_FIT' | 'FILE_TOO_LARGE';
  overLimitMessage: string;
}

/**
 * Per-user quotas (docs/files.md, "Quotas"): at most `MEDIA_QUOTA_FILES` files and
 * `MEDIA_QUOTA_BYTES` bytes per owner, counting stored files (held or waiting for the clean-up)
 * and uploads under way. The check and the reservation happen in one transaction holding the
 * owner's `file_owners` row lock, so parallel uploads on any number of replicas are counted one
 * after another: two uploads cannot both take the last place or the last bytes.
 */
@Injectable()
export class UploadQuotaService {
  constructor(
    @Inject(DATABASE) private readonly db: Db,
    @Inject(MEDIA_CONFIG) private readonly config: MediaConfig,
  ) {}

  /**
   * Refuses (413) an owner at the file count or with no byte left; otherwise reserves the bytes the
   * upload may write: the smallest of the 50 MB file limit, the bytes left, and the request's
   * declared length (a multipart body is longer than the file it carries).
   */
  async reserve(ownerId: string, declaredLength?: number): Promise<UploadReservation> {
    const { files: maxFiles, bytes: maxBytes } = this.config.quota;
    return this.db.transaction(async (tx) => {
      await tx.insert(fileOwners).values({ ownerId }).onConflictDoNothing();
      await tx.select({ ownerId: fileOwners.ownerId }).from(fileOwners).where(eq(fileOwners.ownerId, ownerId)).for('update');
      const result = await tx.execute(sql`
        select
          (select count(*) from ${files} where owner_id = ${ownerId})::int
            + (select count(*) from ${uploadReservations} where owner_id = ${ownerId} and created_at > now() - ${STALE_RESERVATION})::int as count,
          (select coalesce(sum(size), 0) from ${files} where owner_id = ${ownerId})::bigint
            + (select coalesce(sum(bytes), 0) from ${uploadReservations} where owner_id = ${ownerId} and created_at > now() - ${STALE_RESERVATION})::bigint as bytes`);
      const used = rowsOf<{ count: number | string; bytes: number | string }>(result)[0];
      const usedCount = Number(used.count);
      const left = maxBytes - Number(used.bytes);
      if (usedCount + 1 > maxFiles) throw new DomainError('QUOTA_FILES_REACHED', FileQuotaMessages.tooManyFiles(maxFiles));
      if (left <= 0) throw new DomainError('QUOTA_BYTES_REACHED', FileQuotaMessages.noSpaceLeft(maxBytes));
      const bytes = Math.min(FILE_LIMIT_BYTES, left, declaredLength && declaredLength > 0 ? declaredLength : Infinity);
      const fitsQuota = !(left < FILE_LIMIT_BYTES && bytes === left);
      const overLimit = fitsQuota
        ? { overLimitCode: 'FILE_TOO_LARGE' as const, overLimitMessage: MediaMessages.tooLarge }
        : { overLimitCode: 'QUOTA_FILE_DOES_NOT_FIT' as const, overLimitMessage: FileQuotaMessages.doesNotFit(maxBytes, left) };
      const id = randomUUID();
      await tx.insert(uploadReservations).values({ id, ownerId, bytes });
      return { id, ownerId, bytes, ...overLimit };
    });
  }

  /** The upload is complete: its row replaces its reservation, in one transaction. */
  async complete(reservation: UploadReservation, row: NewFileRow): Promise<FileRow> {
    return this.db.transaction(async (tx) => {
      const [created] = await tx.insert(files).values(row).returning();
      await tx.delete(uploadReservations).where(eq(uploadReservations.id, reservation.id));
      return created;
    });
  }

  /** The upload failed or was refused: its room is free again. */
  async release(reservation: UploadReservation): Promise<void> {
    await this.db.delete(uploadReservations).where(eq(uploadReservations.id, reservation.id));
  }
}

function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
