import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { fileIdOf, isUuid, type CheckFileOwnershipMessage, type CheckFileOwnershipReply, type FileKind, type UserUpdatedEvent } from '@hirewise/contracts';
import { DATABASE } from '@hirewise/server-kit';
import type { Db } from '../db';
import { files } from '../files/file.table';
import { fileHolds, fileOwners, type FileHolder } from './file-hold.table';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The profile's holders, the kind of file each must be, and the event field that names it. */
const PROFILE_HOLDERS: readonly { holder: FileHolder; kind: FileKind; field: 'resume' | 'profile' }[] = [
  { holder: 'profile:resume', kind: 'resume', field: 'resume' },
  { holder: 'profile:photo', kind: 'profile', field: 'profile' },
];
const REPLACED_BY_PROFILE: FileHolder[] = ['profile:resume', 'profile:photo', 'legacy'];

/**
 * What holds each file (docs/files.md, "Clean-up"). Every change of a file's holds updates its
 * row (`idle_since = now()`) first: that takes the row's lock, so a sweep that has the row locked
 * finishes before (and the file is gone: no hold is recorded), and a sweep that comes later skips
 * the row while it is locked and sees the hold once committed. The grace period also starts again.
 */
@Injectable()
export class FileHolds {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  /** Records a holder of a file (a saved interview result naming its video). False when the file is gone. */
  async add(fileId: string, holder: FileHolder): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const touched = await tx.update(files).set({ idleSince: new Date() }).where(eq(files.id, fileId)).returning({ id: files.id });
      if (touched.length === 0) return false;
      await tx.insert(fileHolds).values({ fileId, holder }).onConflictDoNothing();
      return true;
    });
  }

  /**
   * `user.updated`: the profile names at most one resume and one photo, which are held; whatever the
   * profile held before (and the owner's `legacy` holds) is released and starts its grace period.
   * Only the owner's own files of the right kind are held (the auth service refuses others anyway).
   * Events arrive at least once and in any order: one older than the last applied is ignored.
   */
  async applyProfile(event: UserUpdatedEvent): Promise<void> {
    const ownerId = event.userId;
    if (!isUuid(ownerId)) return;
    await this.db.transaction(async (tx) => {
      await tx.insert(fileOwners).values({ ownerId }).onConflictDoNothing();
      const [owner] = await tx.select().from(fileOwners).where(eq(fileOwners.ownerId, ownerId)).for('update');
      if (owner.profileVersion >= event.version) return;

      const wanted = PROFILE_HOLDERS.map(({ holder, kind, field }) => ({ holder, kind, fileId: fileIdOf(event[field] ?? '') }));
      const current = await tx
        .select({ fileId: fileHolds.fileId, holder: fileHolds.holder })
        .from(fileHolds)
        .innerJoin(files, eq(files.id, fileHolds.fileId))
        .where(and(eq(files.ownerId, ownerId), inArray(fileHolds.holder, REPLACED_BY_PROFILE)));

      for (const hold of current) {
        if (wanted.some((w) => w.holder === hold.holder && w.fileId === hold.fileId)) continue;
        await tx.update(files).set({ idleSince: new Date() }).where(eq(files.id, hold.fileId));
        await tx.delete(fileHolds).where(and(eq(fileHolds.fileId, hold.fileId), eq(fileHolds.holder, hold.holder)));
      }
      for (const { holder, kind, fileId } of wanted) {
        if (!fileId || current.some((c) => c.holder === holder && c.fileId === fileId)) continue;
        await this.holdOwn(tx, ownerId, kind, fileId, holder);
      }
      await tx.update(fileOwners).set({ profileVersion: event.version }).where(eq(fileOwners.ownerId, ownerId));
    });
  }

  /**
   * `media.files.ownership.check.v1`: which asked files are the owner's of the asked kind. Each one
   * found starts its grace period again, so the profile's `user.updated` (which will hold it)
   * arrives long before a sweep could take it; a file a sweep is deleting right now is not found.
   */
  async checkOwnership({ ownerId, files: asked }: CheckFileOwnershipMessage): Promise<CheckFileOwnershipReply> {
    const ids = [...new Set(asked.map((f) => f.fileId).filter(isUuid))];
    if (!isUuid(ownerId) || ids.length === 0) return { owned: [] };
    const found = await this.db
      .update(files)
      .set({ idleSince: sql`greatest(${files.idleSince}, now())` })
      .where(and(eq(files.ownerId, ownerId), inArray(files.id, ids)))
      .returning({ id: files.id, kind: files.kind });
    const owned = asked.filter((a) => found.some((f) => f.id === a.fileId && f.kind === a.kind)).map((a) => a.fileId);
    return { owned: [...new Set(owned)] };
  }

  private async holdOwn(tx: Tx, ownerId: string, kind: FileKind, fileId: string, holder: FileHolder): Promise<void> {
    const own = await tx
      .update(files)
      .set({ idleSince: new Date() })
      .where(and(eq(files.id, fileId), eq(files.ownerId, ownerId), eq(files.kind, kind)))
      .returning({ id: files.id });
    if (own.length > 0) await tx.insert(fileHolds).values({ fileId, holder }).onConflictDoNothing();
  }
}
