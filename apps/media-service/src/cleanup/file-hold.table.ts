import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { files } from '../files/file.table';

/**
 * What keeps a file (docs/files.md, "Clean-up"): one row per holder. A file with no row is
 * unreferenced and is deleted once its grace period (from `files.idle_since`) has passed.
 * Holders: `profile:resume` and `profile:photo` (the owner's profile names it, learnt from
 * `user.updated`), `interview-result` (the applications service saved a result with it), and
 * `legacy` (files stored before holds existed, until the owner's next profile event).
 */
export const FILE_HOLDERS = ['profile:resume', 'profile:photo', 'interview-result', 'legacy'] as const;
export type FileHolder = (typeof FILE_HOLDERS)[number];

export const fileHolds = pgTable(
  'file_holds',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    holder: text('holder').$type<FileHolder>().notNull(),
  },
  (t) => [primaryKey({ name: 'file_holds_pk', columns: [t.fileId, t.holder] })],
);

/**
 * One row per file owner: locked (`FOR UPDATE`) to serialize an owner's quota checks across
 * replicas, and the version of the last `user.updated` applied to the owner's profile holds.
 */
export const fileOwners = pgTable('file_owners', {
  ownerId: uuid('owner_id').primaryKey(),
  profileVersion: integer('profile_version').notNull().default(-1),
});
