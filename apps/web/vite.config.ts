import path from 'node:path';
import { defineConfig, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-plugins/precompress';
import { pureContracts } from './vite-plugins/pure-contracts';

const webRoot = __dirname;
const apiTarget = process.env.HIREWISE_API_URL ?? 'http://localhost:3000';
// The gateway serves these prefixes; in development the Vite server forwards them to it.
// A pattern, not plain prefixes: '/ai' must not swallow the '/ai-interview' screen.
const proxy = { '^/(auth|api|upload|ai)(/|$)': { target: apiTarget, changeOrigin: true } };

// libs/contracts is declarations only (schemas, messages, paths): a module of it that nothing
// imports from can go, even though building a zod schema looks like a side effect to Rollup.
// Without this, importing one constant through the index pulled every schema, zod and
// libphonenumber's metadata into the entry chunk.
const contractsSource = `${path.resolve(webRoot, '../../libs/contracts/src')}${path.sep}`;
const sideEffectFree = (id: string) => id.startsWith(contractsSource);
const contractsBarrel = path.join(contractsSource, 'index.ts');

// /home (the jobs page, under the first-load budget) loads as one chunk next to the entry: every
// module the jobs page imports statically that the entry does not. Rollup's own chunking would cut
// it into about 20 chunks shared with other screens (tools/web-budget allows six requests).
const jobsPage = path.join(webRoot, 'src/pages/JobsPage.tsx');
function reachable(from: string, getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}
// Worked out once per build (Rollup hands every call of one build the same getModuleInfo).
let jobsChunk: Set<string> | undefined;
let builtFor: unknown;
const manualChunks: Rollup.GetManualChunk = (id, { getModuleIds, getModuleInfo }) => {
  if (!jobsChunk || builtFor !== getModuleInfo) {
    builtFor = getModuleInfo;
    const entries = [...getModuleIds()].filter((m) => getModuleInfo(m)?.isEntry);
    const entry = new Set(entries.flatMap((e) => [...reachable(e, getModuleInfo)]));
    // Our own modules only: a package module put in a manual chunk runs there even where tree-shaking
    // would have dropped it (zod behind a contracts constant); Rollup places what packages are used.
    jobsChunk = new Set([...reachable(jobsPage, getModuleInfo)].filter((m) => !entry.has(m) && !m.includes('/node_modules/')));
  }
  return jobsChunk.has(id) ? 'jobs' : undefined;
};

export default defineConfig({
  root: webRoot,
  plugins: [react(), pureContracts(contractsSource), precompress()],
  resolve: {
    // The same mappings as tsconfig.json's paths (and jest.config.cjs's moduleNameMapper).
    alias: [
      { find: /^@\//, replacement: `${path.resolve(webRoot, 'src')}/` },
      { find: /^@hirewise\/contracts$/, replacement: contractsBarrel },
      // Subpath entries: @hirewise/contracts/jobs is the folder's index.ts, /constants a top-level file.
      { find: /^@hirewise\/contracts\//, replacement: contractsSource },
    ],
  },
  build: {
    outDir: path.resolve(webRoot, 'dist'),
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each entry and each lazily loaded screen needs. The
    // first-load budget (tools/web-budget) reads it.
    manifest: true,
    // Raw size; the entry is ~620 kB raw, ~190 kB gzip. The budget that matters (gzip, per page)
    // is tools/web-budget's.
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      treeshake: { moduleSideEffects: (id: string) => !sideEffectFree(id) },
      // Only the modules named go to the jobs chunk; their other dependencies keep Rollup's own chunking.
      output: { manualChunks, onlyExplicitManualChunks: true },
      onwarn(warning, warn) {
        // Chunks importing each other run in an order where one reads the other's bindings before
        // they exist: the app would fail on load. Never ship that.
        if (warning.message.startsWith('Circular chunk')) throw new Error(warning.message);
        warn(warning);
      },
    },
  },
  server: {
    port: 4200,
    proxy,
  },
  preview: {
    port: 4300,
    proxy,
  },
});
