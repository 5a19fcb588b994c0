import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isUuid } from '@hirewise/contracts';
import { DATABASE, isUniqueViolation } from '@hirewise/server-kit';
import type { Db } from '../db';
import { API_KEY_NAME, apiKeyPrefix, DEFAULT_RATE_PER_MINUTE, generateApiKey, hashApiKey, MAX_RATE_PER_MINUTE } from './api-key';
import { aiApiKeys, type ApiKeyRow } from './api-key.table';

/** What `issue` takes (the admin endpoint and the command parse with it). */
export const issueApiKeySchema = z.object({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .regex(API_KEY_NAME, 'name must be 1 to 100 characters: letters, digits, space, . _ : / @ - (starting with a letter or digit)'),
  ratePerMinute: z.coerce
    .number({ error: 'rate must be a number' })
    .int('rate must be a whole number of requests per minute')
    .min(1, 'rate must be at least 1 request per minute')
    .max(MAX_RATE_PER_MINUTE, `rate must be at most ${MAX_RATE_PER_MINUTE} requests per minute`)
    .default(DEFAULT_RATE_PER_MINUTE),
});
export type IssueApiKeyInput = z.input<typeof issueApiKeySchema>;

/** A key as listed: never the key itself (it is not stored) nor its hash. */
export interface ApiKeyInfo {
  id: string;
  name: string;
  prefix: string;
  ratePerMinute: number;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** `issue`'s answer: the one time the key is known. */
export interface IssuedApiKey extends ApiKeyInfo {
  key: string;
}

export interface ApiKeyClient {
  id: string;
  name: string;
  prefix: string;
  ratePerMinute: number;
}

export type ApiKeyCheck =
  | { outcome: 'ok'; client: ApiKeyClient; remaining: number }
  | { outcome: 'rate-limited'; client: ApiKeyClient; retryAfterSeconds: number }
  | { outcome: 'revoked'; prefix: string }
  | { outcome: 'invalid'; prefix?: string };

const toInfo = (row: ApiKeyRow): ApiKeyInfo => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  ratePerMinute: row.ratePerMinute,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/**
 * The service clients' API keys in the AI service's database: issue (the key is returned once,
 * only its SHA-256 is stored), list, revoke, and the per-request check with its rate limit.
 */
@Injectable()
export class ApiKeyStore {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  async issue(input: IssueApiKeyInput): Promise<IssuedApiKey> {
    const { name, ratePerMinute } = issueApiKeySchema.parse(input);
    for (let attempt = 1; ; attempt++) {
      const { key, prefix, hash } = generateApiKey();
      try {
        const [row] = await this.db.insert(aiApiKeys).values({ name, prefix, keyHash: hash, ratePerMinute, tokens: ratePerMinute }).returning();
        return { ...toInfo(row), key };
      } catch (err) {
        // 32 random bits of prefix: a clash is rare, and another draw settles it.
        if (attempt < 3 && isUniqueViolation(err)) continue;
        throw err;
      }
    }
  }

  async list(): Promise<ApiKeyInfo[]> {
    const rows = await this.db.select().from(aiApiKeys).orderBy(asc(aiApiKeys.createdAt), asc(aiApiKeys.prefix));
    return rows.map(toInfo);
  }

  /** By id or visible prefix; a key already revoked keeps its first revocation time. Undefined when no key matches. */
  async revoke(idOrPrefix: string): Promise<ApiKeyInfo | undefined> {
    const where = isUuid(idOrPrefix) ? eq(aiApiKeys.id, idOrPrefix) : eq(aiApiKeys.prefix, idOrPrefix);
    const [row] = await this.db
      .update(aiApiKeys)
      .set({ revokedAt: sql`coalesce(${aiApiKeys.revokedAt}, now())` })
      .where(where)
      .returning();
    return row ? toInfo(row) : undefined;
  }

  /**
   * The check on every call. One UPDATE finds the key by its hash (not revoked), refills its bucket
   * for the time since it was last drawn on (capacity and refill: `rate_per_minute` per minute) and
   * takes one request when a whole one is there. Concurrent calls with one key queue on the row
   * lock and each sees the one before (also across replicas), and a revocation holds from the next
   * call on. Only a refused call reads the row again, to tell revoked from unknown or say when to retry.
   */
  async check(key: string | undefined): Promise<ApiKeyCheck> {
    const prefix = key === undefined ? undefined : apiKeyPrefix(key);
    if (!key || !prefix) return { outcome: 'invalid' };
    const hash = hashApiKey(key);
    const k = aiApiKeys;
    // Requests available at the statement's time, never more than one minute's worth.
    const available = sql<number>`least(${k.ratePerMinute}::float8, ${k.tokens} + greatest(0, extract(epoch from now() - ${k.tokensAt})::float8) * ${k.ratePerMinute} / 60.0)`;
    const client = { id: k.id, name: k.name, prefix: k.prefix, ratePerMinute: k.ratePerMinute };
    const [taken] = await this.db
      .update(k)
      .set({ tokens: sql`${available} - 1`, tokensAt: sql`greatest(${k.tokensAt}, now())`, lastUsedAt: sql`now()` })
      .where(and(eq(k.keyHash, hash), isNull(k.revokedAt), sql`${available} >= 1`))
      .returning({ ...client, tokens: k.tokens });
    if (taken) {
      const { tokens, ...rest } = taken;
      return { outcome: 'ok', client: rest, remaining: Math.floor(tokens) };
    }
    const [row] = await this.db
      .select({ ...client, revokedAt: k.revokedAt, available })
      .from(k)
      .where(eq(k.keyHash, hash))
      .limit(1);
    if (!row) return { outcome: 'invalid', prefix };
    if (row.revokedAt) return { outcome: 'revoked', prefix: row.prefix };
    const { revokedAt: _revoked, available: left, ...rest } = row;
    return { outcome: 'rate-limited', client: rest, retryAfterSeconds: Math.max(1, Math.ceil(((1 - Number(left)) * 60) / row.ratePerMinute)) };
  }
}
