/**
 * The soaks (issue 20): long fault and steady-load runs of the whole product in server mode, run from
 * `node tools/soak/run.mjs` (not by `npm test`: they take minutes); their figures go to docs/quality.md.
 */
const shared = require('../../tools/jest/swc-transform.cjs');

module.exports = {
  rootDir: '../..',
  displayName: 'soak',
  testEnvironment: 'node',
  ...shared,
  testMatch: ['<rootDir>/apps/api-e2e/src/soak/**/*.soak.spec.ts'],
  testTimeout: 1_800_000,
  maxWorkers: 1,
};
