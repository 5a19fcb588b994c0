/**
 * A new on-disk PGlite database runs initdb once, in a child process (issue 19, embedded memory).
 *
 * PGlite's WebAssembly memory only grows: the initdb of a first start left every service about
 * 190 MB larger for the rest of its life (365 MB right after a first start, 175 MB when the same
 * directory is opened again, shared_buffers 16 MB). Run here, the child's memory is returned to the
 * system when it exits, and the service opens a directory that is already initialized.
 *
 * Run as a script (`node pglite-initdb.js <dataDir>`) by `initializeInChild`.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';

const run = promisify(execFile);

/**
 * Initializes `dataDir` in a child process. Only from the built package (a `.js` file to run);
 * under a test runner that loads the sources the caller's own PGlite runs initdb as before.
 */
export async function initializeInChild(dataDir: string): Promise<boolean> {
  if (!__filename.endsWith('.js') || !existsSync(__filename)) return false;
  await run(process.execPath, [__filename, dataDir], { timeout: 120_000 });
  return true;
}

async function main(dataDir: string): Promise<void> {
  const db = new PGlite(dataDir);
  await db.waitReady;
  await db.close();
}

if (require.main === module) {
  const dataDir = process.argv[2];
  if (!dataDir) {
    process.stderr.write('usage: node pglite-initdb.js <dataDir>\n');
    process.exit(2);
  }
  main(dataDir).catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
