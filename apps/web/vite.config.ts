import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const webRoot = __dirname;
const apiTarget = process.env.HIREWISE_API_URL ?? 'http://localhost:3000';
// The gateway serves these prefixes; in development the Vite server forwards them to it.
// A pattern, not plain prefixes: '/ai' must not swallow the '/ai-interview' screen.
const proxy = { '^/(auth|api|upload|ai)(/|$)': { target: apiTarget, changeOrigin: true } };

function vendorChunk(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  // The assessment's chart library loads with the lazily imported chart, not with every screen.
  if (/node_modules\/(recharts|victory-vendor|d3-[a-z-]+|@reduxjs|react-redux|redux|immer|reselect|es-toolkit|decimal\.js-light|eventemitter3)\//.test(id)) return undefined;
  if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\//.test(id)) return 'react';
  if (/node_modules\/(@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui)\//.test(id)) return 'chakra';
  if (/node_modules\/(react-phone-number-input|libphonenumber-js|country-flag-icons|input-format)\//.test(id)) return 'phone';
  return 'vendor';
}

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  resolve: {
    alias: {
      '@hirewise/contracts': path.resolve(webRoot, '../../libs/contracts/src/index.ts'),
    },
  },
  build: {
    outDir: path.resolve(webRoot, 'dist'),
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: { manualChunks: vendorChunk },
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
