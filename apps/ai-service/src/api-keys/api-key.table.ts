import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * API keys of service clients (other services calling the AI HTTP API directly). Only the key's
 * SHA-256 is kept (`key_hash`); `prefix` is the key's visible start, for listings and logs.
 * `tokens` / `tokens_at` are the key's rate-limit bucket (capacity and refill: `rate_per_minute`),
 * updated in the same statement that checks the key, so every replica shares one count.
 */
export const aiApiKeys = pgTable(
  'ai_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull().unique('ai_api_keys_prefix_unique'),
    keyHash: text('key_hash').notNull().unique('ai_api_keys_key_hash_unique'),
    ratePerMinute: integer('rate_per_minute').notNull(),
    tokens: doublePrecision('tokens').notNull(),
    tokensAt: timestamp('tokens_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    check('ai_api_keys_rate_check', sql`${t.ratePerMinute} between 1 and 100000`),
    check('ai_api_keys_name_check', sql`length(${t.name}) between 1 and 100`),
  ],
);

export type ApiKeyRow = typeof aiApiKeys.$inferSelect;
