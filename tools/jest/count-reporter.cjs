/**
 * Writes `test-output/<name>.json` with the run's counts when jest finishes: `npm test`
 * (tools/test-all.mjs) totals these files into its one `N passed, N failed` line, and Nx restores
 * them from its cache when a project's tests did not need to run again.
 */
const fs = require('node:fs');
const path = require('node:path');

const outDir = path.join(__dirname, '../../test-output');

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
        .map((r) => ({ file: path.relative(path.join(__dirname, '../..'), r.testFilePath), seconds: Math.round((r.perfStats.end - r.perfStats.start) / 100) / 10 }))
        .sort((a, b) => b.seconds - a.seconds),
    };
    fs.writeFileSync(path.join(outDir, `${this.name}.json`), `${JSON.stringify(counts, null, 2)}\n`);
  }
}

module.exports = CountReporter;
