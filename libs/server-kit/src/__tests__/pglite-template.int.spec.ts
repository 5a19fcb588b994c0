import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../database/database';

/**
 * PGLITE_TEMPLATE_DIR (database/pglite-template.ts): the first database of a schema is dumped as a
 * template, later ones start from it and hold the same tables; a changed migration gets its own.
 */
function migrationsFolder(dir: string, statements: string[]): string {
  const folder = mkdtempSync(join(dir, 'migrations-'));
  mkdirSync(join(folder, 'meta'));
  const entries = statements.map((text, idx) => {
    const tag = `000${idx}_step`;
    writeFileSync(join(folder, `${tag}.sql`), text);
    return { idx, version: '7', when: 1_700_000_000_000 + idx, tag, breakpoints: true };
  });
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries }));
  return folder;
}

describe('PGlite templates', () => {
  let dir: string;
  const saved = process.env.PGLITE_TEMPLATE_DIR;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'pglite-template-'));
    process.env.PGLITE_TEMPLATE_DIR = join(dir, 'templates');
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.PGLITE_TEMPLATE_DIR;
    else process.env.PGLITE_TEMPLATE_DIR = saved;
    rmSync(dir, { recursive: true, force: true });
  });

  const templates = () => readdirSync(join(dir, 'templates')).filter((f) => f.endsWith('.tar'));

  it('dumps the first migrated database and seeds the next ones from it, in memory and on disk', async () => {
    const folder = migrationsFolder(dir, ['CREATE TABLE "notes" ("id" serial PRIMARY KEY, "text" text NOT NULL);']);
    const first = await openDatabase({ schema: {}, migrationsFolder: folder, dataDir: 'memory://', outbox: false });
    await first.db.execute(sql`insert into notes (text) values ('only in the first')`);
    await first.close();
    expect(templates()).toHaveLength(1);
    const made = statSync(join(dir, 'templates', templates()[0])).mtimeMs;

    for (const dataDir of ['memory://', join(dir, 'disk')]) {
      const next = await openDatabase({ schema: {}, migrationsFolder: folder, dataDir, outbox: false });
      // The template holds the schema, not the first database's rows.
      const rows = await next.db.execute(sql`select count(*)::int as n from notes`);
      expect((rows as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
      await next.db.execute(sql`insert into notes (text) values ('mine')`);
      await next.close();
    }
    expect(templates()).toHaveLength(1);
    expect(statSync(join(dir, 'templates', templates()[0])).mtimeMs).toBe(made);

    // A data directory that already holds a database is opened as it is.
    const again = await openDatabase({ schema: {}, migrationsFolder: folder, dataDir: join(dir, 'disk'), outbox: false });
    const kept = await again.db.execute(sql`select text from notes`);
    expect((kept as unknown as { rows: { text: string }[] }).rows.map((r) => r.text)).toEqual(['mine']);
    await again.close();
  }, 60_000);

  it('keeps one template per schema: another migration makes another', async () => {
    const one = migrationsFolder(dir, ['CREATE TABLE "a" ("id" int);']);
    const two = migrationsFolder(dir, ['CREATE TABLE "a" ("id" int);', 'CREATE TABLE "b" ("id" int);']);
    for (const folder of [one, two]) await (await openDatabase({ schema: {}, migrationsFolder: folder, dataDir: 'memory://', outbox: false })).close();
    expect(templates()).toHaveLength(2);
    const b = await openDatabase({ schema: {}, migrationsFolder: two, dataDir: 'memory://', outbox: false });
    await expect(b.db.execute(sql`select count(*) from b`)).resolves.toBeDefined();
    await b.close();
  }, 60_000);
});
