import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FileKind } from '@hirewise/contracts';

/**
 * One row per stored file. `storage_key` is `<kind>/<id>.<ext>` in the configured store;
 * `original_name` is the client's name, sanitized, with the extension of the sniffed type
 * (used only for Content-Disposition). Rows are written after the bytes are complete.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').$type<FileKind>().notNull(),
    ownerId: uuid('owner_id').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull().unique('files_storage_key_unique'),
    originalName: text('original_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the clean-up's grace period starts if nothing holds the file (cleanup/): its upload,
     * the last change of its holds, or the last time a profile update was checked against it.
     */
    idleSince: timestamp('idle_since', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('files_kind_check', sql`${t.kind} in ('resume', 'profile', 'interview-video')`),
    check('files_size_check', sql`${t.size} > 0`),
    index('files_owner_idx').on(t.ownerId, t.kind),
    index('files_idle_idx').on(t.idleSince),
  ],
);

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;
