import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, type Logger } from '@hirewise/server-kit';
import { FILE_STORE, type FileStore } from '../storage/file-store';
import { FileRepository } from './file.repository';
import type { FileRow } from './file.table';

/** Removes stored files, row first then bytes (an upload undone, a deleted account's files, a recording the applicant deleted). */
@Injectable()
export class FileRemover {
  constructor(
    @Inject(FILE_STORE) private readonly store: FileStore,
    private readonly files: FileRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async remove(row: FileRow): Promise<void> {
    await this.files.delete(row.id);
    await this.store.delete(row.storageKey).catch((err: unknown) => this.logger.warn({ err, key: row.storageKey }, 'could not remove a file'));
  }
}
