import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { DATABASE, DATABASE_HANDLE, LOGGER, type AppDatabase, type DatabaseHandle, type Logger } from '@hirewise/server-kit';
import type * as schema from '../../schema';

type Db = AppDatabase<typeof schema>;

/** How often type-ahead's counts are recounted over the open jobs. */
export const LEXICON_REBUILD_EVERY_MS = 30 * 60_000;

/**
 * Triggers keep the lexicon current as jobs change, but a job that expires changes nothing:
 * now and then the terms are recounted over the open jobs (jobs_search_lexicon_rebuild(),
 * migration 0005), so type-ahead ranks by how many open jobs use a term. On a PostgreSQL server
 * only: the recount takes seconds at 100,000 jobs, and embedded PGlite serves one query at a
 * time (there, expired terms still drop out of suggestions by their latest deadline).
 */
@Injectable()
export class LexiconRefresh implements OnModuleInit, OnModuleDestroy {
  private timer?: NodeJS.Timeout;

  constructor(
    @Inject(DATABASE) private readonly db: Db,
    @Inject(DATABASE_HANDLE) private readonly handle: DatabaseHandle<Record<string, unknown>>,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    if (this.handle.kind !== 'postgres') return;
    this.timer = setInterval(() => void this.rebuild().catch((err: unknown) => this.logger.warn({ err }, 'search lexicon rebuild failed')), LEXICON_REBUILD_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  async rebuild(): Promise<void> {
    await this.db.execute(sql`select jobs_search_lexicon_rebuild()`);
  }
}
