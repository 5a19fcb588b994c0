/**
 * Writes `test-output/<name>.json` with the run's counts when jest finishes: `npm test`
 * (tools/test-all.mjs) totals these files into its one `N passed, N failed` line, and Nx restores
 * them from its cache when a project's tests did not need to run again.
 */
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '../..');
const outDir = path.join(ROOT, 'test-output');
/** A test file's path from the repository's root. */
const fromRoot = (file) => path.relative(ROOT, file);

/** Terminal colour codes (ESC [ ... m) in jest's messages. */
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** A failure message without colours and stack frames, on one line, at most 1,500 characters. */
function digest(text) {
  const plain = String(text ?? '')
    .replace(ANSI_COLOUR, '')
    .split('\n')
    .filter((line) => !/^\s+at /.test(line))
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' | ');
  return plain.length > 1500 ? `${plain.slice(0, 1500)}...` : plain;
}

class CountReporter {
  constructor(_globalConfig, options) {
    this.name = options.name;
  }

  onRunComplete(_contexts, results) {
    fs.mkdirSync(outDir, { recursive: true });
    const counts = {
      name: this.name,
      passed: results.numPassedTests,
      failed: results.numFailedTests,
      // A file that fails to load (or a hook that throws) has no test results: count it as a failure.
      brokenFiles: results.numRuntimeErrorTestSuites,
      total: results.numTotalTests,
      pending: results.numPendingTests,
      // Seconds per test file, slowest first: `npm test` lists the slowest files of the whole run.
      files: results.testResults
        .map((r) => ({ file: fromRoot(r.testFilePath), seconds: Math.round((r.perfStats.end - r.perfStats.start) / 100) / 10 }))
        .sort((a, b) => b.seconds - a.seconds),
      // Each failed test (or file that failed to load) with the start of its message: `npm test` ends
      // with these, so the last lines of a CI log say what failed and how.
      failures: results.testResults.flatMap((r) => {
        const file = fromRoot(r.testFilePath);
        const broken = r.testExecError ? [{ file, test: '(file)', message: digest(r.testExecError.message) }] : [];
        return broken.concat(r.testResults.filter((t) => t.status === 'failed').map((t) => ({ file, test: t.fullName, message: digest(t.failureMessages.join('\n')) })));
      }),
    };
    fs.writeFileSync(path.join(outDir, `${this.name}.json`), `${JSON.stringify(counts, null, 2)}\n`);
  }
}

module.exports = CountReporter;
