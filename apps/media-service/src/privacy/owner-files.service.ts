import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { Events, fileIdOf, type ExportedFile, type InterviewVideoDeletedEvent } from '@hirewise/contracts';
import { EventRegistry, LOGGER, type Logger } from '@hirewise/server-kit';
import { FileRepository } from '../files/file.repository';
import { FileRemover } from '../files/file-remover';
import { DeletedOwners } from './deleted-owners';

/**
 * An applicant's files as a whole (docs/privacy.md): listed for their data export, and all
 * removed, bytes and rows, when their account is deleted (`user.deleted`, delivered at least
 * once: removing what is already gone is a no-op).
 */
@Injectable()
export class OwnerFilesService implements OnModuleInit {
  constructor(
    private readonly registry: EventRegistry,
    private readonly files: FileRepository,
    private readonly remover: FileRemover,
    private readonly deletedOwners: DeletedOwners,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.registry.on(Events.userDeleted, ({ payload }) => this.removeAllOf(payload.userId));
    this.registry.on(Events.interviewVideoDeleted, ({ payload }) => this.removeVideo(payload));
  }

  /** The applicant had their interview recording deleted (docs/privacy.md). */
  async removeVideo({ fileId, applicantId }: InterviewVideoDeletedEvent): Promise<void> {
    const id = fileIdOf(fileId);
    const row = id ? await this.files.find(id, 'interview-video') : undefined;
    if (!row || row.ownerId !== applicantId) return;
    await this.remover.remove(row);
    this.logger.info({ fileId: row.id }, 'removed an interview recording at the applicant\'s request');
  }

  async list(ownerId: string): Promise<ExportedFile[]> {
    const rows = await this.files.listByOwner(ownerId);
    return rows.map((row) => ({
      fileId: row.id,
      kind: row.kind,
      contentType: row.contentType,
      size: row.size,
      originalName: row.originalName,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  async removeAllOf(ownerId: string): Promise<void> {
    // Marked first: an upload arriving from here on is refused, one that was under way is listed below.
    await this.deletedOwners.mark(ownerId);
    const rows = await this.files.listByOwner(ownerId);
    for (const row of rows) await this.remover.remove(row);
    if (rows.length > 0) this.logger.info({ ownerId, files: rows.length }, 'removed the files of a deleted account');
  }
}
