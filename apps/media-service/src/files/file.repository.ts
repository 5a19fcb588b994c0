import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq } from 'drizzle-orm';
import type { FileKind } from '@hirewise/contracts';
import { DATABASE } from '@hirewise/server-kit';
import type { Db } from '../db';
import { files, type FileRow, type NewFileRow } from './file.table';

@Injectable()
export class FileRepository {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  async insert(row: NewFileRow): Promise<FileRow> {
    const [created] = await this.db.insert(files).values(row).returning();
    return created;
  }

  async find(id: string, kind?: FileKind): Promise<FileRow | undefined> {
    const [row] = await this.db
      .select()
      .from(files)
      .where(kind ? and(eq(files.id, id), eq(files.kind, kind)) : eq(files.id, id))
      .limit(1);
    return row;
  }

  listByOwner(ownerId: string): Promise<FileRow[]> {
    return this.db.select().from(files).where(eq(files.ownerId, ownerId)).orderBy(asc(files.createdAt));
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(files).where(eq(files.id, id));
  }
}
