import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../database/database';
import { createTestDatabase } from '../testing/pg-test-db';

/**
 * server-kit owns the outbox table's migration (events/outbox.migration.ts), run by openDatabase
 * after the service's own drizzle migrations. Databases whose service migrations created the table
 * long ago (the old, per-service migration files) keep working, and a new service gets it from here.
 */

/** The table as the services' old migrations created it (before req_id), and the column they added later. */
const LEGACY_OUTBOX = `CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pending" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at","occurred_at");`;
const LEGACY_REQ_ID = 'ALTER TABLE "outbox" ADD COLUMN "req_id" text;';
const NOTES = 'CREATE TABLE "notes" ("id" serial PRIMARY KEY NOT NULL, "text" text NOT NULL);';

/** A drizzle migrations folder holding these migrations, in order. */
function migrationsFolder(dir: string, migrations: string[]): string {
  const folder = mkdtempSync(join(dir, 'migrations-'));
  mkdirSync(join(folder, 'meta'));
  const entries = migrations.map((text, idx) => {
    const tag = `000${idx}_step`;
    writeFileSync(join(folder, `${tag}.sql`), text);
    return { idx, version: '7', when: 1_700_000_000_000 + idx, tag, breakpoints: true };
  });
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries }));
  return folder;
}

interface OutboxShape {
  columns: string[];
  indexes: string[];
}

async function outboxShape(handle: DatabaseHandle<Record<string, unknown>>): Promise<OutboxShape | null> {
  const cols = await handle.db.execute<{ column_name: string }>(
    sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'outbox' order by column_name`,
  );
  const rows = (cols as unknown as { rows: { column_name: string }[] }).rows;
  if (rows.length === 0) return null;
  const idx = await handle.db.execute(sql`select indexname from pg_indexes where schemaname = current_schema() and tablename = 'outbox' order by indexname`);
  return { columns: rows.map((r) => r.column_name), indexes: (idx as unknown as { rows: { indexname: string }[] }).rows.map((r) => r.indexname) };
}

const EXPECTED: OutboxShape = {
  columns: ['attempts', 'event', 'id', 'next_attempt_at', 'occurred_at', 'payload', 'pending', 'req_id'],
  indexes: ['outbox_due_idx', 'outbox_pkey'],
};

describe.each(['pglite', 'postgres'] as const)('the outbox migration on %s', (engine) => {
  let dir: string;
  const drops: (() => Promise<void>)[] = [];
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'hw-outbox-'));
  });
  afterAll(async () => {
    for (const drop of drops) await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** One database, opened again for every call (a service restarting): same data dir or URL. */
  async function database(label: string): Promise<(folder: string, outbox?: boolean) => Promise<DatabaseHandle<Record<string, unknown>>>> {
    if (engine === 'pglite') {
      const dataDir = join(dir, label);
      return (folder, outbox) => openDatabase({ schema: {}, migrationsFolder: folder, dataDir, outbox });
    }
    const { url, drop } = await createTestDatabase(`outbox_${label}`);
    drops.push(drop);
    return (folder, outbox) => openDatabase({ schema: {}, migrationsFolder: folder, databaseUrl: url, dataDir: 'unused', poolSize: 1, outbox });
  }

  it('creates the table for a service whose own migrations do not', async () => {
    const open = await database('fresh');
    const handle = await open(migrationsFolder(dir, [NOTES]));
    try {
      expect(await outboxShape(handle)).toEqual(EXPECTED);
      await handle.db.execute(sql`insert into outbox (id, event, payload, pending) values (gen_random_uuid(), 'job.deleted.v1', '{}'::jsonb, '["broker"]'::jsonb)`);
    } finally {
      await handle.close();
    }
  });

  it('leaves a database whose old migrations created the table as it is, rows included, and runs again harmlessly', async () => {
    const open = await database('legacy');
    const legacy = migrationsFolder(dir, [LEGACY_OUTBOX, LEGACY_REQ_ID, NOTES]);
    // The database as the old code left it: the service's migrations only, one event not relayed yet.
    const old = await open(legacy, false);
    await old.db.execute(sql`insert into outbox (id, event, payload, pending, req_id) values ('6c5ae7a6-3f21-4c45-9a52-1d1f4a3b2c10', 'job.deleted.v1', '{"jobId":"j"}'::jsonb, '["broker"]'::jsonb, 'r1')`);
    await old.close();

    for (let restart = 0; restart < 2; restart++) {
      const handle = await open(legacy);
      try {
        expect(await outboxShape(handle)).toEqual(EXPECTED);
        const rows = await handle.db.execute(sql`select event, req_id from outbox`);
        expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ event: 'job.deleted.v1', req_id: 'r1' }]);
      } finally {
        await handle.close();
      }
    }
  });

  it('adds the request id column to a table created before it existed', async () => {
    const open = await database('partial');
    const handle = await open(migrationsFolder(dir, [LEGACY_OUTBOX]));
    try {
      expect(await outboxShape(handle)).toEqual(EXPECTED);
    } finally {
      await handle.close();
    }
  });

  it('is left out for a service that publishes no events', async () => {
    const open = await database('none');
    const handle = await open(migrationsFolder(dir, [NOTES]), false);
    try {
      expect(await outboxShape(handle)).toBeNull();
    } finally {
      await handle.close();
    }
  });
});
