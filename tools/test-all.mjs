#!/usr/bin/env node
/**
 * `npm test`: builds the product, then runs every suite in order and ends with one line
 * `N passed, N failed` for all of them. Server-mode suites need PostgreSQL on 127.0.0.1:5432
 * and RabbitMQ on 127.0.0.1:5672 (`.ci/run` makes sure they are up).
 * Pass suite names to run some only: `npm test -- unit web`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'test-output');
mkdirSync(out, { recursive: true });

const SUITES = [
  { name: 'unit', config: 'tools/jest/unit.config.cjs' },
  { name: 'web', config: 'apps/web/jest.config.cjs' },
  { name: 'integration', config: 'tools/jest/integration.config.cjs', vmModules: true },
  { name: 'api-e2e', config: 'apps/api-e2e/jest.config.cjs' },
  { name: 'browser', config: 'apps/web-e2e/jest.config.cjs' },
  { name: 'delivery', config: 'tools/k8s/jest.config.cjs' },
];

const wanted = process.argv.slice(2);
const selected = wanted.length ? SUITES.filter((s) => wanted.includes(s.name)) : SUITES;
// PGlite loads its WebAssembly with a dynamic import, which jest's VM needs this flag for.
// Only the suites that open PGlite inside jest get it: it slows the others down.
const vmEnv = {
  ...process.env,
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --disable-warning=ExperimentalWarning`.trim(),
};

const build = spawnSync(process.execPath, [join(root, 'tools/build.mjs')], { cwd: root, stdio: 'inherit' });
let passed = 0;
let failed = build.status === 0 ? 0 : 1;
if (failed) console.error('build failed: counted as one failure');

for (const suite of selected) {
  if (!existsSync(join(root, suite.config))) {
    console.error(`suite ${suite.name}: ${suite.config} is missing: counted as one failure`);
    failed += 1;
    continue;
  }
  const report = join(out, `${suite.name}.json`);
  rmSync(report, { force: true });
  console.log(`\n=== ${suite.name} ===`);
  const started = Date.now();
  const run = spawnSync(
    process.execPath,
    [join(root, 'node_modules/jest/bin/jest.js'), '-c', suite.config, '--ci', '--json', `--outputFile=${report}`],
    { cwd: root, env: suite.vmModules ? vmEnv : process.env, stdio: 'inherit' },
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (!existsSync(report)) {
    console.error(`suite ${suite.name}: jest ended (${run.status}) without a report: counted as one failure`);
    failed += 1;
    continue;
  }
  const result = JSON.parse(readFileSync(report, 'utf8'));
  // A file that fails to load has no test results; count it as a failure too.
  const brokenFiles = result.numRuntimeErrorTestSuites ?? 0;
  passed += result.numPassedTests;
  failed += result.numFailedTests + brokenFiles;
  console.log(`--- ${suite.name}: ${result.numPassedTests} passed, ${result.numFailedTests + brokenFiles} failed (${seconds} s)`);
  if (result.numTotalTests === 0) {
    console.error(`suite ${suite.name} ran no test: counted as one failure`);
    failed += 1;
  }
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
