import { Inject, Injectable } from '@nestjs/common';
import { gt, sql } from 'drizzle-orm';
import { DATABASE, type AppDatabase } from '@hirewise/server-kit';
import type { RevocationsPage } from '@hirewise/contracts';
import * as schema from '../schema';
import { revokedAccounts } from './revoked-account.table';

type Db = AppDatabase<typeof schema>;

/**
 * Rows are read again this far behind the cursor: a deletion's transaction stamps `revoked_at`
 * when it starts and may commit a little later, after a reader's cursor passed that time.
 */
export const CURSOR_OVERLAP_MS = 10_000;
/** A first read (no cursor) goes back this far: older revocations only concern tokens that have expired (7 days). */
export const FIRST_READ_DAYS = 8;

@Injectable()
export class RevocationsRepository {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  /** Revocations stamped after the cursor (minus the overlap), and the next cursor: the database's time now. */
  async since(cursor: string | undefined): Promise<RevocationsPage> {
    const clock = (await this.db.execute(sql`select to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as now`)) as unknown as { rows: { now: string }[] };
    const now = clock.rows[0].now;
    const parsed = cursor ? Date.parse(cursor) : Number.NaN;
    const from = Number.isNaN(parsed) ? Date.parse(now) - FIRST_READ_DAYS * 86_400_000 : parsed - CURSOR_OVERLAP_MS;
    const rows = await this.db.select().from(revokedAccounts).where(gt(revokedAccounts.revokedAt, new Date(from)));
    return { revoked: rows.map((r) => ({ userId: r.userId, revokedAt: r.revokedAt.toISOString() })), cursor: now };
  }
}

