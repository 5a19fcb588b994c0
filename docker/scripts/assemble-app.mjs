#!/usr/bin/env node
/**
 * Assembles the runtime file set of one app for its image (run in the Dockerfiles' build stage,
 * after `npm ci` and the TypeScript build):
 *
 *   <out>/package.json                      {"private": true} (no dependencies: nothing is installed at run time)
 *   <out>/node_modules/<pkg>/...            only the packages the app's compiled code can load
 *   <out>/node_modules/@hirewise/<lib>/     the workspace libraries it uses: package.json + dist
 *   <out>/apps/<app>/{package.json,dist,drizzle}
 *   <out>/apps/web/dist                     gateway only: the built web app (WEB_DIST's default)
 *
 * "Only the packages it can load": every bare `require('x')` / `import('x')` in the app's and its
 * libraries' dist files, then each package's dependencies, optionalDependencies and installed
 * peerDependencies, resolved the way Node resolves them (nested node_modules first). Production
 * dependencies only, by construction: dev tools are never required by compiled code. At the end
 * every specifier is resolved again from its file inside <out>, so a missing package fails the
 * image build rather than the first request.
 *
 * Usage: node docker/scripts/assemble-app.mjs <app> <out> [--web]
 */
import { builtinModules } from 'node:module';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const WORKSPACE_SCOPE = '@hirewise/';
const BUILTINS = new Set(builtinModules);

/**
 * `require("x")`, `require('x')`, `require(\`x/${y}\`)` (static prefix), `require.resolve('x', ...)`
 * and `import("x")`.
 */
const SPECIFIER = /\b(?:require(?:\.resolve)?|import)\s*\(\s*(?:'([^']+)'|"([^"]+)"|`([^`$]+)(\$\{)?[^`]*`)\s*[,)]/g;

export function packageNameOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function isBare(specifier) {
  return !specifier.startsWith('.') && !specifier.startsWith('/') && !specifier.startsWith('node:') && !BUILTINS.has(specifier) && !BUILTINS.has(packageNameOf(specifier));
}

function walkFiles(dir, filter, acc = []) {
  if (!existsSync(dir)) return acc;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walkFiles(path, filter, acc);
    else if (filter(path)) acc.push(path);
  }
  return acc;
}

