import { bigint, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Bytes an upload under way may still write (quotas/): taken under the owner's lock before any
 * byte is stored, replaced by the file's row when it is complete, dropped when it fails.
 * Reservations older than an hour (a process that died mid-upload) no longer count.
 */
export const uploadReservations = pgTable(
  'upload_reservations',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('upload_reservations_owner_idx').on(t.ownerId)],
);
