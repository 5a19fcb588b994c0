import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Migrated PGlite databases kept as templates (PGLITE_TEMPLATE_DIR; the test runner sets it).
 *
 * A new PGlite database costs an initdb (~3 s of CPU in WebAssembly) plus every migration; the
 * suites create hundreds (each integration test file, each embedded stack's five services). The
 * first database of a kind is built the normal way and dumped (`dumpDataDir`); later ones start
 * from the dump (~0.8 s) and run the migrator, which finds nothing left to do. The template's name
 * is a hash of everything that shapes the database (the PGlite version, the extensions, the
 * migration files, the outbox DDL), so a changed migration makes a new template, never a stale one.
 * Two processes building the same template at once both write it; the rename makes either whole.
 */
export interface TemplateKey {
  migrationsFolder: string;
  extensions: readonly string[];
  /** The DDL run after the migrations (the outbox), or '' when none. */
  extraDdl: string;
}

export function templateDir(): string | undefined {
  return process.env.PGLITE_TEMPLATE_DIR || undefined;
}

export function templatePath(dir: string, key: TemplateKey): string {
  const hash = createHash('sha256');
  hash.update(pgliteVersion());
  hash.update(JSON.stringify([...key.extensions].sort()));
  hash.update(key.extraDdl);
  for (const file of filesUnder(key.migrationsFolder)) {
    hash.update(file.name);
    hash.update(readFileSync(file.path));
  }
  return join(dir, `${hash.digest('hex').slice(0, 32)}.tar`);
}

/** The template as PGlite's `loadDataDir` takes it, or undefined when there is none yet. */
export function readTemplate(path: string): Blob | undefined {
  if (!existsSync(path)) return undefined;
  return new Blob([readFileSync(path)]);
}

export async function writeTemplate(path: string, dump: Blob): Promise<void> {
  mkdirSync(join(path, '..'), { recursive: true });
  const partial = `${path}.${process.pid}.${Date.now()}.part`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, path);
}

/** A data directory PGlite has not initialised yet (a template can only seed an empty one). */
export function isFreshDataDir(dataDir: string): boolean {
  return dataDir.startsWith('memory://') || !existsSync(join(dataDir, 'PG_VERSION'));
}

function filesUnder(folder: string): { name: string; path: string }[] {
  const out: { name: string; path: string }[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir).sort()) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path, `${prefix}${entry}/`);
      else out.push({ name: `${prefix}${entry}`, path });
    }
  };
  walk(folder, '');
  return out;
}

let version: string | undefined;
/** The installed PGlite's version: a new engine gets new templates. */
function pgliteVersion(): string {
  if (version === undefined) {
    let dir = dirname(require.resolve('@electric-sql/pglite'));
    while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
    const pkg = join(dir, 'package.json');
    version = existsSync(pkg) ? String((JSON.parse(readFileSync(pkg, 'utf8')) as { version?: string }).version) : 'unknown';
  }
  return version;
}
