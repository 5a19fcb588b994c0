import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { openDatabase, type DatabaseHandle } from '../database/database';
import { precompile, Precompiled } from '../database/precompiled';
import { createTestDatabase } from '../testing/pg-test-db';

/**
 * Precompiled queries (database/precompiled.ts): built once, run with new values on the database
 * and inside transactions, on both engines: the transaction's statements see its own writes and
 * vanish with its rollback, as a query built for that transaction would.
 */
const notes = pgTable('notes', {
  id: uuid('id').primaryKey().defaultRandom(),
  owner: text('owner').notNull(),
  body: text('body').notNull(),
  stars: integer('stars').notNull().default(0),
});

const MIGRATION = 'CREATE TABLE "notes" ("id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL, "owner" text NOT NULL, "body" text NOT NULL, "stars" integer DEFAULT 0 NOT NULL);';

function migrationsFolder(dir: string): string {
  const folder = mkdtempSync(join(dir, 'migrations-'));
  mkdirSync(join(folder, 'meta'));
  writeFileSync(join(folder, '0000_notes.sql'), MIGRATION);
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries: [{ idx: 0, version: '7', when: 1_700_000_000_000, tag: '0000_notes', breakpoints: true }] }));
  return folder;
}

// One set of queries for both engines (built once per driver), as in a process holding both.
const insert = precompile('test_note_insert', (db) =>
  db.insert(notes).values({ owner: sql.placeholder('owner'), body: sql.placeholder('body'), stars: sql.placeholder('stars') }).returning(),
);
const byOwner = precompile('test_note_by_owner', (db) =>
  db.select().from(notes).where(and(eq(notes.owner, sql.placeholder('owner')), sql`${notes.stars} >= ${sql.placeholder('minStars')}`)).orderBy(notes.body),
);
const ofOwners = precompile('test_note_of_owners', (db) =>
  db.select({ body: notes.body }).from(notes).where(sql`${notes.owner} = any(${sql.placeholder('owners')})`).orderBy(notes.body),
);
const star = precompile('test_note_star', (db) =>
  db.update(notes).set({ stars: sql`${notes.stars} + 1` }).where(eq(notes.id, sql.placeholder('id'))).returning({ stars: notes.stars }),
);


describe.each(['pglite', 'postgres'] as const)('precompiled queries on %s', (engine) => {
  let dir: string;
  let handle: DatabaseHandle<Record<string, unknown>>;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hw-precompiled-'));
    const migrations = migrationsFolder(dir);
    if (engine === 'pglite') {
      handle = await openDatabase({ schema: {}, migrationsFolder: migrations, dataDir: 'memory://', outbox: false });
    } else {
      const created = await createTestDatabase('precompiled');
      drop = created.drop;
      handle = await openDatabase({ schema: {}, migrationsFolder: migrations, databaseUrl: created.url, dataDir: 'memory://', outbox: false, poolSize: 3 });
    }
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs with new values each time and maps rows as drizzle does', async () => {
    const [a] = await insert.run(handle.db, { owner: 'ada', body: 'b note', stars: 2 });
    const [b] = await insert.run(handle.db, { owner: 'ada', body: 'a note', stars: 0 });
    await insert.run(handle.db, { owner: 'grace', body: 'other', stars: 5 });
    expect(a).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), owner: 'ada', body: 'b note', stars: 2 });
    expect((await byOwner.run(handle.db, { owner: 'ada', minStars: 0 })).map((n) => n.body)).toEqual(['a note', 'b note']);
    expect((await byOwner.run(handle.db, { owner: 'ada', minStars: 1 })).map((n) => n.id)).toEqual([a.id]);
    expect(await byOwner.run(handle.db, { owner: 'nobody', minStars: 0 })).toEqual([]);
    // Many times over a pool's connections: each prepares the named statement once and reuses it.
    const runs = await Promise.all([...Array(20).keys()].map(() => byOwner.run(handle.db, { owner: 'grace', minStars: 0 })));
    expect(runs.every((r) => r.length === 1 && r[0].body === 'other')).toBe(true);
    expect(b.stars).toBe(0);
    // A list as one parameter (text[]): one statement whatever its length.
    expect((await ofOwners.run(handle.db, { owners: ['ada', 'grace'] })).map((n) => n.body)).toEqual(['a note', 'b note', 'other']);
    expect((await ofOwners.run(handle.db, { owners: ['grace'] })).map((n) => n.body)).toEqual(['other']);
    expect(await ofOwners.run(handle.db, { owners: [] })).toEqual([]);
  });

  it('runs on the transaction it is given: sees its writes, and its rollback undoes them', async () => {
    const [note] = await insert.run(handle.db, { owner: 'tx', body: 'kept', stars: 0 });
    await handle.db.transaction(async (tx) => {
      const [{ stars }] = await star.run(tx, { id: note.id });
      expect(stars).toBe(1);
      await insert.run(tx, { owner: 'tx', body: 'committed', stars: 1 });
      expect((await byOwner.run(tx, { owner: 'tx', minStars: 1 })).map((n) => n.body)).toEqual(['committed', 'kept']);
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await star.run(tx, { id: note.id });
        await insert.run(tx, { owner: 'tx', body: 'rolled back', stars: 9 });
        // Inside: the transaction's own rows; outside it they do not exist yet.
        expect((await byOwner.run(tx, { owner: 'tx', minStars: 2 })).map((n) => n.body)).toEqual(['kept', 'rolled back']);
        if (engine === 'postgres') expect((await byOwner.run(handle.db, { owner: 'tx', minStars: 2 })).map((n) => n.body)).toEqual([]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    const after = await byOwner.run(handle.db, { owner: 'tx', minStars: 0 });
    expect(after.map((n) => [n.body, n.stars])).toEqual([
      ['committed', 1],
      ['kept', 1],
    ]);
  });

  it('refuses a second query with the same name (one name, one statement per connection)', () => {
    expect(() => new Precompiled('test_note_insert', (db) => db.select().from(notes))).toThrow(/exists already/);
  });
});
