/**
 * What a page of the built web app loads before it can render, from Vite's build manifest
 * (apps/web/dist/.vite/manifest.json): the entry script of index.html, its modulepreloads, the
 * static-import closure of the entry and of the route's screen chunk (dynamic imports made later,
 * e.g. a chart or a dialog opened by the user, are not first load). Sizes are gzip at zlib's
 * default level (6), 1 KB = 1,000 bytes (as Vite reports them). Shared by the bench script
 * (tools/bench/web-bundle.mjs) and the CI budget (tools/web-budget/__tests__).
 */
const { existsSync, readFileSync } = require('node:fs');
const { join, resolve } = require('node:path');
const { gzipSync } = require('node:zlib');

/** The build to read: apps/web/dist, or WEB_BUDGET_DIST (another build, e.g. to compare). */
const DEFAULT_DIST = resolve(process.env.WEB_BUDGET_DIST ?? resolve(__dirname, '..', '..', 'apps', 'web', 'dist'));

/** Issue 8: the landing and jobs pages' JavaScript, at most 250 KB gzip on first load. */
const BUDGET_BYTES = 250_000;

/**
 * The pages under budget. `source` is the route's screen (apps/web/src/app/routes.tsx): either a
 * lazily loaded chunk of its own (a manifest key) or part of the entry chunk (the landing page).
 * /jobs is the footer's alias of /home (a redirect), so both load the same.
 */
const PAGES = [
  { name: 'landing', path: '/', source: 'src/pages/LandingPage.tsx' },
  { name: 'jobs', path: '/home', aliases: ['/jobs'], source: 'src/pages/JobsPage.tsx' },
];

function readManifest(dist) {
  const file = join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the web app (node tools/build.mjs) with build.manifest on`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The scripts index.html starts fetching at once: its module script and its modulepreloads. */
function htmlScripts(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModuleScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
    const src = /(?:src|href)="\/?([^"]+)"/.exec(tag)?.[1];
    if ((isModuleScript || isPreload) && src && src.endsWith('.js')) files.push(src);
  }
  return files;
}

/** `key` and every chunk it imports statically, recursively (manifest keys). */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
  seen.add(key);
  for (const next of chunk.imports ?? []) staticClosure(manifest, next, seen);
  return seen;
}

function entryKey(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
  if (!key) throw new Error('the manifest has no index.html entry');
  return key;
}

function hasSourceMap(dist, file) {
  return existsSync(join(dist, `${file}.map`));
}

/** Sources bundled into a chunk, from its source map (to find a screen that is not split off). */
function chunkSources(dist, file) {
  const map = join(dist, `${file}.map`);
  if (!existsSync(map)) return [];
  return JSON.parse(readFileSync(map, 'utf8')).sources ?? [];
}

function sizeOf(dist, file) {
  const bytes = readFileSync(join(dist, file));
  return { file, bytes: bytes.length, gzip: gzipSync(bytes).length };
}

/**
 * The JavaScript `page` loads on first load: { page, path, chunks: [{file, bytes, gzip}], total: {bytes, gzip},
 * screen: 'own chunk' | 'entry chunk' }. Throws when the page's screen cannot be found in the build.
 */
function firstLoad(page, dist = DEFAULT_DIST) {
  const manifest = readManifest(dist);
  const entry = entryKey(manifest);
  const keys = staticClosure(manifest, entry);
  let screen;
  const containing = (key) => chunkSources(dist, manifest[key].file).some((s) => s.endsWith(`/${page.source}`));
  if (manifest[page.source]) {
    staticClosure(manifest, page.source, keys);
    screen = `own chunk ${manifest[page.source].file}`;
  } else {
    // Not a chunk of its own: in one of the entry's chunks, or grouped into a named chunk
    // (the jobs chunk in apps/web/vite.config.ts); the source maps say which.
    const jsKeys = Object.keys(manifest).filter((k) => manifest[k].file.endsWith('.js'));
    if (!jsKeys.every((k) => hasSourceMap(dist, manifest[k].file))) {
      throw new Error(`${page.source} (${page.path}) is not a chunk of its own and the build has no source maps to find it`);
    }
    const inEntry = [...keys].find((k) => manifest[k].file.endsWith('.js') && containing(k));
    const home = inEntry ?? jsKeys.find(containing);
    if (!home) throw new Error(`${page.source} (${page.path}) is in no chunk of the build`);
    if (!inEntry) staticClosure(manifest, home, keys);
    screen = `${inEntry ? 'entry chunk' : 'chunk'} ${manifest[home].file}`;
  }
  const files = new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')));
  for (const file of htmlScripts(dist)) files.add(file);
  const chunks = [...files].map((f) => sizeOf(dist, f)).sort((a, b) => b.gzip - a.gzip);
  const total = chunks.reduce((sum, c) => ({ bytes: sum.bytes + c.bytes, gzip: sum.gzip + c.gzip }), { bytes: 0, gzip: 0 });
  return { page: page.name, path: page.path, screen, chunks, total };
}

/** Every JavaScript file of the build with its sizes (the whole app, for the report). */
function allChunks(dist = DEFAULT_DIST) {
  const manifest = readManifest(dist);
  const files = new Set(Object.values(manifest).map((c) => c.file).filter((f) => f.endsWith('.js')));
  return [...files].map((f) => sizeOf(dist, f)).sort((a, b) => b.gzip - a.gzip);
}

const kb = (bytes) => (bytes / 1000).toFixed(1);

module.exports = { BUDGET_BYTES, DEFAULT_DIST, PAGES, firstLoad, allChunks, kb };
