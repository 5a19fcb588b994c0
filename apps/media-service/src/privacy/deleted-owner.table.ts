import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Accounts whose files were removed on `user.deleted`. A session token outlives its account
 * (it is checked by signature alone), so uploads look here and refuse a deleted owner: nothing
 * would ever remove a file stored after the deletion.
 */
export const deletedOwners = pgTable('deleted_owners', {
  ownerId: uuid('owner_id').primaryKey(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
});
