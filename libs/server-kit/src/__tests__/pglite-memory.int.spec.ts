import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadServiceConfig } from '../config/load-config';
import { DEFAULT_PGLITE_SHARED_BUFFERS, openDatabase } from '../database/database';

/**
 * Embedded memory (issue 19): PGlite's shared_buffers comes from PGLITE_SHARED_BUFFERS (default
 * 32MB, not PGlite's 160 MB), and a first start's initdb runs in a child process
 * (database/pglite-initdb.ts, run from the build).
 */
const INITDB_SCRIPT = resolve(__dirname, '../../dist/database/pglite-initdb.js');

function oneTableMigrations(dir: string): string {
  const folder = join(dir, 'migrations');
  mkdirSync(join(folder, 'meta'), { recursive: true });
  writeFileSync(join(folder, '0000_t.sql'), 'CREATE TABLE t (id int primary key);');
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries: [{ idx: 0, version: '7', when: 1_700_000_000_000, tag: '0000_t', breakpoints: true }] }));
  return folder;
}

describe('PGlite memory settings', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'pglite-memory-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const showSharedBuffers = async (dataDir: string, pgliteSharedBuffers?: string) => {
    const handle = await openDatabase({ schema: {}, migrationsFolder: oneTableMigrations(dir), dataDir, outbox: false, pgliteSharedBuffers });
    try {
      const result = (await handle.db.execute(sql`show shared_buffers`)) as unknown as { rows: { shared_buffers: string }[] };
      return result.rows[0].shared_buffers;
    } finally {
      await handle.close();
    }
  };

  it('sets shared_buffers from the option, 32MB by default, in memory and on disk', async () => {
    expect(DEFAULT_PGLITE_SHARED_BUFFERS).toBe('32MB');
    expect(await showSharedBuffers('memory://')).toBe('32MB');
    expect(await showSharedBuffers('memory://', '24MB')).toBe('24MB');
    expect(await showSharedBuffers(join(dir, 'pgdata'), '48MB')).toBe('48MB');
  });

  it('reads PGLITE_SHARED_BUFFERS, refusing a value that is not a size', () => {
    expect(loadServiceConfig('jobs', {}).PGLITE_SHARED_BUFFERS).toBe('32MB');
    expect(loadServiceConfig('jobs', { PGLITE_SHARED_BUFFERS: '64MB' }).PGLITE_SHARED_BUFFERS).toBe('64MB');
    for (const bad of ['64', '0MB', 'lots', '64 MB; fsync=off']) expect(() => loadServiceConfig('jobs', { PGLITE_SHARED_BUFFERS: bad })).toThrow('PGLITE_SHARED_BUFFERS');
  });

  it('initializes a new data directory in a child process that the service then opens and migrates', async () => {
    expect(existsSync(INITDB_SCRIPT)).toBe(true);
    const dataDir = join(dir, 'fresh');
    execFileSync(process.execPath, [INITDB_SCRIPT, dataDir], { timeout: 120_000 });
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    const handle = await openDatabase({ schema: {}, migrationsFolder: oneTableMigrations(dir), dataDir, outbox: false });
    try {
      await handle.db.execute(sql`insert into t values (1)`);
      const result = (await handle.db.execute(sql`select count(*)::int as n from t`)) as unknown as { rows: { n: number }[] };
      expect(result.rows[0].n).toBe(1);
    } finally {
      await handle.close();
    }
    // Without a directory to initialize the script says how to call it.
    expect(() => execFileSync(process.execPath, [INITDB_SCRIPT], { stdio: 'pipe' })).toThrow(/usage: node pglite-initdb.js <dataDir>/);
  });
});
