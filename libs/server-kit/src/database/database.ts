import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type Extension } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import { OUTBOX_MIGRATION } from '../events/outbox.migration';
import { IDEMPOTENCY_MIGRATION } from '../idempotency/idempotency.migration';
import { markKeyedCommits } from '../idempotency/commit-marker';
import { beginWork } from '../observability/deadline';
import { currentRequest } from '../observability/request-context';
import { initializeInChild } from './pglite-initdb';
import { isFreshDataDir, readTemplate, templateDir, templatePath, writeTemplate } from './pglite-template';

export type AppDatabase<TSchema extends Record<string, unknown>> = PgDatabase<PgQueryResultHKT, TSchema>;

export interface DatabaseHandle<TSchema extends Record<string, unknown>> {
  db: AppDatabase<TSchema>;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions<TSchema extends Record<string, unknown>> {
  schema: TSchema;
  migrationsFolder: string;
  /** node-postgres URL; without it PGlite runs in-process. */
  databaseUrl?: string;
  /** PGlite data directory; 'memory://' keeps it in memory (tests). */
  dataDir: string;
  poolSize?: number;
  /**
   * PostgreSQL contrib extensions the migrations create (e.g. 'pg_trgm'). PGlite must load their
   * code before `CREATE EXTENSION` runs; a PostgreSQL server ships them itself.
   */
  extensions?: readonly string[];
  /**
   * PGlite's shared_buffers (PGLITE_SHARED_BUFFERS, e.g. '32MB'). PGlite's own default is 160 MB
   * per database, held in WebAssembly memory that never shrinks: six services paid it six times.
   */
  pgliteSharedBuffers?: string;
  /**
   * Whether the database has server-kit's outbox table (events/outbox.migration.ts), created or
   * brought up to date after the service's own migrations. Default true; a service that publishes
   * no events (ai) passes false.
   */
  outbox?: boolean;
}

/** PGlite's shared_buffers unless PGLITE_SHARED_BUFFERS says otherwise (docs/performance.md, embedded memory). */
export const DEFAULT_PGLITE_SHARED_BUFFERS = '32MB';

/** server-kit's own tables, after the service's migrations: the outbox (unless the service publishes nothing) and the idempotent calls. */
function kitMigrations(options: { outbox?: boolean }): string {
  return (options.outbox !== false ? OUTBOX_MIGRATION : '') + IDEMPOTENCY_MIGRATION;
}

/** Two replicas starting together must not both migrate: one waits on this lock. */
const MIGRATION_LOCK_KEY = 7_317_017;

export async function openDatabase<TSchema extends Record<string, unknown>>(
  options: OpenDatabaseOptions<TSchema>,
): Promise<DatabaseHandle<TSchema>> {
  if (options.databaseUrl) return openPostgres(options, options.databaseUrl);
  return openPgliteInTurn(options);
}

/** The PGlite opening in progress in this process, if any. */
let pgliteOpening: Promise<unknown> = Promise.resolve();

/**
 * One PGlite opens at a time in a process: a services host (bootstrap.ts) starts its services side
 * by side, and each database's start (loading the engine, recovery, migrations) then runs alone.
 */
function openPgliteInTurn<TSchema extends Record<string, unknown>>(options: OpenDatabaseOptions<TSchema>): Promise<DatabaseHandle<TSchema>> {
  const opened = pgliteOpening.then(() => openPglite(options));
  pgliteOpening = opened.catch(() => undefined);
  return opened;
}

async function openPglite<TSchema extends Record<string, unknown>>(options: OpenDatabaseOptions<TSchema>): Promise<DatabaseHandle<TSchema>> {
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  // A migrated template of this database, when the runner keeps them (pglite-template.ts).
  const templates = templateDir();
  const template =
    templates && isFreshDataDir(options.dataDir)
      ? templatePath(templates, { migrationsFolder: options.migrationsFolder, extensions: options.extensions ?? [], extraDdl: kitMigrations(options) })
      : undefined;
  const seed = template ? readTemplate(template) : undefined;
  // A first start on disk: initdb in a child process, whose memory goes when it exits (pglite-initdb.ts).
  if (!seed && !options.dataDir.startsWith('memory://') && isFreshDataDir(options.dataDir)) await initializeInChild(options.dataDir);
  const client = new PGlite(options.dataDir, {
    extensions: pgliteExtensions(options.extensions ?? []),
    postgresqlconf: [`shared_buffers = ${options.pgliteSharedBuffers ?? DEFAULT_PGLITE_SHARED_BUFFERS}`],
    ...(seed ? { loadDataDir: seed } : {}),
  });
  await client.waitReady;
  skipStatementsPastDeadline(client);
  const db = drizzlePglite(client, { schema: options.schema });
  await migratePglite(db, { migrationsFolder: options.migrationsFolder });
  await client.exec(kitMigrations(options));
  // The first of its kind: kept for the next (a failed write only costs the next one the initdb).
  if (template && !seed) await writeTemplate(template, await client.dumpDataDir('none')).catch(() => undefined);
  return {
    db: markKeyedCommits(db) as unknown as AppDatabase<TSchema>,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres<TSchema extends Record<string, unknown>>(
  options: OpenDatabaseOptions<TSchema>,
  url: string,
): Promise<DatabaseHandle<TSchema>> {
  const pool = new Pool({ connectionString: url, max: options.poolSize ?? 10 });
  // A connection dropped by the server (restart, failover) must not end the process; the pool
  // opens a new one on the next query. The pool's own 'error' covers idle connections only: one
  // checked out (in a transaction) when PostgreSQL ends it emitted 'error' with no listener, which
  // ended the whole service (issue 20's PostgreSQL restart under load). Its query fails either way.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(lockClient), { migrationsFolder: options.migrationsFolder });
    await lockClient.query(kitMigrations(options));
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }
  const db = drizzlePg(pool, { schema: options.schema });
  return {
    db: markKeyedCommits(db) as unknown as AppDatabase<TSchema>,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/**
 * PGlite runs one statement (or transaction) at a time; callers queue for its turn. When a request's
 * first statement gets its turn after the request's deadline, it is not run (observability/
 * deadline.ts): its caller has answered 503 already, and under overload the engine's time goes to
 * requests someone still waits for. The check sits inside PGlite's own queue (its exclusive section,
 * which query, exec and transaction all enter), so it happens when the turn comes, not when the
 * statement was queued. The request is read when the statement is queued: the queue runs callbacks
 * in another request's async context.
 */
function skipStatementsPastDeadline(client: PGlite): void {
  const exclusive = (client as unknown as { _runExclusiveTransaction?: <T>(fn: () => Promise<T>) => Promise<T> })._runExclusiveTransaction;
  if (typeof exclusive !== 'function') throw new Error('PGlite no longer has _runExclusiveTransaction: the deadline check in database.ts needs another hook');
  Object.assign(client, {
    _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
      const request = currentRequest();
      return exclusive.call(client, () => {
        beginWork('database', request);
        return fn();
      }) as Promise<T>;
    },
  });
}

/** PGlite ships each contrib module under its own subpath export, named after the extension. */
function pgliteExtensions(names: readonly string[]): Record<string, Extension> {
  // A runtime require: the subpath lives in the package's `exports`, which this repo's `node` module resolution does not read.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the subpath cannot be imported statically (see above)
  return Object.fromEntries(names.map((name) => [name, (require(`@electric-sql/pglite/contrib/${name}`) as Record<string, Extension>)[name]]));
}

export function pgliteDir(dataDir: string, service: string): string {
  return dataDir.startsWith('memory://') ? dataDir : join(dataDir, service, 'pgdata');
}

/** Postgres unique-violation, so repositories can turn it into a domain code. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = findPgError(error);
  return !!e && e.code === '23505' && (!constraint || e.constraint === constraint);
}

function findPgError(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: string; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate as { code: string; constraint?: string };
    current = candidate.cause;
  }
  return undefined;
}
