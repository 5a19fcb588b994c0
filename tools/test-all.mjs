#!/usr/bin/env node
/**
 * `npm test`: every check and every suite through Nx, ending with one line `N passed, N failed`.
 *
 *   1. build      `nx run-many -t build`                 (libs, services, gateway, web)
 *   2. checks     `nx run-many -t lint typecheck`        a failed task counts as one failure; in a
 *                 whole run it runs at the lowest CPU priority beside 3, and what is left before 4 (CHECKS_IN_BACKGROUND=0: not)
 *   3. tests      `nx run-many -t test`                  each project's unit + integration tests
 *   4. e2e        `nx run-many -t e2e`                   api-e2e, web-e2e (browser), delivery
 *
 * Each jest run writes test-output/<project>.json (tools/jest/count-reporter.cjs); the total is the
 * sum of those files plus failed build/lint/typecheck tasks. Nx caches build, lint, typecheck and
 * test by their inputs (a rerun after no change restores the counts); e2e suites always run.
 * Server-mode tests need PostgreSQL on 127.0.0.1:5432 and RabbitMQ on 127.0.0.1:5672 (`.ci/run`
 * starts them). Arguments pick a part: `npm test -- checks`, `npm test -- tests web gateway`,
 * `npm test -- e2e api-e2e`, `npm test -- all contracts` (a phase name or `all`, then optional project names).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lowerAutogroups } from './checks/lower-priority.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'test-output');
mkdirSync(out, { recursive: true });
const nxBin = join(root, 'node_modules/nx/dist/bin/nx.js');

const PHASES = {
  // tsc is single-threaded: two independent builds (services, gateway, web) at a time.
  build: { targets: ['build'], parallel: 2 },
  // Lint and type checks are CPU-bound and independent: two at a time on a two-core machine.
  // Sources only: without their builds' tasks, a background check never restores a dist folder the
  // suites are running from.
  checks: { targets: ['lint', 'typecheck'], parallel: 2, sourcesOnly: true },
  // Each project's jest runs two files at a time; one project at a time keeps databases and brokers calm.
  tests: { targets: ['test'], parallel: 1, reports: true },
  // One suite at a time (E2E_PARALLEL=2: two): side by side on two cores, CPU-starved suites fail
  // (a browser recording came out smaller than its test needs, a fault suite's setup met its 3 s reply
  // time-out), and the run was only ~2 minutes shorter: the suites keep both cores busy between them.
  e2e: { targets: ['e2e'], parallel: Number(process.env.E2E_PARALLEL) || 1, reports: true },
};

const [phaseArg, ...projectArgs] = process.argv.slice(2);
if (phaseArg && phaseArg !== 'all' && !(phaseArg in PHASES)) {
  console.error(`unknown part "${phaseArg}": all or one of ${Object.keys(PHASES).join(', ')}`);
  process.exit(2);
}
const whole = !phaseArg || phaseArg === 'all';
const phases = whole ? Object.keys(PHASES) : ['build', ...(phaseArg === 'build' ? [] : [phaseArg])];

// Migrated PGlite databases are kept as templates for the next test database of the same schema
// (libs/server-kit/src/database/pglite-template.ts): an initdb and a migration run saved per database.
// Templates not used for three days are removed (a changed migration leaves its old template behind).
process.env.PGLITE_TEMPLATE_DIR ||= join(root, 'node_modules', '.cache', 'pglite-templates');
pruneTemplates(process.env.PGLITE_TEMPLATE_DIR, 3 * 86_400_000);

function pruneTemplates(dir, maxAgeMs) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (Date.now() - statSync(path).atimeMs > maxAgeMs || name.endsWith('.part')) rmSync(path, { force: true });
  }
}

// A fresh clone: install the locked dependencies first, so `npm test` is the only command.
if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) {
  spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
}

/**
 * Runs nx run-many; resolves with the tasks Nx lists as failed (`project:target`). In the background
 * it runs at the lowest CPU priority with its output kept for the end: it only takes CPU the
 * suites leave idle (they wait on processes, databases and brokers about a third of the time).
 */
