import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Accounts whose every token is refused (deleted accounts), written in the deletion's transaction.
 * Gateways read it with a cursor on `revoked_at` (auth.revocations.since.v1).
 */
export const revokedAccounts = pgTable('revoked_accounts', {
  userId: uuid('user_id').primaryKey(),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