/** Bare specifiers required by the .js files under `dir`, as [{ file, specifier }]. */
export function requiredSpecifiers(dir) {
  const found = [];
  for (const file of walkFiles(dir, (p) => p.endsWith('.js'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(SPECIFIER)) {
      const literal = m[1] ?? m[2];
      let specifier = literal ?? m[3];
      // A template with an expression: keep it only when its static prefix names a whole package.
      if (m[4] !== undefined) {
        const prefix = m[3];
        const name = packageNameOf(prefix);
        if (!prefix.startsWith(`${name}/`)) throw new Error(`${file}: cannot tell the package of require(\`${prefix}\${...}\`)`);
        specifier = name;
      }
      if (isBare(specifier)) found.push({ file, specifier });
    }
  }
  return found;
}

/** Node's lookup: <from>/node_modules/<name>, then each parent's node_modules. */
function findPackageDir(name, fromDir, rootDir) {
  let dir = fromDir;
  for (;;) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === rootDir || dir === dirname(dir)) return undefined;
    dir = dirname(dir);
  }
}

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** The workspace libraries an app uses, transitively (by their @hirewise/* requires). */
function workspaceClosure(appDir) {
  const libs = new Map(); // name -> dir
  const queue = [appDir];
  const seen = new Set();
  const external = [];
  while (queue.length) {
    const dir = queue.shift();
    if (seen.has(dir)) continue;
    seen.add(dir);
    for (const req of requiredSpecifiers(join(dir, 'dist'))) {
      const name = packageNameOf(req.specifier);
      if (name.startsWith(WORKSPACE_SCOPE)) {
        const libDir = join(ROOT, 'libs', name.slice(WORKSPACE_SCOPE.length));
        if (!existsSync(join(libDir, 'package.json'))) throw new Error(`${req.file}: ${name} is not a library under libs/`);
        if (!existsSync(join(libDir, 'dist'))) throw new Error(`${name} is not built (${relative(ROOT, libDir)}/dist missing)`);
        libs.set(name, libDir);
        queue.push(libDir);
      } else {
        external.push(req);
      }
    }
  }
  return { libs, external };
}

/** Every installed package directory reachable from the given requires. */
function packageClosure(requires) {
  const dirs = new Set();
  const missing = [];
  const stack = [];
  for (const { file, specifier } of requires) {
    const name = packageNameOf(specifier);
    const dir = findPackageDir(name, ROOT, ROOT);
    if (!dir) missing.push(`${relative(ROOT, file)} requires ${name}, which is not installed`);
    else stack.push(dir);
  }
  while (stack.length) {
    const dir = stack.pop();
    if (dirs.has(dir)) continue;
    dirs.add(dir);
    const pkg = readJson(join(dir, 'package.json'));
    const optionalPeers = new Set(Object.entries(pkg.peerDependenciesMeta ?? {}).filter(([, m]) => m?.optional).map(([n]) => n));
    const wanted = [
      ...Object.keys(pkg.dependencies ?? {}).map((n) => [n, 'required']),
      ...Object.keys(pkg.optionalDependencies ?? {}).map((n) => [n, 'optional']),
      ...Object.keys(pkg.peerDependencies ?? {}).map((n) => [n, optionalPeers.has(n) ? 'optional' : 'peer']),
    ];
    for (const [name, kind] of wanted) {
      const found = findPackageDir(name, dir, ROOT);
      if (found) stack.push(found);
      else if (kind === 'required') missing.push(`${relative(ROOT, dir)} depends on ${name}, which is not installed`);
      // optional dependencies (other platforms' binaries) and peers nobody installed are skipped
    }
  }
  return { dirs, missing };
}

function copyPackage(src, dest) {
  // Package contents only; a nested node_modules is copied as its own package when reachable.
  cpSync(src, dest, {
    recursive: true,
    dereference: true,
    filter: (from) => relative(src, from).split(sep)[0] !== 'node_modules',
  });
}

export function assemble(app, out, { web = false } = {}) {
  const appDir = join(ROOT, 'apps', app);
  if (!existsSync(join(appDir, 'dist', 'main.js'))) throw new Error(`apps/${app}/dist/main.js is missing: build the app first`);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });

  const { libs, external } = workspaceClosure(appDir);
  const { dirs, missing } = packageClosure(external);
  if (missing.length) throw new Error(`missing packages:\n  ${[...new Set(missing)].join('\n  ')}`);

  for (const dir of [...dirs].sort()) {
    const rel = relative(ROOT, dir);
    if (!rel.startsWith(`node_modules${sep}`)) throw new Error(`${rel}: a package outside node_modules`);
    copyPackage(dir, join(out, rel));
  }
  for (const [name, dir] of libs) {
    const dest = join(out, 'node_modules', name);
    mkdirSync(dest, { recursive: true });
    cpSync(join(dir, 'package.json'), join(dest, 'package.json'));
    cpSync(join(dir, 'dist'), join(dest, 'dist'), { recursive: true });
  }
  const appOut = join(out, 'apps', app);
  mkdirSync(appOut, { recursive: true });
  cpSync(join(appDir, 'package.json'), join(appOut, 'package.json'));
  cpSync(join(appDir, 'dist'), join(appOut, 'dist'), { recursive: true });
  if (existsSync(join(appDir, 'drizzle'))) cpSync(join(appDir, 'drizzle'), join(appOut, 'drizzle'), { recursive: true });
  if (web) {
    const webDist = join(ROOT, 'apps', 'web', 'dist');
    if (!existsSync(join(webDist, 'index.html'))) throw new Error('apps/web/dist/index.html is missing: run the web build first');
    cpSync(webDist, join(out, 'apps', 'web', 'dist'), { recursive: true });
  }
  writeFileSync(join(out, 'package.json'), `${JSON.stringify({ name: `@hirewise/${app}-image`, private: true }, null, 2)}\n`);

  verify(out);
  return { packages: dirs.size, libs: [...libs.keys()] };
}

/** Every bare specifier of every copied .js file of ours resolves to a package inside `out`. */
function verify(out) {
  const problems = [];
  const ours = [join(out, 'apps'), join(out, 'node_modules', '@hirewise')];
  for (const dir of ours) {
    for (const { file, specifier } of requiredSpecifiers(dir)) {
      const name = packageNameOf(specifier);
      if (!findPackageDir(name, dirname(file), out)) problems.push(`${relative(out, file)}: ${name} does not resolve`);
    }
  }
  if (problems.length) throw new Error(`the assembled app cannot load:\n  ${problems.join('\n  ')}`);
}

function sizeOf(dir) {
  let total = 0;
  for (const file of walkFiles(dir, () => true)) total += statSync(file).size;
  return total;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [app, outArg, ...flags] = process.argv.slice(2);
  if (!app || !outArg) {
    console.error('usage: node docker/scripts/assemble-app.mjs <app> <out> [--web]');
    process.exit(2);
  }
  try {
    const out = resolve(outArg);
    const result = assemble(app, out, { web: flags.includes('--web') });
    const mb = (sizeOf(out) / 1024 / 1024).toFixed(1);
    console.log(`${app}: ${result.packages} packages, libraries ${result.libs.join(', ') || 'none'}, ${mb} MB in ${out}`);
  } catch (err) {
    console.error(`assemble ${app}: ${err.message}`);
    process.exit(1);
  }
}