function runMany(targets, parallel, projects, { background = false, sourcesOnly = false } = {}) {
  const args = [nxBin, 'run-many', '-t', ...targets, `--parallel=${parallel}`, '--outputStyle=stream', '--nxBail=false'];
  if (projects.length) args.push('-p', ...projects);
  if (sourcesOnly) args.push('--excludeTaskDependencies');
  const started = Date.now();
  const env = { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' };
  const child = background
    ? spawn('nice', ['-n', '19', process.execPath, ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    : spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const lowering = background ? lowerAutogroups(child.pid) : undefined;
  let text = '';
  child.stdout.on('data', (chunk) => {
    text += chunk;
    if (!background) process.stdout.write(chunk);
  });
  child.stderr?.on('data', (chunk) => (text += chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (lowering) clearInterval(lowering);
      const failedBlock = text.split(/Failed tasks:/)[1] ?? '';
      const failed = [...failedBlock.matchAll(/^\s*-\s+(\S+:\S+)/gm)].map((m) => m[1]);
      if (status !== 0 && failed.length === 0) failed.push(`nx run-many -t ${targets.join(' ')} (exit ${status})`);
      resolve({ failed, text, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    });
  });
}

/** The projects that have one of these targets (nx show projects --with-target). */
function projectsWith(target) {
  const run = spawnSync(process.execPath, [nxBin, 'show', 'projects', '--with-target', target, '--json'], { cwd: root, env: { ...process.env, NX_DAEMON: 'false' } });
  return JSON.parse(run.stdout.toString() || '[]');
}

/** A project's count reports: `<project>.json`, and `<project>.<part>.json` from a target that runs jest again (tools/jest/count-reporter.cjs). */
function reportFiles(project) {
  const parts = readdirSync(out).filter((name) => name.startsWith(`${project}.`) && name.endsWith('.json') && name !== `${project}.json`);
  return [join(out, `${project}.json`), ...parts.sort().map((name) => join(out, name))];
}

let passed = 0;
let failed = 0;
const summary = [];
/** Every test file's seconds in this run (from the reports), for the list of the slowest. */
const fileSeconds = [];
/** Every failed test of this run with the start of its message (from the reports), listed last. */
const failures = [];

/** A phase without reports (build, checks): each failed task is one failure. */
function countTasks(phase, result) {
  failed += result.failed.length;
  for (const task of result.failed) console.error(`${task} failed: counted as one failure`);
  summary.push(`--- ${phase}: ${result.failed.length} failed task(s) (${result.seconds} s)`);
}

// A whole run checks (lint, typecheck) in the background during the tests phase, at the lowest CPU
// priority: the unit and integration tests leave part of the two cores idle (~16%: they wait on
// databases, brokers and timeouts), and the checks are pure CPU. Lowest for real: nice 19 and the
// autogroups of Nx's tasks lowered too (lowerAutogroups). What is left of them when the tests end runs
// alone, before the e2e suites: beside those, the checks slowed them by ~20% and starved their
// timing-sensitive parts (stack starts, the fault suite's load). A run of one part checks in the
// foreground; CHECKS_IN_BACKGROUND=0 does so in a whole run.
const backgroundChecks = whole && process.env.CHECKS_IN_BACKGROUND !== '0';
let checks;
const order = backgroundChecks ? ['build', 'checks', ...phases.filter((p) => p !== 'build' && p !== 'checks')] : phases;

/** Waits for the background checks (if any) and counts them. */
async function finishChecks() {
  if (!checks) return;
  const result = await checks;
  checks = undefined;
  console.log('\n=== checks: output ===');
  process.stdout.write(result.text);
  countTasks('checks', result);
}

for (const phase of order) {
  const { targets, parallel, reports, sourcesOnly } = PHASES[phase];
  if (phase === 'e2e') await finishChecks();
  const projects = phase === 'build' ? [] : projectArgs;
  if (phase === 'checks' && backgroundChecks) {
    console.log(`\n=== checks: ${targets.join(' ')} (in the background at low priority beside the tests; output before the e2e suites) ===`);
    checks = runMany(targets, parallel, projects, { background: true, sourcesOnly });
    continue;
  }
  console.log(`\n=== ${phase}: ${targets.join(' ')} ===`);
  const expected = reports ? targets.flatMap(projectsWith).filter((p) => !projects.length || projects.includes(p)) : [];
  if (reports && expected.length === 0) continue;
  for (const project of expected) for (const file of reportFiles(project)) rmSync(file, { force: true });
  const result = await runMany(targets, parallel, projects, { sourcesOnly });
  if (!reports) {
    countTasks(phase, result);
    // Nothing can be tested without a build.
    if (phase === 'build' && result.failed.length) break;
    continue;
  }
  let phasePassed = 0;
  let phaseFailed = 0;
  const lines = [];
  for (const project of expected) {
    const file = join(out, `${project}.json`);
    if (!existsSync(file)) {
      console.error(`${project}: its ${targets.join('/')} run left no report: counted as one failure`);
      phaseFailed += 1;
    }
    // A project whose target runs jest more than once (api-e2e: its fault suite alone) writes one report per run.
    for (const report of reportFiles(project).filter(existsSync)) {
      const r = JSON.parse(readFileSync(report, 'utf8'));
      fileSeconds.push(...(r.files ?? []));
      failures.push(...(r.failures ?? []));
      phasePassed += r.passed;
      phaseFailed += r.failed + r.brokenFiles;
      if (r.total === 0) {
        console.error(`${r.name ?? project} ran no test: counted as one failure`);
        phaseFailed += 1;
      }
      lines.push(`    ${r.name ?? project}: ${r.passed} passed, ${r.failed + r.brokenFiles} failed`);
    }
  }
  passed += phasePassed;
  failed += phaseFailed;
  summary.push(`--- ${phase}: ${phasePassed} passed, ${phaseFailed} failed (${result.seconds} s)`, ...lines);
}

await finishChecks();

if (fileSeconds.length > 0) {
  const slowest = fileSeconds.sort((a, b) => b.seconds - a.seconds).slice(0, 12);
  summary.push('--- slowest test files:', ...slowest.map((f) => `    ${f.seconds.toFixed(1).padStart(6)} s  ${f.file}`));
}
if (failures.length > 0) {
  const shown = failures.slice(0, 20);
  summary.push('--- failed tests:', ...shown.flatMap((f) => [`    ${f.file} > ${f.test}`, `      ${f.message}`]));
  if (failures.length > shown.length) summary.push(`    ... and ${failures.length - shown.length} more (test-output/<project>.json)`);
}
console.log(`\n${summary.join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
