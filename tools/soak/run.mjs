#!/usr/bin/env node
/**
 * `node tools/soak/run.mjs [faults|steady ...]`: the soaks of issue 20 (apps/api-e2e/src/soak), not
 * part of `npm test` (they take minutes). Needs a build (`npm run build`), PostgreSQL binaries,
 * RabbitMQ and Redis as for the suites. Each writes its figures to test-output/soak/<name>.txt and
 * prints them; docs/quality.md keeps the figures of the last run. SOAK_MINUTES sets the steady
 * soak's length (default 10).
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const names = process.argv.slice(2);
const files = (names.length ? names : ['faults', 'steady']).map((n) => `apps/api-e2e/src/soak/${n}.soak.spec.ts`);
const run = spawnSync(process.execPath, [join(root, 'node_modules/jest/bin/jest.js'), '-c', 'apps/api-e2e/jest.soak.config.cjs', '--runInBand', ...files], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules --disable-warning=ExperimentalWarning' },
});
process.exit(run.status ?? 1);
