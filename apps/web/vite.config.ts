import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-plugins/precompress';
import { pureContracts } from './vite-plugins/pure-contracts';
import { routeChunks } from './vite-plugins/route-chunks';

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

// /home (the jobs page, under the first-load budget) loads as one chunk next to the entry; every
// other screen is split by its route's import() as Rollup sees fit.
const manualChunks = routeChunks({ screens: [[path.join(webRoot, 'src/pages/JobsPage.tsx'), 'jobs']] });

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
      // Only the modules routeChunks names go to its chunks; their other dependencies keep Rollup's own chunking.
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
